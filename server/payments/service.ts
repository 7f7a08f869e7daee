import { requestMessages } from "../../engine/api/messages.js";
import type { Payment } from "../api-types.js";
import { creditCredits } from "../credits/ledger.js";
import type { PaymentRow, UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { newId, nowIso } from "../ids.js";
import { fromMinorUnits, toMinorUnits } from "./money.js";
import { listPackages } from "./packages.js";
import type { CheckoutSession, VerifiedEvent } from "./provider.js";
import {
  activateSubscription,
  applySubscriptionEvent,
  SUBSCRIPTION_PACKAGE,
  subscriptionPackage,
} from "./subscriptions.js";

export const paymentMessages = {
  signIn: "Please sign in to process payment",
  failed: "Failed to process payment. Please contact support.",
  unknownPackage: requestMessages.choosePackage,
  badSignature: "The payment event could not be verified",
  unknownSession: "Unknown payment session",
  expired: "This checkout has expired. Please choose a package again.",
} as const;

const TOP_UP_REASON = "Top-up";

export function toApiPayment(row: PaymentRow): Payment {
  return {
    sessionId: row.id,
    status: row.status as Payment["status"],
    credits: row.credits,
    packageId: row.package_id,
    amount: { amount: fromMinorUnits(row.amount, row.currency), currency: row.currency },
    createdAt: row.created_at,
  };
}

/** Records a pending payment first, so a webhook that outruns our response still finds it. */
export async function startCheckout(deps: AppDeps, user: UserRow, packageId: unknown) {
  const subscription = packageId === SUBSCRIPTION_PACKAGE ? await subscriptionPackage(deps, user) : null;
  const pkg = subscription?.pkg ?? (await listPackages(deps)).find((p) => p.id === packageId);
  if (!pkg)
    throw new AppError(400, "invalid-input", paymentMessages.unknownPackage, {
      packageId: paymentMessages.unknownPackage,
    });
  const id = newId(16);
  await deps.db
    .insertInto("payments")
    .values({
      id,
      user_id: user.id,
      package_id: pkg.id,
      credits: pkg.credits,
      amount: toMinorUnits(pkg.price.amount, pkg.price.currency),
      currency: pkg.price.currency,
      provider: deps.payments.name,
      provider_ref: null,
      status: "pending",
      created_at: nowIso(),
      paid_at: null,
    })
    .execute();
  let session: CheckoutSession;
  try {
    session = await deps.payments.createCheckout({
      sessionId: id,
      pkg,
      userEmail: user.email,
      publicUrl: deps.config.PUBLIC_URL,
      expiresAt: new Date(Date.now() + deps.config.CHECKOUT_EXPIRY_MINUTES * 60_000),
      ...(subscription ? { renewEveryDays: subscription.renewEveryDays } : {}),
    });
  } catch (e) {
    deps.logger.error("checkout creation failed", {
      provider: deps.payments.name,
      error: String((e as Error)?.message ?? e),
    });
    await deps.db.updateTable("payments").set({ status: "failed" }).where("id", "=", id).execute();
    throw new AppError(503, "payment-failed", paymentMessages.failed);
  }
  await deps.db.updateTable("payments").set({ provider_ref: session.providerRef }).where("id", "=", id).execute();
  return { sessionId: id, checkoutUrl: session.checkoutUrl };
}

/**
 * The one path by which a payment changes state (docs/api.md "Payments"): verify, then apply
 * the event in one transaction. The event id's primary key makes a replay a no-op, and the
 * pending→paid conditional update means two events for one session still credit once.
 */
export async function handleWebhook(deps: AppDeps, rawBody: string, headers: Record<string, string | undefined>) {
  let event: VerifiedEvent | null;
  try {
    event = await deps.payments.verifyWebhook(rawBody, headers);
  } catch (e) {
    deps.logger.warn("payment webhook refused", { error: String((e as Error)?.message ?? e) });
    throw new AppError(400, "invalid-signature", paymentMessages.badSignature);
  }
  if (!event) return { received: true, applied: false };
  const verified = event;
  if (!("sessionId" in verified)) {
    const changed = await deps.db.transaction().execute(async (trx) => {
      // The event id's primary key makes a replayed renewal a no-op.
      const inserted = await trx
        .insertInto("payment_events")
        .values({ id: verified.eventId, payment_id: null, type: verified.type, created_at: nowIso() })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      return applySubscriptionEvent(trx, verified.type, verified.subscriptionRef);
    });
    if (changed) deps.events.publish(changed.userId, { type: "credits", credits: changed.credits });
    return { received: true, applied: changed !== null };
  }
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", verified.sessionId)
      .executeTakeFirst();
    // Throwing rolls back, so an unknown session records nothing.
    if (!payment) throw new AppError(400, "unknown-session", paymentMessages.unknownSession);
    const inserted = await trx
      .insertInto("payment_events")
      .values({ id: verified.eventId, payment_id: payment.id, type: verified.type, created_at: nowIso() })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    const now = nowIso();
    // The provider's word on money wins over our clock: a payment shown as expired is still
    // credited when its provider says it was paid.
    const moved = await trx
      .updateTable("payments")
      .set(verified.type === "paid" ? { status: "paid", paid_at: now } : { status: "failed" })
      .where("id", "=", payment.id)
      .where("status", "in", verified.type === "paid" ? ["pending", "expired"] : ["pending"])
      .executeTakeFirst();
    if (verified.type !== "paid" || Number(moved.numUpdatedRows) === 0) return null;
    if (payment.package_id === SUBSCRIPTION_PACKAGE)
      return activateSubscription(trx, payment, verified.subscriptionRef ?? payment.id);
    const credits = await creditCredits(trx, payment.user_id, payment.credits, TOP_UP_REASON, "payment", payment.id);
    await trx.updateTable("users").set({ last_top_up: now }).where("id", "=", payment.user_id).execute();
    return { userId: payment.user_id, credits };
  });
  if (outcome) deps.events.publish(outcome.userId, { type: "credits", credits: outcome.credits });
  return { received: true, applied: outcome !== null };
}

/**
 * Checkouts left unpaid past CHECKOUT_EXPIRY_MINUTES become `expired`, when they are next read:
 * an abandoned checkout is not "pending" for ever.
 */
async function expireCheckouts(deps: AppDeps, where: { id: string } | { userId: string }) {
  const cutoff = new Date(Date.now() - deps.config.CHECKOUT_EXPIRY_MINUTES * 60_000).toISOString();
  let update = deps.db
    .updateTable("payments")
    .set({ status: "expired" })
    .where("status", "=", "pending")
    .where("created_at", "<", cutoff);
  update = "id" in where ? update.where("id", "=", where.id) : update.where("user_id", "=", where.userId);
  await update.execute();
}

export async function findPayment(deps: AppDeps, id: string) {
  await expireCheckouts(deps, { id });
  return deps.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listPayments(deps: AppDeps, userId: string, limit = 100) {
  await expireCheckouts(deps, { userId });
  const rows = await deps.db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toApiPayment);
}
