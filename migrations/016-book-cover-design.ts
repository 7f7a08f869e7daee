import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// A book's cover design (template, pages, palette, seed, fonts, badge) as JSON text; null for
// the plain cover.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("books").addColumn("cover_json", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("books").dropColumn("cover_json").execute();
}
