import type { Kysely } from "kysely";

/**
 * Gallery favourites: a flag on the generation itself (one user owns each page, so a join table
 * would add nothing), with an index for the "favourites only" filter of a user's gallery.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("generations")
    .addColumn("favourite", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("generations_user_favourite")
    .on("generations")
    .columns(["user_id", "favourite", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("generations_user_favourite").execute();
  await db.schema.alterTable("generations").dropColumn("favourite").execute();
}
