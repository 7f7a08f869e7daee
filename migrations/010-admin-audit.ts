import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// What administrators did to users (credits, roles, resets, deletions…), one row per action.
// Rows are only ever inserted: no route updates or deletes them, and they survive the deletion
// of the user they name (ids and e-mails are copied, not referenced).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("target_email", "text", (c) => c.notNull())
    .addColumn("detail_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_audit_at").on("admin_audit").columns(["at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_audit").execute();
}
