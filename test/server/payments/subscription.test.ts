import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { createStripeProvider } from "../../../server/payments/stripe.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { balanceOf, type FakeStripe, postWebhook, startFakeStripe } from "../../helpers/payments.js";

let t: TestApp;
let fake: FakeStripe | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  fake = undefined;
});

const userRow = (id: string) => t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const daysFromNow = (iso: string | null) => (Date.parse(iso ?? "") - Date.now()) / 86_400_000;
const generate = (client: Awaited<ReturnType<TestApp["signup"]>>["client"]) =>
  client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });

/** Time passes until just after the renewal date: every subscription date moves back alike. */
async function renewalDue(id: string) {
  const row = await userRow(id);
  const shift = Date.parse(row.subscription_renewal_date ?? "") - Date.now() + 60_000;
  const back = (iso: string | null) => (iso ? new Date(Date.parse(iso) - shift).toISOString() : null);
  await t.db
    .updateTable("users")
    .set({
      subscription_renewal_date: back(row.subscription_renewal_date),
      subscription_paid_until: back(row.subscription_paid_until),
    })
    .where("id", "=", id)
    .execute();
}

describe("paid subscription with the demo provider", () => {
  it("sign-up grants nothing; the checkout's payment grants the plan's credits and a renewal date", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup("subscription");
    expect(user).toMatchObject({ role: "subscription", credits: 0, subscriptionRenewalDate: null });
    expect((await generate(client)).status).toBe(402);

    const checkout = await client.post("/api/payments/checkout", { packageId: "subscription" });
    expect(checkout.status).toBe(201);
    const payment = await client.get(`/api/payments/${checkout.json.sessionId}`);
    expect(payment.json).toMatchObject({ status: "pending", credits: 300, amount: { amount: 79, currency: "MYR" } });
    // A one-time account cannot buy the subscription plan, and nobody can pay twice.
    const other = await t.signup("one-time");
    expect((await other.client.post("/api/payments/checkout", { packageId: "subscription" })).status).toBe(409);

    const paid = await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);
    expect(paid.status).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ credits: 300, role: "subscription", subscription_status: "active" });
    expect(daysFromNow(row.subscription_renewal_date)).toBeCloseTo(30, 0);
    expect(await ledgerSum(t.db, user.id)).toBe(300);
    expect((await client.post("/api/payments/checkout", { packageId: "subscription" })).status).toBe(409);
  });

  it("a renewal date that passes unpaid renews nothing; the admin's simulated renewal pays and renews", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup("subscription");
    const checkout = await client.post("/api/payments/checkout", { packageId: "subscription" });
    await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);
    expect((await generate(client)).json.credits).toBe(299);

    await renewalDue(user.id);
    // Not paid: the generation is charged like any other, no free renewal.
    expect((await generate(client)).json.credits).toBe(298);

    const admin = await t.admin();
    expect((await client.post(`/api/payments/demo/subscriptions/${user.id}/renew`)).status).toBe(403);
    const renew = await admin.post(`/api/payments/demo/subscriptions/${user.id}/renew`);
    expect(renew.status).toBe(200);
    const row = await userRow(user.id);
    expect(row.credits).toBe(300);
    expect(daysFromNow(row.subscription_renewal_date)).toBeCloseTo(30, 0);
    expect(await ledgerSum(t.db, user.id)).toBe(300);
  });

  it("a renewal paid ahead renews at the generation after the date (the spec's rule, paid)", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup("subscription");
    const checkout = await client.post("/api/payments/checkout", { packageId: "subscription" });
    await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);
    await generate(client);
    const admin = await t.admin();
    await admin.post(`/api/payments/demo/subscriptions/${user.id}/renew`);
    expect(await balanceOf(t, user.id)).toBe(299); // not due yet: nothing granted
    await renewalDue(user.id);
    const res = await generate(client);
    expect(res.json).toMatchObject({ credits: 300, generation: { charged: 0 } });
  });

  it("a cancelled subscription keeps its credits and renews no more", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup("subscription");
    const checkout = await client.post("/api/payments/checkout", { packageId: "subscription" });
    await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);
    await generate(client);
    const admin = await t.admin();
    expect((await admin.post(`/api/payments/demo/subscriptions/${user.id}/cancel`)).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ credits: 299, subscription_status: "cancelled" });
    await admin.post(`/api/payments/demo/subscriptions/${user.id}/renew`);
    await renewalDue(user.id);
    expect((await generate(client)).json.credits).toBe(298);
  });

  it("an administrator-made subscription keeps the spec's renewal at generation", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup("one-time");
    const admin = await t.admin();
    await admin.patch(`/api/admin/users/${user.id}`, { role: "subscription" });
    await renewalDue(user.id);
    expect((await generate(client)).json.credits).toBe(300);
  });
});

describe("paid subscription with Stripe (local fake speaking Stripe's protocol)", () => {
  const SECRET_KEY = "sk_test_inkling";
  const WEBHOOK_SECRET = "whsec_inkling_test";
  const env = { PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
  const deliver = (type: string, object: Record<string, unknown>, id = `evt_${type}_${Math.random()}`) => {
    const payload = JSON.stringify({ id, object: "event", type, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return postWebhook(t, payload, { "stripe-signature": signature });
  };

  it("checks out in subscription mode; invoice.paid renews; payment_failed and deletion stop renewals", async () => {
    fake = await startFakeStripe();
    const payments = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
    t = await createTestApp({ env, payments });
    const { client, user } = await t.signup("subscription");
    const checkout = await client.post("/api/payments/checkout", { packageId: "subscription" });
    expect(checkout.status).toBe(201);
    const form = fake.requests.at(-1)?.form as URLSearchParams;
    expect(form.get("mode")).toBe("subscription");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("7900");
    expect(form.get("line_items[0][price_data][currency]")).toBe("myr");
    expect(form.get("line_items[0][price_data][recurring][interval]")).toBe("day");
    expect(form.get("line_items[0][price_data][recurring][interval_count]")).toBe("30");

    const sessionId = checkout.json.sessionId as string;
    const completed = {
      object: "checkout.session",
      id: "cs_test_1",
      mode: "subscription",
      payment_status: "paid",
      client_reference_id: sessionId,
      metadata: { paymentId: sessionId },
      subscription: "sub_123",
    };
    expect((await deliver("checkout.session.completed", completed, "evt_done")).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ credits: 300, subscription_ref: "sub_123" });
    // The first invoice is the checkout's: no second grant.
    await deliver("invoice.paid", {
      object: "invoice",
      billing_reason: "subscription_create",
      subscription: "sub_123",
    });
    await generate(client);
    expect(await balanceOf(t, user.id)).toBe(299);

    await renewalDue(user.id);
    const cycle = { object: "invoice", billing_reason: "subscription_cycle", subscription: "sub_123" };
    expect((await deliver("invoice.paid", cycle, "evt_cycle_1")).status).toBe(200);
    expect(await balanceOf(t, user.id)).toBe(300);
    // A replayed invoice.paid grants nothing twice.
    await generate(client);
    await deliver("invoice.paid", cycle, "evt_cycle_1");
    expect(await balanceOf(t, user.id)).toBe(299);

    await renewalDue(user.id);
    await deliver("invoice.payment_failed", cycle);
    expect(await userRow(user.id)).toMatchObject({ subscription_status: "unpaid", credits: 299 });
    expect((await generate(client)).json.credits).toBe(298);

    await deliver("customer.subscription.deleted", { object: "subscription", id: "sub_123" });
    expect(await userRow(user.id)).toMatchObject({ subscription_status: "cancelled", credits: 298 });
    await deliver("invoice.paid", { ...cycle }, "evt_cycle_after_cancel");
    expect(await balanceOf(t, user.id)).toBe(298);
  });
});
