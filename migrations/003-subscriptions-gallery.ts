import type { Kysely } from "kysely";

/**
 * Paid subscriptions: the state of a user's subscription at the payment provider, the provider's
 * subscription id (renewal events name it) and the end of the period paid for, so a renewal
 * grants credits only once it is paid (docs/decisions/014-paid-subscriptions.md).
 *
 * Gallery favourites: a flag on the generation itself (one user owns each page, so a join table
 * would add nothing), with an index for the "favourites only" filter of a user's gallery.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("subscription_status", "text").execute();
  await db.schema.alterTable("users").addColumn("subscription_ref", "text").execute();
  await db.schema.alterTable("users").addColumn("subscription_paid_until", "text").execute();
  await db.schema.createIndex("users_subscription_ref").on("users").column("subscription_ref").execute();
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
  await db.schema.dropIndex("users_subscription_ref").execute();
  for (const column of ["subscription_paid_until", "subscription_ref", "subscription_status"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
