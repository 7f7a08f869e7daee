import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config.js";
import { createStripeProvider } from "../../../server/payments/stripe.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { demoEnv, type FakeStripe, startFakeStripe } from "../../helpers/payments.js";

let t: TestApp;
let fake: FakeStripe | undefined;
afterEach(async () => {
  await t?.close();
  await fake?.close();
  fake = undefined;
});

const spec = [
  { id: "credits-150", credits: 150, price: { amount: 55, currency: "MYR" }, label: "Starter" },
  { id: "credits-300", credits: 300, price: { amount: 100, currency: "MYR" }, label: "Popular" },
  { id: "credits-500", credits: 500, price: { amount: 150, currency: "MYR" }, label: "Best value" },
];

const settingsRow = () => t.db.selectFrom("settings").selectAll().executeTakeFirstOrThrow();

describe("prices: the spec's ringgit packages by default", () => {
  it("sells RM55/100/150 in MYR when nothing is configured, in every answer that lists them", async () => {
    t = await createTestApp({ env: demoEnv });
    const plans = await t.client().get("/api/plans");
    expect(plans.json.currency).toBe("MYR");
    expect(plans.json.packages).toEqual(spec);
    expect(plans.json.plans.subscription.price).toEqual({ amount: 79, currency: "MYR" });
    const packages = await t.client().get("/api/payments/packages");
    expect(packages.json).toEqual({ currency: "MYR", packages: spec });
    const admin = await (await t.admin()).get("/api/admin/settings");
    expect(admin.json.settings).toMatchObject({ currency: "MYR", packages: spec, customPackages: false });
  });
});

describe("prices: an administrator sets the packages", () => {
  const mine = [
    { credits: 100, amount: 9.99, label: "Taster" },
    { credits: 1000, amount: 79.5 },
  ];
  const expected = [
    { id: "credits-100", credits: 100, price: { amount: 9.99, currency: "USD" }, label: "Taster" },
    { id: "credits-1000", credits: 1000, price: { amount: 79.5, currency: "USD" } },
  ];

  it("PUT packages changes the pricing answer, and a checkout charges and records the new price and currency", async () => {
    t = await createTestApp({ env: { ...demoEnv, CURRENCY: "USD" } });
    const admin = await t.admin();
    const res = await admin.put("/api/admin/settings", { packages: mine });
    expect(res.status).toBe(200);
    expect(res.json.settings).toMatchObject({ currency: "USD", packages: expected, customPackages: true });
    expect(JSON.parse((await settingsRow()).packages as string)).toEqual(mine);
    expect((await t.client().get("/api/plans")).json.packages).toEqual(expected);
    expect((await t.client().get("/api/payments/packages")).json.packages).toEqual(expected);

    const { client, user } = await t.signup();
    // The catalogue's package is no longer on sale.
    expect((await client.post("/api/payments/checkout", { packageId: "credits-150" })).status).toBe(400);
    const checkout = await client.post("/api/payments/checkout", { packageId: "credits-100" });
    expect(checkout.status).toBe(201);
    const row = await t.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", checkout.json.sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, credits: 100, amount: 999, currency: "USD" });
    const paid = await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);
    expect(paid.json.payment).toMatchObject({
      status: "paid",
      credits: 100,
      amount: { amount: 9.99, currency: "USD" },
    });
    expect((await client.get("/api/payments")).json.payments[0].amount).toEqual({ amount: 9.99, currency: "USD" });

    // null goes back to the catalogue's packages, in the configured currency.
    const back = await admin.put("/api/admin/settings", { packages: null });
    expect(back.json.settings.customPackages).toBe(false);
    expect(back.json.settings.packages[0]).toEqual({ ...spec[0], price: { amount: 55, currency: "USD" } });
    expect((await settingsRow()).packages).toBeNull();
  });

  it("the Stripe checkout is made in the configured currency and amount", async () => {
    fake = await startFakeStripe();
    const payments = createStripeProvider({ secretKey: "sk_test_x", webhookSecret: "whsec_x", apiBase: fake.url });
    t = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        CURRENCY: "JPY",
      },
      payments,
    });
    await (await t.admin()).put("/api/admin/settings", { packages: [{ credits: 200, amount: 1200 }] });
    const { client } = await t.signup();
    expect((await client.post("/api/payments/checkout", { packageId: "credits-200" })).status).toBe(201);
    expect(Object.fromEntries(fake.requests[0]?.form ?? [])).toMatchObject({
      "line_items[0][price_data][currency]": "jpy",
      // The yen has no minor unit: 1200 yen is 1200, not 120000.
      "line_items[0][price_data][unit_amount]": "1200",
    });
  });

  it("is for administrators only: 401 signed out, 403 for a user, and nothing changes", async () => {
    t = await createTestApp({ env: demoEnv });
    expect((await t.client().put("/api/admin/settings", { packages: [{ credits: 1, amount: 0.01 }] })).status).toBe(
      401,
    );
    const { client } = await t.signup();
    const res = await client.put("/api/admin/settings", { packages: [{ credits: 1, amount: 0.01 }] });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("forbidden");
    expect((await settingsRow()).packages).toBeNull();
    expect((await t.client().get("/api/plans")).json.packages).toEqual(spec);
  });

  const bad: [string, Record<string, unknown>, unknown, string, string][] = [
    [
      "a zero price",
      {},
      [{ credits: 100, amount: 0 }],
      "packages.0.amount",
      "Please enter a price above 0 and at most 1000000",
    ],
    [
      "a negative price",
      {},
      [{ credits: 100, amount: -5 }],
      "packages.0.amount",
      "Please enter a price above 0 and at most 1000000",
    ],
    [
      "a price as text",
      {},
      [{ credits: 100, amount: "55" }],
      "packages.0.amount",
      "Please enter a price above 0 and at most 1000000",
    ],
    [
      "a third decimal in MYR",
      {},
      [{ credits: 100, amount: 5.555 }],
      "packages.0.amount",
      "Prices in MYR have at most 2 decimal places",
    ],
    [
      "sen of a yen",
      { CURRENCY: "JPY" },
      [{ credits: 100, amount: 99.5 }],
      "packages.0.amount",
      "Prices in JPY are whole amounts",
    ],
    [
      "part of a credit",
      {},
      [{ credits: 10.5, amount: 5 }],
      "packages.0.credits",
      "Please enter a whole number of credits from 1 to 10000000",
    ],
    [
      "no credits",
      {},
      [{ credits: 0, amount: 5 }],
      "packages.0.credits",
      "Please enter a whole number of credits from 1 to 10000000",
    ],
    [
      "the same credits twice",
      {},
      [
        { credits: 10, amount: 5 },
        { credits: 10, amount: 6 },
      ],
      "packages.1.credits",
      "Each package needs a different number of credits",
    ],
    ["no packages", {}, [], "packages", "Please keep 1 to 6 packages"],
    ["not a list", {}, { credits: 10, amount: 5 }, "packages", "Please keep 1 to 6 packages"],
    [
      "a package that is no object",
      {},
      [5],
      "packages.0",
      "Each package needs its credits and amount, and may have a label",
    ],
    [
      "a label with a right-to-left override",
      {},
      [{ credits: 10, amount: 5, label: "Best\u202Evalue" }],
      "packages.0.label",
      "The label has characters that cannot be used: U+202E. Please use letters, numbers, spaces and punctuation.",
    ],
    [
      "a long label",
      {},
      [{ credits: 10, amount: 5, label: "x".repeat(41) }],
      "packages.0.label",
      "Please keep the label to 40 characters",
    ],
  ];
  it.each(bad)(
    "refuses %s with 400 and the field's message, saving nothing",
    async (_, env, packages, field, message) => {
      t = await createTestApp({ env: { ...demoEnv, ...env } });
      const admin = await t.admin();
      const res = await admin.put("/api/admin/settings", { oneTimeCredits: 7, packages });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: "invalid-input", message, fields: { [field]: message } });
      // A bad price leaves every other setting as it was too.
      expect(await settingsRow()).toMatchObject({ packages: null, one_time_credits: 250 });
    },
  );
});

describe("CURRENCY", () => {
  it("is checked at start-up against ISO 4217 with a clear message", () => {
    expect(loadConfig({}).CURRENCY).toBe("MYR");
    expect(loadConfig({ CURRENCY: "EUR" }).CURRENCY).toBe("EUR");
    for (const value of ["usd", "RM", "MYRR", "XYZ"]) {
      expect(() => loadConfig({ CURRENCY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ CURRENCY: value })).toThrow(
        "CURRENCY: must be an ISO 4217 currency code in capitals, for example MYR, USD or EUR",
      );
    }
  });
});
