import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
/**
 * Photos users upload for photo tools (API.md, "Uploads"): the normalised image lives on disk
 * under DATA_DIR/uploads/<user>/, this row says whose it is. `used_at` is set when a generation
 * takes the photo; a photo never used is swept a day after its upload.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("uploads_user").on("uploads").column("user_id").execute();
  await db.schema.createIndex("uploads_unused").on("uploads").columns(["used_at", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("uploads").execute();
}
