import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The model that made a generation (an image or text model's name; null for the built-in
// engines), so a book's provenance names it per page even after the configuration changes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").addColumn("model", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").dropColumn("model").execute();
}
