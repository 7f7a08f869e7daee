import type { Tool } from "../../engine/catalog.js";
import type { Settings } from "../api-types.js";
import { debitCredits, lockUser, setCredits } from "../credits/ledger.js";
import type { Tx } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import { renewalIsPaid } from "../payments/subscriptions.js";
import { addDays, getSettings } from "../settings.js";
import { isAdminRow } from "../users/repo.js";

interface Charge {
  charged: number;
  credits: number;
  renewed: boolean;
}

/**
 * The spec's renewal at generation, for a subscription whose coming period is paid for: once its
 * renewal date has passed, the balance is set to the plan's credits and the date moves on by its
 * duration. Under the user's row lock (the caller's). The new balance, or null when none was due.
 */
async function renewIfDue(trx: Tx, user: UserRow, settings: Settings, now: Date): Promise<number | null> {
  const due = user.subscription_renewal_date ? Date.parse(user.subscription_renewal_date) : Number.NaN;
  if (user.role !== "subscription" || !(due <= now.getTime()) || !renewalIsPaid(user)) return null;
  const credits = await setCredits(trx, user.id, settings.subscriptionCredits, "Subscription renewal", "system");
  await trx
    .updateTable("users")
    .set({ subscription_renewal_date: addDays(now, settings.subscriptionDuration) })
    .where("id", "=", user.id)
    .execute();
  return credits;
}

/**
 * The credit rules, inside the generation's transaction:
 * the administrator is never charged; disableCreditDeduction charges nobody; a subscription
 * whose renewal date has passed is renewed and that generation is free; otherwise the cost is
 * taken atomically or the request is refused with 402.
 */
export async function chargeForGeneration(
  trx: Tx,
  userId: string,
  tool: Tool,
  generationId: string,
  adminEmail: string,
  now = new Date(),
  /** Settings the caller has just read (saves a second read); read here when absent. */
  known?: Settings,
): Promise<Charge> {
  // The row lock first: the renewal date and the balance are read under it, so a renewal applies
  // once however many generations of one account start at the same moment.
  const user = await lockUser(trx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const settings = known ?? (await getSettings(trx));
  if (isAdminRow(user, adminEmail) || settings.disableCreditDeduction || tool.cost === 0) {
    return { charged: 0, credits: user.credits, renewed: false };
  }
  const renewed = await renewIfDue(trx, user, settings, now);
  if (renewed !== null) return { charged: 0, credits: renewed, renewed: true };
  const credits = await debitCredits(trx, user.id, tool.cost, `Generation: ${tool.title}`, "system", generationId);
  if (credits === null) throw new AppError(402, "insufficient-credits", messages.insufficientCredits);
  return { charged: tool.cost, credits, renewed: false };
}

/**
 * A batch of `count` pages of one tool (docs/api.md, "Books": POST /api/books/:id/batch): the same
 * rules as one generation, but `count` x the cost is taken in one conditional debit, all or
 * nothing. `charged` is what each page cost (refunded page by page should one fail); a due
 * subscription renewal makes the first page free, as it would a single generation.
 */
export async function chargeForBatch(
  trx: Tx,
  userId: string,
  tool: Tool,
  count: number,
  reference: string,
  adminEmail: string,
  now = new Date(),
  known?: Settings,
): Promise<{ charged: number[]; credits: number; renewed: boolean }> {
  // The user's row lock first, as every credit change takes it (PostgreSQL; SQLite's writer is one).
  const user = await lockUser(trx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const settings = known ?? (await getSettings(trx));
  const free = () => new Array<number>(count).fill(0);
  if (isAdminRow(user, adminEmail) || settings.disableCreditDeduction || tool.cost === 0) {
    return { charged: free(), credits: user.credits, renewed: false };
  }
  const charged = new Array<number>(count).fill(tool.cost);
  const renewed = (await renewIfDue(trx, user, settings, now)) !== null;
  if (renewed) charged[0] = 0;
  const amount = charged.reduce((a, b) => a + b, 0);
  if (amount === 0) {
    const row = await lockUser(trx, userId);
    return { charged, credits: row?.credits ?? 0, renewed };
  }
  const credits = await debitCredits(trx, user.id, amount, `Batch: ${count} x ${tool.title}`, "system", reference);
  if (credits === null) throw new AppError(402, "insufficient-credits", messages.insufficientCredits);
  return { charged, credits, renewed };
}
