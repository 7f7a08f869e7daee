import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// Browsers that signed in to an account are remembered as `tokens` rows of their own kind
// (docs/decisions/046-sign-in-throttling.md): each sign-in from a new browser adds one and prunes
// the account's oldest, and deleting a user cascades through them, both by owner.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("tokens_user_kind").on("tokens").columns(["user_id", "kind"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("tokens_user_kind").execute();
}
