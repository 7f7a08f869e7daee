import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// Whether a book prints an Answers section after its pages (the answer keys of its activity
// pages); on by default.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("books")
    .addColumn("answers", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("books").dropColumn("answers").execute();
}
