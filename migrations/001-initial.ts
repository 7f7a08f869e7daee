import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("total_images_generated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_image_generated", "text")
    .addColumn("subscription_renewal_date", "text")
    .addColumn("last_top_up", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_created_at").on("users").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("credit_ledger")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("previous_amount", "integer", (c) => c.notNull())
    .addColumn("new_amount", "integer", (c) => c.notNull())
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("credit_ledger_user").on("credit_ledger").columns(["user_id", "seq"]).execute();
  await db.schema.createIndex("credit_ledger_reference").on("credit_ledger").column("reference").execute();

  await db.schema
    .createTable("settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("one_time_credits", "integer", (c) => c.notNull())
    .addColumn("subscription_credits", "integer", (c) => c.notNull())
    .addColumn("subscription_duration", "integer", (c) => c.notNull())
    .addColumn("maintenance_mode", "integer", (c) => c.notNull())
    .addColumn("disable_credit_deduction", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("settings")
    .values({
      id: "config",
      one_time_credits: 250,
      subscription_credits: 300,
      subscription_duration: 30,
      maintenance_mode: 0,
      disable_credit_deduction: 0,
      updated_at: new Date().toISOString(),
    })
    .execute();

  await db.schema
    .createTable("generations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tool", "text", (c) => c.notNull())
    .addColumn("values_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("charged", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("seed", "integer", (c) => c.notNull())
    .addColumn("output_json", "text")
    .addColumn("image_path", "text")
    .addColumn("error_code", "text")
    .addColumn("error_message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("generations_user").on("generations").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createIndex("generations_status").on("generations").column("status").execute();

  await db.schema
    .createTable("tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("expires_at", "integer", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("package_id", "text", (c) => c.notNull())
    .addColumn("credits", "integer", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .execute();
  await db.schema.createIndex("payments_user").on("payments").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payment_id", "text")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "payment_events",
    "payments",
    "mail_outbox",
    "tokens",
    "generations",
    "settings",
    "credit_ledger",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
