import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultThrottleRules, Throttles } from "../../../server/auth/throttle.js";
import { migrateToLatest, openDatabase } from "../../../server/db/database.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const resetTokens = async (to: string) => {
  const rows = await t.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", to)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.text.match(/reset-password\?token=(\w+)/)?.[1]).filter((x): x is string => Boolean(x));
};

describe("a reset or a password change ends every outstanding reset link", () => {
  it("confirming the newer link ends the older one", async () => {
    t = await createTestApp();
    const { email } = await t.signup();
    await t.client().post("/api/auth/password-reset", { email });
    await t.client().post("/api/auth/password-reset", { email });
    const [t1, t2] = await resetTokens(email);
    expect(t1 && t2 && t1 !== t2).toBe(true);
    expect(
      (await t.client().post("/api/auth/password-reset/confirm", { token: t2, password: "second-pass" })).status,
    ).toBe(200);
    const old = await t.client().post("/api/auth/password-reset/confirm", { token: t1, password: "first-pass" });
    expect(old.status).toBe(400);
    expect(old.json.error.code).toBe("invalid-token");
    expect((await t.client().post("/api/auth/login", { email, password: "second-pass" })).status).toBe(200);
  });

  it("a password change ends a link mailed before it", async () => {
    t = await createTestApp();
    const { client, email, password } = await t.signup();
    await t.client().post("/api/auth/password-reset", { email });
    const [link] = await resetTokens(email);
    expect(
      (await client.post("/api/account/password", { currentPassword: password, newPassword: "changed-pass" })).status,
    ).toBe(200);
    const res = await t.client().post("/api/auth/password-reset/confirm", { token: link, password: "attacker-pass" });
    expect(res.status).toBe(400);
    expect((await t.client().post("/api/auth/login", { email, password: "changed-pass" })).status).toBe(200);
  });
});

describe("sign-ups are throttled per client address", () => {
  it("answers 429 with Retry-After past the limit; another address still signs up", async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "true", THROTTLE_SIGNUP_CLIENT: "3/3600" } });
    const from = (ip: string, n: number) =>
      t
        .client()
        .post(
          "/api/auth/signup",
          { displayName: "F", email: `farm${n}@example.com`, password: "secret123", plan: "one-time" },
          { "x-forwarded-for": ip },
        );
    for (let i = 0; i < 3; i++) expect((await from("203.0.113.5", i)).status).toBe(201);
    const refused = await from("203.0.113.5", 3);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("too-many-requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "farm3@example.com").execute()).toEqual([]);
    expect((await from("198.51.100.7", 4)).status).toBe(201);
    // A made-up address in front of the one the proxy added changes nothing.
    expect((await from("10.9.8.7, 203.0.113.5", 5)).status).toBe(429);
  });
});

describe("the current-password check is throttled like sign-in", () => {
  it("answers 429 after 5 wrong guesses, even for the right password", async () => {
    t = await createTestApp();
    const { client, password } = await t.signup();
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/account/password", {
        currentPassword: `guess-${i}`,
        newPassword: "new-pass1",
      });
      expect(res.status).toBe(401);
    }
    const res = await client.post("/api/account/password", { currentPassword: password, newPassword: "new-pass1" });
    expect(res.status).toBe(429);
    expect(res.json.error.code).toBe("too-many-requests");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("password-reset mails are limited per address and per client", () => {
  it("30 requests for one address from many clients send 3 mails, every answer the same", async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "true" } });
    const { email } = await t.signup();
    for (let i = 0; i < 30; i++) {
      const res = await t.client().post("/api/auth/password-reset", { email }, { "x-forwarded-for": `192.0.2.${i}` });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true });
    }
    expect(await resetTokens(email)).toHaveLength(3);
  });

  it("one client gets 429 past its limit, whatever the address (known or not)", async () => {
    t = await createTestApp({ env: { THROTTLE_RESET_CLIENT: "4/900" } });
    const { email } = await t.signup();
    for (let i = 0; i < 4; i++) await t.client().post("/api/auth/password-reset", { email: `nobody${i}@example.com` });
    for (const address of [email, "nobody-else@example.com"]) {
      const res = await t.client().post("/api/auth/password-reset", { email: address });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
    }
    expect(await resetTokens(email)).toHaveLength(0);
  });
});

describe("throttle counters live in the database", () => {
  it("are shared by two processes on one database file and survive a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "inkling-throttle-"));
    const file = join(dir, "inkling.db");
    const rules = { ...defaultThrottleRules, signupClient: { limit: 2, windowMs: 60_000 } };
    try {
      const a = openDatabase(file);
      await migrateToLatest(a);
      const b = openDatabase(file);
      const one = new Throttles(a, rules);
      const two = new Throttles(b, rules);
      expect(await one.take("signupClient", "203.0.113.1")).toBe(0);
      expect(await two.take("signupClient", "203.0.113.1")).toBe(0);
      expect(await one.take("signupClient", "203.0.113.1")).toBeGreaterThan(0);
      expect(await two.take("signupClient", "203.0.113.1")).toBeGreaterThan(0);
      await a.destroy();
      await b.destroy();
      const again = openDatabase(file);
      expect(await new Throttles(again, rules).take("signupClient", "203.0.113.1")).toBeGreaterThan(0);
      expect(await new Throttles(again, rules).take("signupClient", "203.0.113.2")).toBe(0);
      const stored = await again.selectFrom("throttle_hits").select("key").execute();
      expect(stored.map((r) => r.key).join()).not.toContain("203.0.113");
      await again.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
