import type { z } from "zod";
import type { creditEditBody } from "../../engine/api/admin.js";
import { setCredits } from "../credits/ledger.js";
import type { UserRow } from "../db/schema.js";
import type { AppDeps } from "../http/env.js";
import { findUserById } from "../users/repo.js";
import { recordAdminAction } from "./audit.js";
import { requireManageable } from "./users.js";

/** Sets the balance with its ledger row (previous, new, reason, actor) and tells the user's open pages. */
export async function setUserCredits(deps: AppDeps, id: string, actor: UserRow, edit: CreditEdit) {
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

type CreditEdit = z.output<typeof creditEditBody>;
