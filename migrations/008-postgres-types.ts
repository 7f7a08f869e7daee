import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Epoch-millisecond columns as bigint on PostgreSQL, where `integer` is 32 bits and a time in
 * milliseconds does not fit (SQLite's integer is 64 bits already: nothing to do there).
 * Later tables declare such columns `bigint` from the start.
 *
 * And `stored_files`: generated pages (and later other files) kept in the database, so every
 * server process reads what any of them made (server/storage/images.ts; used with DATABASE_URL).
 */
const columns: [table: string, column: string][] = [
  ["sessions", "expires_at"],
  ["tokens", "expires_at"],
  ["throttle_hits", "at"],
  ["throttle_hits", "expires_at"],
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("stored_files")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("data", postgres ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  if (!postgres) return;
  for (const [table, column] of columns) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType("bigint"))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stored_files").execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, column] of columns) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.setDataType("integer"))
      .execute();
  }
}
