import { creditCredits } from "../credits/ledger.js";
import type { DB } from "../db/database.js";
import type { EventBus } from "../events/bus.js";
import { nowIso } from "../ids.js";

/**
 * Fail a job and refund its credit exactly once: only the update that moves the job out of
 * queued/running writes the refund, in the same transaction; the new balance goes to the owner's tabs.
 */
export async function failAndRefund(db: DB, events: EventBus, id: string, code: string, message: string) {
  const refunded = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("generations")
      .set({ status: "failed", error_code: code, error_message: message, finished_at: nowIso() })
      .where("id", "=", id)
      .where("status", "in", ["queued", "running"])
      .returning(["user_id", "charged"])
      .executeTakeFirst();
    if (!row) return null;
    const credits =
      row.charged > 0
        ? await creditCredits(trx, row.user_id, row.charged, "Refund: generation failed", "system", id)
        : null;
    return { userId: row.user_id, credits };
  });
  if (refunded?.credits != null) events.publish(refunded.userId, { type: "credits", credits: refunded.credits });
  return refunded;
}
