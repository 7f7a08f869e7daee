import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
/**
 * What the quality gate measured on a stored line-art page (API.md, "Page options, quality and
 * print"): the figures as JSON, and the verdict on its own so failing pages can be found.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").addColumn("quality_json", "text").execute();
  await db.schema.alterTable("generations").addColumn("quality_passed", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generations").dropColumn("quality_passed").execute();
  await db.schema.alterTable("generations").dropColumn("quality_json").execute();
}
