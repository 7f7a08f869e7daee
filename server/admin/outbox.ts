import type { OutboxMessage } from "../api-types.js";
import type { Executor } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { isAdminRow, normalizeEmail } from "../users/repo.js";

/** A link's single-use token (password reset, e-mail verification). */
const TOKEN = /([?&]token=)[^\s&#]+/g;
const HIDDEN_TOKEN = "hidden";

/**
 * The built-in mail transport's messages, newest first (the admin console reads links here).
 * The token of a mail to another administrator is hidden: reading it would let one
 * administrator sign in as another.
 */
export async function listOutbox(
  db: Executor,
  viewer: Pick<UserRow, "email">,
  adminEmail: string,
  limit = 100,
): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const recipients = [...new Set(rows.map((r) => normalizeEmail(r.to_address)))];
  const admins = new Set(
    recipients.length
      ? (await db.selectFrom("users").select(["email", "role"]).where("email", "in", recipients).execute())
          .filter((u) => isAdminRow(u, adminEmail))
          .map((u) => u.email)
      : [],
  );
  admins.add(normalizeEmail(adminEmail));
  admins.delete(viewer.email);
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: admins.has(normalizeEmail(r.to_address)) ? r.text.replace(TOKEN, `$1${HIDDEN_TOKEN}`) : r.text,
    createdAt: r.created_at,
  }));
}
