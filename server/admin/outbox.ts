import type { OutboxMessage } from "../api-types.js";
import type { Executor } from "../db/database.js";

/** The built-in mail transport's messages, newest first (the admin console reads links here). */
export async function listOutbox(db: Executor, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text, createdAt: r.created_at }));
}
