import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The credit packages an administrator set (JSON: [{credits, amount, label?}] in the configured
// currency); NULL sells the catalogue's packages.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("settings").addColumn("packages", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("settings").dropColumn("packages").execute();
}
