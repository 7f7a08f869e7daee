import { afterEach, describe, expect, it } from "vitest";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { createFixedImageProvider } from "../../../server/providers/image/fixed.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

const tool = "kids/alphabet";
const values = { subject: "Apple" };
let t: TestApp;
afterEach(async () => {
  await t?.close();
  t = undefined as unknown as TestApp;
});

async function setCredits(userId: string, credits: number) {
  await t.db.updateTable("users").set({ credits }).where("id", "=", userId).execute();
  // Keep the books straight for the ledger-sum assertions.
  await t.db.deleteFrom("credit_ledger").where("user_id", "=", userId).execute();
  await t.db
    .insertInto("credit_ledger")
    .values({
      id: `seed-${userId}`,
      user_id: userId,
      previous_amount: 0,
      new_amount: credits,
      delta: credits,
      reason: "test",
      actor: "test",
      reference: null,
      seq: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe("parallel generations against a limited balance", () => {
  it.each([
    [0, 3],
    [1, 5],
    [3, 3],
    [5, 12],
    [10, 4],
  ])("with %i credits and %i parallel requests exactly min(K, N) are accepted", async (k, n) => {
    const image = createFixedImageProvider();
    t = await createTestApp({ image });
    const { client, user } = await t.signup();
    await setCredits(user.id, k);
    const results = await Promise.all(
      Array.from({ length: n }, () => client.post("/api/generations", { tool, values })),
    );
    const accepted = results.filter((r) => r.status === 202).length;
    const refused = results.filter((r) => r.status === 402);
    expect(accepted).toBe(Math.min(k, n));
    expect(refused).toHaveLength(n - accepted);
    for (const r of refused)
      expect(r.json.error).toEqual({
        code: "insufficient-credits",
        message: "Insufficient credits. Please upgrade your plan or purchase more credits.",
      });
    await t.deps.generations.idle();
    expect(image.calls).toBe(Math.min(k, n));
    const row = await t.db.selectFrom("users").select("credits").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(k - Math.min(k, n));
    expect(await ledgerSum(t.db, user.id)).toBe(row.credits);
  });
});

describe("credit rules", () => {
  it("charges one credit per image and records it in the ledger", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    const res = await client.post("/api/generations", { tool, values });
    expect(res.status).toBe(202);
    expect(res.json.credits).toBe(249);
    expect(res.json.generation).toMatchObject({ tool, values, charged: 1 });
    const history = (await client.get("/api/credits")).json;
    expect(history.credits).toBe(249);
    expect(history.history[0]).toMatchObject({ previousAmount: 250, newAmount: 249, delta: -1 });
    expect(await ledgerSum(t.db, user.id)).toBe(249);
  });

  it("never charges the administrator", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const res = await admin.post("/api/generations", { tool, values });
    expect(res.status).toBe(202);
    expect(res.json.generation.charged).toBe(0);
    expect(res.json.credits).toBe(999999);
  });

  it("charges nobody while deduction is disabled but still counts the image", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    await setCredits(user.id, 0);
    await t.db.updateTable("settings").set({ disable_credit_deduction: 1 }).execute();
    const res = await client.post("/api/generations", { tool, values });
    expect(res.status).toBe(202);
    await t.deps.generations.idle();
    const row = await t.db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(0);
    expect(row.total_images_generated).toBe(1);
    expect(row.last_image_generated).not.toBeNull();
  });

  it("renews a subscription whose date has passed, and that generation is free", async () => {
    t = await createTestApp();
    // A subscription the administrator made: no payment provider decides its renewals.
    const { client, user } = await t.signup("one-time");
    await (await t.admin()).patch(`/api/admin/users/${user.id}`, { role: "subscription" });
    await setCredits(user.id, 3);
    await t.db
      .updateTable("users")
      .set({ subscription_renewal_date: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", user.id)
      .execute();
    const res = await client.post("/api/generations", { tool, values });
    expect(res.status).toBe(202);
    expect(res.json.generation.charged).toBe(0);
    expect(res.json.credits).toBe(300);
    const row = await t.db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect((Date.parse(row.subscription_renewal_date as string) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
    const next = await client.post("/api/generations", { tool, values });
    expect(next.json.credits).toBe(299);
    expect(await ledgerSum(t.db, user.id)).toBe(299);
  });

  it("stops users, not the administrator, in maintenance mode", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    await t.db.updateTable("settings").set({ maintenance_mode: 1 }).execute();
    const res = await client.post("/api/generations", { tool, values });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("maintenance");
    expect((await (await t.admin()).post("/api/generations", { tool, values })).status).toBe(202);
  });

  it("asks an anonymous visitor to sign in", async () => {
    t = await createTestApp();
    const res = await t.client().post("/api/generations", { tool, values });
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({ code: "unauthenticated", message: "Please sign in to generate images" });
  });

  it("answers an unknown tool with 404 and bad values with 400 and the spec's message", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    expect((await client.post("/api/generations", { tool: "kids/nope", values })).json.error.code).toBe("unknown-tool");
    const bad = await client.post("/api/generations", { tool, values: { subject: "   " } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual({
      code: "invalid-input",
      message: "Please enter a subject",
      fields: { subject: "Please enter a subject" },
    });
    const row = await t.db.selectFrom("users").select("credits").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(250);
  });
});
