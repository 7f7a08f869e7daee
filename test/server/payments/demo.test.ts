import { afterEach, describe, expect, it } from "vitest";
import type { ServerEvent } from "../../../server/api-types.js";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { isDemoProvider } from "../../../server/payments/demo.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { balanceOf, demoEnv, topUpRows } from "../../helpers/payments.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const paymentRow = (id: string) =>
  t.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("packages and checkout", () => {
  it("lists the catalogue's packages publicly", async () => {
    t = await createTestApp({ env: demoEnv });
    const res = await t.client().get("/api/payments/packages");
    expect(res.status).toBe(200);
    expect(res.json.packages).toEqual(t.deps.catalog().site.packages);
    expect(res.json.packages[0]).toMatchObject({
      id: "credits-150",
      credits: 150,
      price: { amount: 55, currency: "MYR" },
    });
  });

  it("asks a visitor to sign in and refuses an unknown package, recording nothing", async () => {
    t = await createTestApp({ env: demoEnv });
    const anonymous = await t.client().post("/api/payments/checkout", { packageId: "credits-150" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.message).toBe("Please sign in to process payment");
    const { client } = await t.signup();
    for (const body of [{ packageId: "credits-9999" }, {}, { packageId: 150 }]) {
      const res = await client.post("/api/payments/checkout", body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("invalid-input");
    }
    expect(await t.db.selectFrom("payments").selectAll().execute()).toEqual([]);
  });

  it("records a pending payment in minor units and sends the user to the demo checkout page", async () => {
    t = await createTestApp({ env: demoEnv });
    const { client, user } = await t.signup();
    const res = await client.post("/api/payments/checkout", { packageId: "credits-150" });
    expect(res.status).toBe(201);
    expect(res.json.checkoutUrl).toBe(`${ORIGIN}/#/payment/checkout/${res.json.sessionId}`);
    expect(await paymentRow(res.json.sessionId)).toMatchObject({
      user_id: user.id,
      package_id: "credits-150",
      credits: 150,
      amount: 5500,
      currency: "MYR",
      provider: "demo",
      status: "pending",
      paid_at: null,
    });
    const status = await client.get(`/api/payments/${res.json.sessionId}`);
    expect(status.json).toMatchObject({
      status: "pending",
      credits: 150,
      packageId: "credits-150",
      amount: { amount: 55, currency: "MYR" },
    });
    expect(await balanceOf(t, user.id)).toBe(250);
  });
});

describe("the demo checkout journey", () => {
  it("checkout → Pay → paid, +150 credits with a Top-up ledger row, live balance and purchase history", async () => {
    t = await createTestApp({ env: demoEnv });
    const { client, user } = await t.signup();
    const events: ServerEvent[] = [];
    t.deps.events.subscribe(user.id, (e) => events.push(e));
    const { sessionId } = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json;

    const paid = await client.post(`/api/payments/demo/${sessionId}/complete`);
    expect(paid.status).toBe(200);
    expect(paid.json.payment.status).toBe("paid");
    const status = await client.get(`/api/payments/${sessionId}`);
    expect(status.json).toMatchObject({
      status: "paid",
      credits: 150,
      packageId: "credits-150",
      amount: { amount: 55, currency: "MYR" },
    });

    expect(await balanceOf(t, user.id)).toBe(400);
    expect(await topUpRows(t, user.id)).toMatchObject([
      { previous_amount: 250, new_amount: 400, delta: 150, actor: "payment", reference: sessionId },
    ]);
    expect(await ledgerSum(t.db, user.id)).toBe(400);
    expect(events).toContainEqual({ type: "credits", credits: 400 });
    const row = await paymentRow(sessionId);
    expect(row.paid_at).toEqual(expect.any(String));
    const userRow = await t.db
      .selectFrom("users")
      .select("last_top_up")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(userRow.last_top_up).toBe(row.paid_at);
    // It went through the signed-event path: the event is on record like a provider's.
    expect(await t.db.selectFrom("payment_events").select(["payment_id", "type"]).execute()).toEqual([
      { payment_id: sessionId, type: "paid" },
    ]);

    // Pressing Pay again (a new event for the same session) credits nothing more.
    await client.post(`/api/payments/demo/${sessionId}/complete`);
    expect(await balanceOf(t, user.id)).toBe(400);
    expect(await topUpRows(t, user.id)).toHaveLength(1);

    const history = await client.get("/api/payments");
    expect(history.json.payments).toEqual([expect.objectContaining({ sessionId, status: "paid", credits: 150 })]);
    expect((await client.get("/api/credits")).json.history[0]).toMatchObject({ reason: "Top-up", delta: 150 });
  });

  it("Cancel marks the payment failed, and a later Pay cannot revive it", async () => {
    t = await createTestApp({ env: demoEnv });
    const { client, user } = await t.signup();
    const { sessionId } = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json;
    const cancel = await client.post(`/api/payments/demo/${sessionId}/cancel`);
    expect(cancel.status).toBe(200);
    expect((await paymentRow(sessionId)).status).toBe("failed");
    await client.post(`/api/payments/demo/${sessionId}/complete`);
    expect((await client.get(`/api/payments/${sessionId}`)).json.status).toBe("failed");
    expect(await balanceOf(t, user.id)).toBe(250);
  });

  it("a checkout left unpaid past CHECKOUT_EXPIRY_MINUTES is expired, not pending, and takes no payment", async () => {
    t = await createTestApp({ env: { ...demoEnv, CHECKOUT_EXPIRY_MINUTES: "30" } });
    const { client, user } = await t.signup();
    const fresh = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json.sessionId;
    const old = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json.sessionId;
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.db.updateTable("payments").set({ created_at: longAgo }).where("id", "=", old).execute();
    const list = (await client.get("/api/payments")).json.payments as { sessionId: string; status: string }[];
    expect(Object.fromEntries(list.map((p) => [p.sessionId, p.status]))).toEqual({
      [fresh]: "pending",
      [old]: "expired",
    });
    expect((await paymentRow(old)).status).toBe("expired");
    const pay = await client.post(`/api/payments/demo/${old}/complete`);
    expect(pay.status).toBe(409);
    expect(pay.json.error).toEqual({
      code: "checkout-expired",
      message: "This checkout has expired. Please choose a package again.",
    });
    expect(await balanceOf(t, user.id)).toBe(250);
    // The fresh one still pays.
    expect((await client.post(`/api/payments/demo/${fresh}/complete`)).status).toBe(200);
    expect(await balanceOf(t, user.id)).toBe(400);
  });

  it("a provider's word that an expired checkout was paid still credits it", async () => {
    t = await createTestApp({ env: demoEnv });
    const { client, user } = await t.signup();
    const { sessionId } = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json;
    await t.db.updateTable("payments").set({ status: "expired" }).where("id", "=", sessionId).execute();
    const payments = t.deps.payments;
    if (!isDemoProvider(payments)) throw new Error("the demo provider is configured");
    const signed = payments.signEvent("paid", sessionId);
    const res = await t.app.request("/api/payments/webhook", {
      method: "POST",
      body: signed.body,
      headers: signed.headers,
    });
    expect(res.status).toBe(200);
    expect((await paymentRow(sessionId)).status).toBe("paid");
    expect(await balanceOf(t, user.id)).toBe(400);
  });

  it("only the owner may complete; only the owner or an administrator may look", async () => {
    t = await createTestApp({ env: demoEnv });
    const owner = await t.signup();
    const other = await t.signup();
    const { sessionId } = (await owner.client.post("/api/payments/checkout", { packageId: "credits-150" })).json;
    expect((await other.client.post(`/api/payments/demo/${sessionId}/complete`)).status).toBe(404);
    expect((await other.client.get(`/api/payments/${sessionId}`)).status).toBe(404);
    expect((await t.client().post(`/api/payments/demo/${sessionId}/complete`)).status).toBe(401);
    const admin = await t.admin();
    expect((await admin.post(`/api/payments/demo/${sessionId}/complete`)).status).toBe(404);
    expect((await admin.get(`/api/payments/${sessionId}`)).json.status).toBe("pending");
    expect((await admin.get(`/api/payments?userId=${owner.user.id}`)).json.payments).toHaveLength(1);
    expect((await other.client.get(`/api/payments?userId=${owner.user.id}`)).status).toBe(403);
    expect((await other.client.get("/api/payments")).json.payments).toEqual([]);
    expect(await balanceOf(t, owner.user.id)).toBe(250);
  });

  it("a forged success address grants nothing: the page's API calls leave the balance alone", async () => {
    t = await createTestApp({ env: demoEnv });
    const { client, user } = await t.signup();
    const { sessionId } = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json;
    // /#/payment/success?credits=1000 never reaches the server (the fragment stays in the browser);
    // these are the calls the success page makes, with the forged parameter tacked on.
    for (const path of [
      `/api/payments/${sessionId}?credits=1000`,
      "/api/auth/me?credits=1000",
      "/api/credits?credits=1000",
      "/api/payments/success?credits=1000",
    ]) {
      await client.get(path);
    }
    expect((await client.get(`/api/payments/${sessionId}`)).json.status).toBe("pending");
    expect(await balanceOf(t, user.id)).toBe(250);
    expect(await topUpRows(t, user.id)).toEqual([]);
  });
});

describe("the demo routes with a real provider", () => {
  it("do not exist while PAYMENTS_PROVIDER=stripe", async () => {
    t = await createTestApp({
      env: { PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
    });
    const { client, user } = await t.signup();
    // A pending payment exists, so a 404 can only come from the route being switched off.
    await t.db
      .insertInto("payments")
      .values({
        id: "pay1",
        user_id: user.id,
        package_id: "credits-150",
        credits: 150,
        amount: 5500,
        currency: "MYR",
        provider: "stripe",
        provider_ref: null,
        status: "pending",
        created_at: new Date().toISOString(),
        paid_at: null,
      })
      .execute();
    for (const action of ["complete", "cancel"]) {
      const res = await client.post(`/api/payments/demo/pay1/${action}`);
      expect(res.status).toBe(404);
    }
    expect((await paymentRow("pay1")).status).toBe("pending");
    expect(await balanceOf(t, user.id)).toBe(250);
  });
});
