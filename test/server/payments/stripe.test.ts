import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "../../../server/payments/stripe.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { balanceOf, type FakeStripe, postWebhook, startFakeStripe, topUpRows } from "../../helpers/payments.js";

const SECRET_KEY = "sk_test_inkling";
const WEBHOOK_SECRET = "whsec_inkling_test";
const env = { PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

let t: TestApp;
let fake: FakeStripe;
beforeEach(async () => {
  fake = await startFakeStripe();
  // The real SDK, pointed at a loopback server that speaks Stripe's HTTP API.
  const payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
  t = await createTestApp({ env, payments });
});
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

async function checkout() {
  const { client, user } = await t.signup();
  const res = await client.post("/api/payments/checkout", { packageId: "credits-150" });
  return { client, user, res, sessionId: res.json?.sessionId as string };
}

function stripeEvent(id: string, type: string, session: Record<string, unknown>) {
  return JSON.stringify({ id, object: "event", type, data: { object: { object: "checkout.session", ...session } } });
}

const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });

const deliver = (payload: string, signature = sign(payload)) =>
  postWebhook(t, payload, { "stripe-signature": signature });

describe("Stripe checkout", () => {
  it("creates a Checkout Session with our id, the package price in minor units and the return addresses", async () => {
    const { res, sessionId, user } = await checkout();
    expect(res.status).toBe(201);
    expect(res.json.checkoutUrl).toBe("https://checkout.stripe.test/c/pay/cs_test_1");
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/v1/checkout/sessions");
    expect(req?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(req?.headers["idempotency-key"]).toBe(`inkling-checkout-${sessionId}`);
    expect(Object.fromEntries(req?.form ?? [])).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "myr",
      "line_items[0][price_data][unit_amount]": "5500",
      success_url: `${ORIGIN}/#/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/#/payment?cancelled=1`,
      client_reference_id: sessionId,
      "metadata[paymentId]": sessionId,
      customer_email: user.email,
    });
    const row = await t.db.selectFrom("payments").selectAll().where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: "stripe", provider_ref: "cs_test_1", status: "pending", amount: 5500 });
    // Stripe's session closes when ours shows as expired (CHECKOUT_EXPIRY_MINUTES, 60 by default).
    const expires = Number(Object.fromEntries(req?.form ?? []).expires_at) * 1000;
    expect(Math.abs(expires - (Date.parse(row.created_at) + 60 * 60_000))).toBeLessThan(5_000);
  });

  it("answers the spec's payment failure message when Stripe refuses, and marks the payment failed", async () => {
    fake.failNext = true;
    const { res } = await checkout();
    expect(res.status).toBe(503);
    expect(res.json.error).toEqual({
      code: "payment-failed",
      message: "Failed to process payment. Please contact support.",
    });
    expect(await t.db.selectFrom("payments").select("status").execute()).toEqual([{ status: "failed" }]);
  });
});

describe("Stripe webhooks", () => {
  it("a verified checkout.session.completed (paid) credits once, however often it arrives", async () => {
    const { user, sessionId, client } = await checkout();
    const payload = stripeEvent("evt_1", "checkout.session.completed", {
      id: "cs_test_1",
      payment_status: "paid",
      client_reference_id: sessionId,
      metadata: { paymentId: sessionId },
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(payload)).status).toBe(200);
    expect(await balanceOf(t, user.id)).toBe(400);
    expect(await topUpRows(t, user.id)).toHaveLength(1);
    expect((await client.get(`/api/payments/${sessionId}`)).json.status).toBe("paid");
  });

  it("maps back through client_reference_id when metadata is missing", async () => {
    const { user, sessionId } = await checkout();
    const payload = stripeEvent("evt_2", "checkout.session.completed", {
      id: "cs_test_1",
      payment_status: "paid",
      client_reference_id: sessionId,
    });
    expect((await deliver(payload)).status).toBe(200);
    expect(await balanceOf(t, user.id)).toBe(400);
  });

  it.each([
    ["a tampered body", (p: string) => ({ body: p.replace('"unpaid"', '"paid"'), signature: sign(p) })],
    ["another secret", (p: string) => ({ body: p, signature: sign(p, { secret: "whsec_someone_else" }) })],
    [
      "a stale timestamp",
      (p: string) => ({ body: p, signature: sign(p, { timestamp: Math.floor(Date.now() / 1000) - 301 }) }),
    ],
    ["no signature", (p: string) => ({ body: p, signature: "" })],
  ])("refuses %s with 400 and credits nothing", async (_name, forge) => {
    const { user, sessionId } = await checkout();
    const payload = stripeEvent("evt_3", "checkout.session.completed", {
      id: "cs_test_1",
      payment_status: "unpaid",
      metadata: { paymentId: sessionId },
    });
    const { body, signature } = forge(payload);
    const res = await deliver(body, signature);
    expect(res.status).toBe(400);
    expect(await balanceOf(t, user.id)).toBe(250);
    expect(await t.db.selectFrom("payment_events").selectAll().execute()).toEqual([]);
  });

  it("refuses a verified event for an unknown session", async () => {
    const { user } = await checkout();
    const payload = stripeEvent("evt_4", "checkout.session.completed", {
      id: "cs_x",
      payment_status: "paid",
      metadata: { paymentId: "unknown" },
    });
    expect((await deliver(payload)).status).toBe(400);
    expect(await balanceOf(t, user.id)).toBe(250);
  });

  it("acknowledges and ignores unpaid completions and other event types", async () => {
    const { user, sessionId } = await checkout();
    for (const payload of [
      stripeEvent("evt_5", "checkout.session.completed", {
        id: "cs_test_1",
        payment_status: "unpaid",
        metadata: { paymentId: sessionId },
      }),
      JSON.stringify({
        id: "evt_6",
        object: "event",
        type: "payment_intent.created",
        data: { object: { object: "payment_intent", id: "pi_1" } },
      }),
    ]) {
      expect((await deliver(payload)).status).toBe(200);
    }
    expect(await balanceOf(t, user.id)).toBe(250);
    expect(
      await t.db.selectFrom("payments").select("status").where("id", "=", sessionId).executeTakeFirstOrThrow(),
    ).toEqual({ status: "pending" });
  });

  it.each(["checkout.session.expired", "checkout.session.async_payment_failed"])(
    "%s marks the payment failed",
    async (type) => {
      const { user, sessionId, client } = await checkout();
      const payload = stripeEvent("evt_7", type, {
        id: "cs_test_1",
        payment_status: "unpaid",
        metadata: { paymentId: sessionId },
      });
      expect((await deliver(payload)).status).toBe(200);
      expect((await client.get(`/api/payments/${sessionId}`)).json.status).toBe("failed");
      expect(await balanceOf(t, user.id)).toBe(250);
    },
  );
});
