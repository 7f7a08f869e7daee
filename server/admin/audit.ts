import type { AuditEntry } from "../api-types.js";
import type { Executor } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { newId, nowIso } from "../ids.js";

/**
 * The administrators' audit log (table admin_audit): every admin action on a user is written
 * with the action itself, in the same transaction where there is one. Only `recordAdminAction`
 * writes it and only `listAudit` reads it: no route updates or deletes a row.
 */
export async function recordAdminAction(
  db: Executor,
  actor: Pick<UserRow, "id" | "email">,
  action: AuditEntry["action"],
  target: Pick<UserRow, "id" | "email">,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto("admin_audit")
    .values({
      id: newId(),
      at: nowIso(),
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      target_id: target.id,
      target_email: target.email,
      detail_json: JSON.stringify(detail),
    })
    .execute();
}

const PAGE = 50;

/** Newest first, PAGE at a time; `cursor` is the last entry's `at|id` of the previous page. */
export async function listAudit(
  db: Executor,
  cursor?: string,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  let query = db.selectFrom("admin_audit").selectAll();
  const [at, id] = (cursor ?? "").split("|");
  if (at && id) {
    query = query.where((eb) => eb.or([eb("at", "<", at), eb.and([eb("at", "=", at), eb("id", "<", id)])]));
  }
  const rows = await query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE + 1)
    .execute();
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor_email,
      action: r.action as AuditEntry["action"],
      target: { id: r.target_id, email: r.target_email },
      detail: JSON.parse(r.detail_json) as Record<string, unknown>,
    })),
    nextCursor: rows.length > PAGE && last ? `${last.at}|${last.id}` : null,
  };
}
