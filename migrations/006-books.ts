import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// Books (API.md, "Books"): a book, its ordered pages, batch pages still being drawn, and export jobs.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("books")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("trim", "text", (c) => c.notNull())
    .addColumn("paper", "text", (c) => c.notNull())
    .addColumn("bleed", "integer", (c) => c.notNull())
    .addColumn("blank_backs", "integer", (c) => c.notNull())
    .addColumn("page_numbers", "integer", (c) => c.notNull())
    .addColumn("title_page", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("copyright_page", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("belongs_to", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cover_generation_id", "text", (c) => c.references("generations.id").onDelete("set null"))
    .addColumn("back_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("books_user").on("books").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("book_pages")
    .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("generation_id", "text", (c) => c.notNull().references("generations.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("book_pages_pk", ["book_id", "position"])
    .execute();
  await db.schema.createIndex("book_pages_generation").on("book_pages").column("generation_id").execute();

  await db.schema
    .createTable("book_batch_items")
    .addColumn("generation_id", "text", (c) => c.primaryKey().references("generations.id").onDelete("cascade"))
    .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("book_batch_items_book").on("book_batch_items").column("book_id").execute();

  await db.schema
    .createTable("book_exports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("file_path", "text")
    .addColumn("error_code", "text")
    .addColumn("error_message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("book_exports_status").on("book_exports").column("status").execute();
  await db.schema.createIndex("book_exports_book").on("book_exports").column("book_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("book_exports").execute();
  await db.schema.dropTable("book_batch_items").execute();
  await db.schema.dropTable("book_pages").execute();
  await db.schema.dropTable("books").execute();
}
