import { afterEach, describe, expect, it } from "vitest";
import type { ServerEvent } from "../../../server/api-types.js";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { ADMIN, createTestApp, type TestApp } from "../../helpers/app.js";
import { payFirstSubscription } from "../../helpers/payments.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const creditsOf = async (id: string) =>
  (await t.db.selectFrom("users").select("credits").where("id", "=", id).executeTakeFirstOrThrow()).credits;

describe("PUT /api/admin/users/:id/credits", () => {
  it("sets the balance, logs previous/new/reason/actor and tells the user's open pages", async () => {
    t = await createTestApp();
    const { user, client } = await t.signup();
    const events: ServerEvent[] = [];
    const stop = t.deps.events.subscribe(user.id, (e) => events.push(e));
    const admin = await t.admin();
    const res = await admin.put(`/api/admin/users/${user.id}/credits`, { credits: 500, reason: "Goodwill" });
    stop();
    expect(res.status).toBe(200);
    expect(res.json.user.credits).toBe(500);
    expect(await creditsOf(user.id)).toBe(500);
    expect(events).toEqual([{ type: "credits", credits: 500 }]);
    const rows = await t.db
      .selectFrom("credit_ledger")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("seq", "desc")
      .execute();
    expect(rows[0]).toMatchObject({
      previous_amount: 250,
      new_amount: 500,
      delta: 250,
      reason: "Goodwill",
      actor: ADMIN.email,
    });
    expect(await ledgerSum(t.db, user.id)).toBe(500);

    const history = await admin.get(`/api/admin/users/${user.id}/credit-history`);
    expect(history.status).toBe(200);
    expect(history.json.history[0]).toMatchObject({
      previousAmount: 250,
      newAmount: 500,
      delta: 250,
      reason: "Goodwill",
      modifiedBy: ADMIN.email,
    });
    expect(history.json.history).toHaveLength(2);
    // The user sees the same row in their own history.
    expect((await client.get("/api/credits")).json.history[0].reason).toBe("Goodwill");

    const toZero = await admin.put(`/api/admin/users/${user.id}/credits`, { credits: "0", reason: "Reset" });
    expect(toZero.json.user.credits).toBe(0);
  });

  const both = "Please enter both credits and reason";
  const valid = "Please enter a valid number of credits";
  it.each([
    [{ reason: "x" }, both],
    [{ credits: 5 }, both],
    [{ credits: 5, reason: "   " }, both],
    [{ credits: "", reason: "x" }, both],
    [{ credits: null, reason: "x" }, both],
    [{}, both],
    [{ credits: -1, reason: "x" }, valid],
    [{ credits: 1.5, reason: "x" }, valid],
    [{ credits: "ten", reason: "x" }, valid],
    [{ credits: "-3", reason: "x" }, valid],
    [{ credits: true, reason: "x" }, valid],
    [{ credits: 1e12, reason: "x" }, valid],
  ])("%j → 400 %s", async (body, message) => {
    t = await createTestApp();
    const { user } = await t.signup();
    const res = await (await t.admin()).put(`/api/admin/users/${user.id}/credits`, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "invalid-input", message });
    expect(await creditsOf(user.id)).toBe(250);
    expect(await t.db.selectFrom("credit_ledger").select("id").where("user_id", "=", user.id).execute()).toHaveLength(
      1,
    );
  });

  it("answers 404 for an unknown user", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    expect((await admin.put("/api/admin/users/nope/credits", { credits: 1, reason: "x" })).status).toBe(404);
    expect((await admin.get("/api/admin/users/nope/credit-history")).status).toBe(404);
  });
});

describe("system settings", () => {
  it("reads the defaults and saves a full edit", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const before = await admin.get("/api/admin/settings");
    expect(before.json.settings).toMatchObject({
      oneTimeCredits: 250,
      subscriptionCredits: 300,
      subscriptionDuration: 30,
      maintenanceMode: false,
      disableCreditDeduction: false,
    });
    const next = {
      oneTimeCredits: 42,
      subscriptionCredits: 400,
      subscriptionDuration: 60,
      maintenanceMode: false,
      disableCreditDeduction: true,
    };
    const res = await admin.put("/api/admin/settings", next);
    expect(res.status).toBe(200);
    expect(res.json.settings).toMatchObject(next);
    expect(await t.db.selectFrom("settings").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      one_time_credits: 42,
      subscription_credits: 400,
      subscription_duration: 60,
      maintenance_mode: 0,
      disable_credit_deduction: 1,
    });
  });

  it("applies at once: the next sign-up gets the new starting credits", async () => {
    t = await createTestApp();
    await (await t.admin()).put("/api/admin/settings", { oneTimeCredits: 42, subscriptionCredits: 77 });
    expect((await t.signup("one-time")).user.credits).toBe(42);
    expect((await payFirstSubscription((await t.signup("subscription")).client)).credits).toBe(77);
  });

  it("applies at once: maintenance mode stops users' generations but not the administrator's", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    const admin = await t.admin();
    await admin.put("/api/admin/settings", { maintenanceMode: true });
    const job = { tool: "kids/alphabet", values: { subject: "Apple" } };
    const refused = await client.post("/api/generations", job);
    expect(refused.status).toBe(503);
    expect(refused.json.error.code).toBe("maintenance");
    expect((await admin.post("/api/generations", job)).status).toBe(202);
    await admin.put("/api/admin/settings", { maintenanceMode: false });
    expect((await client.post("/api/generations", job)).status).toBe(202);
    await t.deps.generations.idle();
  });

  it("applies at once: with credit deduction disabled a generation charges nothing", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    await (await t.admin()).put("/api/admin/settings", { disableCreditDeduction: true });
    expect(
      (await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } })).status,
    ).toBe(202);
    await t.deps.generations.idle();
    expect(await creditsOf(user.id)).toBe(250);
  });

  it.each([
    [{ oneTimeCredits: -1 }, "oneTimeCredits"],
    [{ oneTimeCredits: 2.5 }, "oneTimeCredits"],
    [{ subscriptionCredits: 10_000_001 }, "subscriptionCredits"],
    [{ subscriptionCredits: "300" }, "subscriptionCredits"],
    [{ subscriptionDuration: 0 }, "subscriptionDuration"],
    [{ subscriptionDuration: 3651 }, "subscriptionDuration"],
    [{ maintenanceMode: "true" }, "maintenanceMode"],
    [{ disableCreditDeduction: 1 }, "disableCreditDeduction"],
  ])("%j → 400 invalid-input on %s, nothing saved", async (body, field) => {
    t = await createTestApp();
    const admin = await t.admin();
    const res = await admin.put("/api/admin/settings", { oneTimeCredits: 99, ...body });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid-input");
    expect(Object.keys(res.json.error.fields)).toEqual([field]);
    expect((await admin.get("/api/admin/settings")).json.settings.oneTimeCredits).toBe(250);
  });

  it("refuses a body that is not a JSON object", async () => {
    t = await createTestApp();
    const res = await (await t.admin()).put("/api/admin/settings", "[1,2]");
    expect(res.status).toBe(400);
  });
});

describe("outbox and consistency", () => {
  it("lists the outbox newest first", async () => {
    t = await createTestApp();
    const { email } = await t.signup();
    await t.client().post("/api/auth/password-reset", { email });
    const res = await (await t.admin()).get("/api/admin/outbox");
    expect(res.status).toBe(200);
    expect(res.json.messages.length).toBeGreaterThanOrEqual(2);
    expect(res.json.messages[0]).toMatchObject({
      to: email,
      subject: expect.stringMatching(/reset/i),
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(res.json.messages[0].text).toMatch(/token=/);
  });

  it("finds a balance that disagrees with its ledger", async () => {
    t = await createTestApp();
    const { user, email } = await t.signup();
    await t.signup();
    const admin = await t.admin();
    const clean = await admin.get("/api/admin/consistency");
    expect(clean.json).toEqual({ checkedUsers: 3, mismatches: [] });
    // A write that bypassed the ledger, as a broken script might make.
    await t.db.updateTable("users").set({ credits: 1000 }).where("id", "=", user.id).execute();
    const dirty = await admin.get("/api/admin/consistency");
    expect(dirty.json).toEqual({
      checkedUsers: 3,
      mismatches: [{ userId: user.id, email, balance: 1000, ledgerSum: 250 }],
    });
  });
});
