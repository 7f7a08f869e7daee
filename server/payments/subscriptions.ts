import type { CreditPackage } from "../api-types.js";
import { lockUser, setCredits } from "../credits/ledger.js";
import type { Tx } from "../db/database.js";
import type { PaymentRow, UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { nowIso } from "../ids.js";
import { addDays, getSettings } from "../settings.js";
import { subscriptionPrice } from "./packages.js";
import type { SubscriptionEventType } from "./provider.js";

/** The checkout "package" of the subscription plan (POST /api/payments/checkout {packageId}). */
export const SUBSCRIPTION_PACKAGE = "subscription";

const subscriptionMessages = {
  notSubscriber: "Only a subscription account can start a subscription",
  alreadyActive: "Your subscription is already active",
  noPrice: "The subscription plan has no price yet. Please contact support.",
} as const;

/**
 * The subscription plan as a package: the credits of each period from the settings, the price
 * from catalog/site.yaml. Only a subscription account that is not paying yet may buy it.
 */
export async function subscriptionPackage(
  deps: AppDeps,
  user: UserRow,
): Promise<{ pkg: CreditPackage; renewEveryDays: number }> {
  if (user.role !== "subscription") throw new AppError(409, "not-subscriber", subscriptionMessages.notSubscriber);
  if (user.subscription_status === "active" || user.subscription_status === null)
    throw new AppError(409, "already-subscribed", subscriptionMessages.alreadyActive);
  const price = subscriptionPrice(deps);
  if (!price) throw new AppError(409, "no-price", subscriptionMessages.noPrice);
  const settings = await getSettings(deps.db);
  return {
    pkg: { id: SUBSCRIPTION_PACKAGE, credits: settings.subscriptionCredits, price, label: "Inkling subscription" },
    renewEveryDays: settings.subscriptionDuration,
  };
}

/** The first payment of a subscription: its credits, a renewal date and the period paid for. */
export async function activateSubscription(trx: Tx, payment: PaymentRow, subscriptionRef: string, now = new Date()) {
  const settings = await getSettings(trx);
  const credits = await setCredits(
    trx,
    payment.user_id,
    payment.credits,
    "Subscription payment",
    "payment",
    payment.id,
  );
  const end = addDays(now, settings.subscriptionDuration);
  await trx
    .updateTable("users")
    .set({
      role: "subscription",
      subscription_status: "active",
      subscription_ref: subscriptionRef,
      subscription_renewal_date: end,
      subscription_paid_until: end,
      last_top_up: now.toISOString(),
      updated_at: nowIso(),
    })
    .where("id", "=", payment.user_id)
    .execute();
  return { userId: payment.user_id, credits };
}

/**
 * A subscription's later event. A paid renewal extends the period paid for and, once the renewal
 * date has come, resets the credits (the spec's renewal, now only when paid); a refused renewal
 * or an ended subscription keeps the credits and renews no more. null: nothing changed.
 */
export async function applySubscriptionEvent(
  trx: Tx,
  type: SubscriptionEventType,
  subscriptionRef: string,
  now = new Date(),
): Promise<{ userId: string; credits: number } | null> {
  const found = await trx
    .selectFrom("users")
    .select("id")
    .where("subscription_ref", "=", subscriptionRef)
    .executeTakeFirst();
  // Decided under the user's row lock: a renewal never applies twice.
  const user = found && (await lockUser(trx, found.id));
  if (!user) return null;
  if (type !== "renewal-paid") {
    await trx
      .updateTable("users")
      .set({ subscription_status: type === "subscription-ended" ? "cancelled" : "unpaid", updated_at: nowIso() })
      .where("id", "=", user.id)
      .execute();
    return null;
  }
  if (user.subscription_status === "cancelled") return null;
  const settings = await getSettings(trx);
  const due = user.subscription_renewal_date ? new Date(user.subscription_renewal_date) : now;
  const paidFrom = new Date(Math.max(Date.parse(user.subscription_paid_until ?? "") || 0, due.getTime()));
  const paidUntil = addDays(paidFrom, settings.subscriptionDuration);
  await trx
    .updateTable("users")
    .set({ subscription_status: "active", subscription_paid_until: paidUntil, updated_at: nowIso() })
    .where("id", "=", user.id)
    .execute();
  if (due.getTime() > now.getTime()) return null; // Paid ahead: renewed at the date (charge.ts).
  const credits = await renewSubscription(
    trx,
    user.id,
    settings.subscriptionCredits,
    settings.subscriptionDuration,
    now,
  );
  return { userId: user.id, credits };
}

/** Reset the credits and move the renewal date one period on. */
async function renewSubscription(trx: Tx, userId: string, credits: number, days: number, now = new Date()) {
  const balance = await setCredits(trx, userId, credits, "Subscription renewal", "system");
  await trx
    .updateTable("users")
    .set({ subscription_renewal_date: addDays(now, days) })
    .where("id", "=", userId)
    .execute();
  return balance;
}

/**
 * Whether a subscription whose renewal date has passed renews at generation: one the
 * administrator made (no provider behind it) always does, as the spec says; a paid one only when
 * the coming period is paid for.
 */
export function renewalIsPaid(user: UserRow): boolean {
  if (user.subscription_status === null) return true;
  if (user.subscription_status !== "active") return false;
  const due = Date.parse(user.subscription_renewal_date ?? "");
  const paidUntil = Date.parse(user.subscription_paid_until ?? "");
  return Number.isFinite(due) && Number.isFinite(paidUntil) && paidUntil > due;
}
