import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per counted attempt (a sign-up, a failed sign-in, a reset mail...): the throttles
  // are sliding windows over these rows, shared by every server process on this database.
  await db.schema
    .createTable("throttle_hits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("at", "integer", (c) => c.notNull())
    .addColumn("expires_at", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("throttle_hits_key").on("throttle_hits").columns(["bucket", "key", "at"]).execute();
  await db.schema.createIndex("throttle_hits_expiry").on("throttle_hits").column("expires_at").execute();

  // NULL: the default for the configured image provider (on unless it is the built-in one).
  await db.schema.alterTable("settings").addColumn("require_verified_email", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("settings").dropColumn("require_verified_email").execute();
  await db.schema.dropTable("throttle_hits").execute();
}
