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
 * A batch of pages (docs/api.md, "Books": POST /api/books/:id/batch), `tools` holding each page's
 * tool (one tool, or an activity book's mix): the same rules as one generation, but the sum of
 * the pages' costs is taken in one conditional debit, all or nothing. `charged` is what each page
 * cost (refunded page by page should one fail); a due subscription renewal makes the first page
 * free, as it would a single generation.
 */
export async function chargeForBatch(
  trx: Tx,
  userId: string,
  tools: Tool[],
  reference: string,
  adminEmail: string,
  now = new Date(),
  known?: Settings,
): Promise<{ charged: number[]; credits: number; renewed: boolean }> {
  // The user's row lock first, as every credit change takes it (PostgreSQL; SQLite's writer is one).
  const user = await lockUser(trx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const settings = known ?? (await getSettings(trx));
  const charged = tools.map((tool) => tool.cost);
  if (isAdminRow(user, adminEmail) || settings.disableCreditDeduction || charged.every((c) => c === 0)) {
    return { charged: charged.fill(0), credits: user.credits, renewed: false };
  }
  const renewed = (await renewIfDue(trx, user, settings, now)) !== null;
  if (renewed) charged[0] = 0;
  const amount = charged.reduce((a, b) => a + b, 0);
  if (amount === 0) {
    const row = await lockUser(trx, userId);
    return { charged, credits: row?.credits ?? 0, renewed };
  }
  const credits = await debitCredits(trx, user.id, amount, `Batch: ${batchLabel(tools)}`, "system", reference);
  if (credits === null) throw new AppError(402, "insufficient-credits", messages.insufficientCredits);
  return { charged, credits, renewed };
}

/** "3 x Maze, 2 x Sudoku": each tool's count, in the order the tools first come. */
function batchLabel(tools: Tool[]): string {
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.title, (counts.get(tool.title) ?? 0) + 1);
  return [...counts].map(([title, n]) => `${n} x ${title}`).join(", ");
}
