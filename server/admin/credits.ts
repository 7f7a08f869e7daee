import { parseCreditAmount } from "../../engine/account-rules.js";
import { truncateGraphemes } from "../../engine/graphemes.js";
import { setCredits } from "../credits/ledger.js";
import type { UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { findUserById } from "../users/repo.js";
import { recordAdminAction } from "./audit.js";
import { requireManageable } from "./users.js";

const MAX_REASON = 200;

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

/** Both fields required, then a whole number of at least 0. Numeric strings are accepted. */
export function parseCreditEdit(body: Record<string, unknown>): { credits: number; reason: string } {
  if (blank(body.credits) || blank(body.reason) || typeof body.reason !== "string") {
    throw new AppError(400, "invalid-input", messages.creditsAndReason);
  }
  const credits = parseCreditAmount(body.credits);
  if (credits === null) {
    throw new AppError(400, "invalid-input", messages.validCredits, { credits: messages.validCredits });
  }
  return { credits, reason: truncateGraphemes(body.reason.trim(), MAX_REASON) };
}

/** Sets the balance with its ledger row (previous, new, reason, actor) and tells the user's open pages. */
export async function setUserCredits(deps: AppDeps, id: string, actor: UserRow, body: Record<string, unknown>) {
  const edit = parseCreditEdit(body);
  const target = await requireManageable(deps, actor, id);
  const credits = await deps.db.transaction().execute(async (trx) => {
    const balance = await setCredits(trx, id, edit.credits, edit.reason, actor.email);
    await recordAdminAction(trx, actor, "credits-set", target, {
      previous: target.credits,
      credits: edit.credits,
      reason: edit.reason,
    });
    return balance;
  });
  deps.events.publish(id, { type: "credits", credits });
  return (await findUserById(deps.db, id)) as UserRow;
}
