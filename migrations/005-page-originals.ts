import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The key of a page's vector original (SVG) in the image store; null when only a raster exists.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").addColumn("vector_path", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").dropColumn("vector_path").execute();
}
