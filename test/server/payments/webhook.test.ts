import { afterEach, describe, expect, it } from "vitest";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { balanceOf, demoDelivery, demoEnv, postDemoWebhook, postWebhook, topUpRows } from "../../helpers/payments.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function pendingPayment() {
  t = await createTestApp({ env: demoEnv });
  const { client, user } = await t.signup();
  const { sessionId } = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json;
  return { user, sessionId: sessionId as string };
}

async function expectUntouched(userId: string, sessionId: string) {
  expect(await balanceOf(t, userId)).toBe(250);
  expect(await topUpRows(t, userId)).toEqual([]);
  expect(await t.db.selectFrom("payment_events").selectAll().execute()).toEqual([]);
  const row = await t.db.selectFrom("payments").select("status").where("id", "=", sessionId).executeTakeFirstOrThrow();
  expect(row.status).toBe("pending");
}

describe("forged webhooks are refused with 400 and change nothing", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, (sessionId: string) => { body: string; headers: Record<string, string> }][] = [
    [
      "a signature made with another secret",
      (s) => {
        const d = demoDelivery({ id: "evt_1", type: "paid", sessionId: s }, { secret: "someone-elses-secret-123456" });
        return { body: d.body, headers: { "inkling-signature": d.signature } };
      },
    ],
    [
      "an altered body",
      (s) => {
        const d = demoDelivery({ id: "evt_1", type: "failed", sessionId: s });
        return { body: d.body.replace('"failed"', '"paid"'), headers: { "inkling-signature": d.signature } };
      },
    ],
    [
      "a stale timestamp (over 5 minutes)",
      (s) => {
        const d = demoDelivery({ id: "evt_1", type: "paid", sessionId: s }, { timestamp: now() - 301 });
        return { body: d.body, headers: { "inkling-signature": d.signature } };
      },
    ],
    [
      "a timestamp far in the future",
      (s) => {
        const d = demoDelivery({ id: "evt_1", type: "paid", sessionId: s }, { timestamp: now() + 3600 });
        return { body: d.body, headers: { "inkling-signature": d.signature } };
      },
    ],
    [
      "no signature header",
      (s) => ({ body: demoDelivery({ id: "evt_1", type: "paid", sessionId: s }).body, headers: {} }),
    ],
    [
      "a malformed signature header",
      (s) => ({
        body: demoDelivery({ id: "evt_1", type: "paid", sessionId: s }).body,
        headers: { "inkling-signature": "t=abc,v1=zz" },
      }),
    ],
    [
      "an unknown session, validly signed",
      () => {
        const d = demoDelivery({ id: "evt_1", type: "paid", sessionId: "no-such-session" });
        return { body: d.body, headers: { "inkling-signature": d.signature } };
      },
    ],
  ];
  it.each(cases)("%s", async (_name, make) => {
    const { user, sessionId } = await pendingPayment();
    const { body, headers } = make(sessionId);
    const res = await postWebhook(t, body, headers);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toEqual(expect.any(String));
    await expectUntouched(user.id, sessionId);
  });

  it("a signed body that is not an event", async () => {
    const { user, sessionId } = await pendingPayment();
    const body = JSON.stringify({ hello: "world" });
    const { signDemoPayload } = await import("../../../server/payments/demo.js");
    const { DEMO_SECRET } = await import("../../helpers/payments.js");
    const res = await postWebhook(t, body, { "inkling-signature": signDemoPayload(DEMO_SECRET, body) });
    expect(res.status).toBe(400);
    await expectUntouched(user.id, sessionId);
  });
});

describe("a valid event delivered many times credits exactly once", () => {
  it("10 sequential deliveries", async () => {
    const { user, sessionId } = await pendingPayment();
    const delivery = demoDelivery({ id: "evt_seq", type: "paid", sessionId });
    for (let i = 0; i < 10; i++) expect((await postDemoWebhook(t, delivery)).status).toBe(200);
    expect(await balanceOf(t, user.id)).toBe(400);
    expect(await topUpRows(t, user.id)).toHaveLength(1);
    expect(await ledgerSum(t.db, user.id)).toBe(400);
    expect(await t.db.selectFrom("payment_events").select("id").execute()).toEqual([{ id: "evt_seq" }]);
  });

  it("10 concurrent deliveries", async () => {
    const { user, sessionId } = await pendingPayment();
    const delivery = demoDelivery({ id: "evt_par", type: "paid", sessionId });
    const results = await Promise.all(Array.from({ length: 10 }, () => postDemoWebhook(t, delivery)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await balanceOf(t, user.id)).toBe(400);
    expect(await topUpRows(t, user.id)).toHaveLength(1);
    expect(await ledgerSum(t.db, user.id)).toBe(400);
  });

  it("10 concurrent distinct events for one session still credit once", async () => {
    const { user, sessionId } = await pendingPayment();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postDemoWebhook(t, demoDelivery({ id: `evt_${i}`, type: "paid", sessionId })),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t, user.id)).toBe(400);
    expect(await topUpRows(t, user.id)).toHaveLength(1);
  });
});

describe("failed events", () => {
  it("mark a pending payment failed and grant nothing; a paid payment stays paid", async () => {
    const { user, sessionId } = await pendingPayment();
    expect((await postDemoWebhook(t, demoDelivery({ id: "evt_f", type: "failed", sessionId }))).status).toBe(200);
    const row = await t.db
      .selectFrom("payments")
      .select("status")
      .where("id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(await balanceOf(t, user.id)).toBe(250);

    const { client } = await t.signup();
    const second = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json.sessionId;
    await postDemoWebhook(t, demoDelivery({ id: "evt_p2", type: "paid", sessionId: second }));
    await postDemoWebhook(t, demoDelivery({ id: "evt_f2", type: "failed", sessionId: second }));
    expect((await client.get(`/api/payments/${second}`)).json.status).toBe("paid");
  });
});
