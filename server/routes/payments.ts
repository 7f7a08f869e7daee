import { type Context, Hono } from "hono";
import { checkoutBody, paymentsQuery } from "../../engine/api/payments.js";
import { AppError, messages } from "../errors.js";
import { body, query } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { isDemoProvider } from "../payments/demo.js";
import { listPackages } from "../payments/packages.js";
import {
  findPayment,
  handleWebhook,
  listPayments,
  paymentMessages,
  startCheckout,
  toApiPayment,
} from "../payments/service.js";
import { isAdminRow, subscriptionRefOf } from "../users/repo.js";

const notFound = () => new AppError(404, "not-found", messages.notFound);

/** A payment its owner (or an administrator) may see; anyone else is told it does not exist. */
async function visiblePayment(c: Context<AppEnv>, sessionId: string, ownerOnly = false) {
  const user = currentUser(c);
  const payment = await findPayment(c.var.deps, sessionId);
  const admin = !ownerOnly && isAdminRow(user, c.var.deps.config.ADMIN_EMAIL);
  if (!payment || (payment.user_id !== user.id && !admin)) throw notFound();
  return payment;
}

/**
 * The demo provider's Pay and Cancel buttons: the server signs an event and feeds it to the
 * same handler as /webhook. Absent (404) with any real provider, so it can never grant credits.
 */
async function demoEvent(c: Context<AppEnv>, type: "paid" | "failed") {
  const { deps } = c.var;
  if (deps.config.PAYMENTS_PROVIDER !== "demo" || !isDemoProvider(deps.payments)) throw notFound();
  currentUser(c, paymentMessages.signIn);
  const payment = await visiblePayment(c, c.req.param("sessionId") ?? "", true);
  // As a real provider's checkout does, an expired one takes no payment.
  if (type === "paid" && payment.status === "expired")
    throw new AppError(409, "checkout-expired", paymentMessages.expired);
  const signed = deps.payments.signEvent(type, payment.id);
  await handleWebhook(deps, signed.body, signed.headers);
  return c.json({ payment: toApiPayment((await findPayment(deps, payment.id)) ?? payment) });
}

/**
 * The admin console's "simulate renewal" (and cancellation) of a user's demo subscription: a
 * signed event through the webhook path, as Stripe's invoice.paid would arrive. Demo only.
 */
async function demoSubscriptionEvent(c: Context<AppEnv>, type: "renewal-paid" | "subscription-ended") {
  const { deps } = c.var;
  if (deps.config.PAYMENTS_PROVIDER !== "demo" || !isDemoProvider(deps.payments)) throw notFound();
  const admin = currentUser(c);
  if (!isAdminRow(admin, deps.config.ADMIN_EMAIL)) throw new AppError(403, "forbidden", messages.forbidden);
  const ref = await subscriptionRefOf(deps.db, c.req.param("userId") ?? "");
  if (!ref) throw new AppError(409, "no-subscription", "This user has no paid subscription to renew");
  const signed = deps.payments.signSubscriptionEvent(type, ref);
  return c.json(await handleWebhook(deps, signed.body, signed.headers));
}

export const paymentRoutes = new Hono<AppEnv>()
  .get("/packages", async (c) =>
    c.json({ currency: c.var.deps.config.CURRENCY, packages: await listPackages(c.var.deps) }),
  )
  .post("/checkout", requireUser(paymentMessages.signIn), body(checkoutBody), async (c) => {
    return c.json(await startCheckout(c.var.deps, currentUser(c), c.req.valid("json").packageId), 201);
  })
  .post("/webhook", async (c) => {
    // The signature covers the exact bytes, so the body is read raw, never re-serialised.
    const raw = await c.req.text();
    return c.json(await handleWebhook(c.var.deps, raw, c.req.header()));
  })
  .post("/demo/:sessionId/complete", (c) => demoEvent(c, "paid"))
  .post("/demo/:sessionId/cancel", (c) => demoEvent(c, "failed"))
  .post("/demo/subscriptions/:userId/renew", (c) => demoSubscriptionEvent(c, "renewal-paid"))
  .post("/demo/subscriptions/:userId/cancel", (c) => demoSubscriptionEvent(c, "subscription-ended"))
  .get("/", query(paymentsQuery), async (c) => {
    const user = currentUser(c);
    const asked = c.req.valid("query").userId;
    if (asked && asked !== user.id && !isAdminRow(user, c.var.deps.config.ADMIN_EMAIL)) {
      throw new AppError(403, "forbidden", messages.forbidden);
    }
    return c.json({ payments: await listPayments(c.var.deps, asked || user.id) });
  })
  .get("/:sessionId", async (c) => {
    return c.json(toApiPayment(await visiblePayment(c, c.req.param("sessionId"))));
  });
