import { afterEach, describe, expect, it } from "vitest";
import { messages } from "../../../server/errors.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A paid image provider by configuration (the test app still draws with its fixed fake). */
const paidImages = { IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-test-not-used" };
const generate = (client: ReturnType<TestApp["client"]>) =>
  client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });

const verifyToken = async (to: string) => {
  const rows = await t.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", to).execute();
  const tokens = rows.map((r) => r.text.match(/verify-email\?token=(\w+)/)?.[1]).filter(Boolean);
  return tokens[tokens.length - 1] as string;
};

describe("Require a verified e-mail before the first generation", () => {
  it("is on by default with a paid image provider: refused with how to verify, then allowed once verified", async () => {
    t = await createTestApp({ env: paidImages });
    const admin = await t.admin();
    expect((await admin.get("/api/admin/settings")).json.settings.requireVerifiedEmail).toBe(true);
    const { client, email, user } = await t.signup();
    const refused = await generate(client);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: "email-not-verified", message: messages.verifyEmailFirst });
    expect(refused.json.error.message).toMatch(/verify your e-mail/);
    const row = await t.db.selectFrom("users").select("credits").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(250);
    // The mail is one request away, and its link unlocks generating.
    expect((await client.post("/api/auth/verify-email")).status).toBe(200);
    expect((await t.client().post("/api/auth/verify-email/confirm", { token: await verifyToken(email) })).status).toBe(
      200,
    );
    expect((await generate(client)).status).toBe(202);
  });

  it("is off by default with the built-in provider, and the administrator can switch it on and off", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const { client } = await t.signup();
    expect((await admin.get("/api/admin/settings")).json.settings.requireVerifiedEmail).toBe(false);
    const { client: other } = await t.signup();
    const on = await admin.put("/api/admin/settings", { requireVerifiedEmail: true });
    expect(on.json.settings.requireVerifiedEmail).toBe(true);
    expect((await generate(other)).status).toBe(403);
    // Saving another setting keeps it.
    expect((await admin.put("/api/admin/settings", { oneTimeCredits: 100 })).json.settings.requireVerifiedEmail).toBe(
      true,
    );
    expect((await admin.put("/api/admin/settings", { requireVerifiedEmail: false })).status).toBe(200);
    expect((await generate(client)).status).toBe(202);
  });

  it("guards only the first generation: a user who already generated keeps generating", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const { client } = await t.signup();
    expect((await generate(client)).status).toBe(202);
    await admin.put("/api/admin/settings", { requireVerifiedEmail: true });
    expect((await generate(client)).status).toBe(202);
  });

  it("an explicit off survives a paid provider's default", async () => {
    t = await createTestApp({ env: paidImages });
    const admin = await t.admin();
    await admin.put("/api/admin/settings", { requireVerifiedEmail: false });
    const { client } = await t.signup();
    expect((await generate(client)).status).toBe(202);
  });

  it("sending the verification mail again is itself limited", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    for (let i = 0; i < 5; i++) expect((await client.post("/api/auth/verify-email")).status).toBe(200);
    const res = await client.post("/api/auth/verify-email");
    expect(res.status).toBe(429);
  });
});

describe("lengths are cut by characters, never inside one", () => {
  const wellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

  it("a display name of 'a' + 50 emoji is stored whole (51 characters)", async () => {
    t = await createTestApp();
    const name = `a${"😀".repeat(50)}`;
    const { user } = await t.signup("one-time", { displayName: name });
    expect(user.displayName).toBe(name);
    const row = await t.db
      .selectFrom("users")
      .select("display_name")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe(name);
  });

  it("a longer one keeps its first 80 characters, every one whole", async () => {
    t = await createTestApp();
    const { user } = await t.signup("one-time", { displayName: "👍🏽".repeat(100) });
    expect(wellFormed(user.displayName)).toBe(true);
    expect(user.displayName).toBe("👍🏽".repeat(80));
  });

  it("PATCH /api/account counts characters: 60 emoji fit in 80", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    const res = await client.patch("/api/account", { displayName: "🎨".repeat(60) });
    expect(res.status).toBe(200);
    expect(res.json.user.displayName).toBe("🎨".repeat(60));
    expect((await client.patch("/api/account", { displayName: "🎨".repeat(81) })).status).toBe(400);
  });

  it("the administrator's credit reason is cut whole", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const { user } = await t.signup();
    const reason = `x${"🎁".repeat(250)}`;
    expect((await admin.put(`/api/admin/users/${user.id}/credits`, { credits: 10, reason })).status).toBe(200);
    const row = await t.db
      .selectFrom("credit_ledger")
      .select("reason")
      .where("user_id", "=", user.id)
      .orderBy("seq", "desc")
      .executeTakeFirstOrThrow();
    expect(wellFormed(row.reason)).toBe(true);
    expect(row.reason).toBe(`x${"🎁".repeat(199)}`);
  });
});
