import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { payFirstSubscription } from "../../helpers/payments.js";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const lastMailLink = async (path: string) => {
  const row = await t.db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
  const text = row.map((r) => r.text).find((x) => x.includes(path)) ?? "";
  return new URL(text.match(/https?:\/\/\S+/)?.[0] ?? "http://x/").hash.split("token=")[1] ?? "";
};

describe("sign-up", () => {
  it("creates a one-time account with 250 credits, a session and an opening ledger row", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/signup", {
      displayName: "Ada",
      email: "Ada@Example.com",
      password: "secret1",
      plan: "one-time",
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({
      email: "ada@example.com",
      displayName: "Ada",
      role: "one-time-credit",
      credits: 250,
      isAdmin: false,
      emailVerified: false,
      subscriptionRenewalDate: null,
    });
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    expect((await c.get("/api/auth/me")).json.user.email).toBe("ada@example.com");
    const ledger = await t.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", res.json.user.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ previous_amount: 0, new_amount: 250, delta: 250 });
  });

  it("creates a subscription account that waits for its first payment: no credits, no renewal date", async () => {
    const res = await t.client().post("/api/auth/signup", {
      displayName: "Sub",
      email: "sub@example.com",
      password: "secret1",
      plan: "subscription",
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ role: "subscription", credits: 0, subscriptionRenewalDate: null });
  });

  it("stores only a hash of the session token", async () => {
    const { client } = await t.signup();
    const token = client.cookie.split("=")[1] as string;
    const rows = await t.db.selectFrom("sessions").select("id").execute();
    expect(token.length).toBeGreaterThanOrEqual(24);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it.each([
    [{ email: "not-an-email", password: "secret1" }, 400, "invalid-email", "Invalid email address"],
    [{ email: "a@example.com", password: "12345" }, 400, "weak-password", "Password should be at least 6 characters"],
  ])("refuses %j", async (body, status, code, message) => {
    const res = await t.client().post("/api/auth/signup", { displayName: "X", plan: "one-time", ...body });
    expect(res.status).toBe(status);
    expect(res.json.error).toMatchObject({ code, message });
    expect(await t.db.selectFrom("users").select("id").execute()).toHaveLength(1); // the administrator only
  });

  it("refuses a duplicate e-mail with 409 email-already-in-use", async () => {
    await t.signup("one-time", { email: "dup@example.com" });
    const res = await t
      .client()
      .post("/api/auth/signup", { displayName: "X", email: "DUP@example.com", password: "secret1", plan: "one-time" });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: "email-already-in-use", message: "Email already in use" });
  });

  it("takes initial credits and duration from the system settings", async () => {
    await t.db
      .updateTable("settings")
      .set({ one_time_credits: 42, subscription_credits: 77, subscription_duration: 10 })
      .execute();
    expect((await t.signup("one-time")).user.credits).toBe(42);
    const sub = await payFirstSubscription((await t.signup("subscription")).client);
    expect(sub.credits).toBe(77);
    expect((Date.parse(sub.subscriptionRenewalDate) - Date.now()) / 86_400_000).toBeCloseTo(10, 1);
  });
});

describe("sign-in", () => {
  it("signs in and out", async () => {
    const { email, password } = await t.signup();
    const c = t.client();
    const res = await c.post("/api/auth/login", { email, password });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
    expect((await c.post("/api/auth/logout")).status).toBe(204);
    expect((await c.get("/api/auth/me")).status).toBe(401);
  });

  it.each([
    [{ email: "nope", password: "x" }, 400, "invalid-email", "Invalid email address"],
    [{ email: "ghost@example.com", password: "secret1" }, 404, "user-not-found", "User not found"],
  ])("refuses %j", async (body, status, code, message) => {
    const res = await t.client().post("/api/auth/login", body);
    expect(res.status).toBe(status);
    expect(res.json.error).toEqual({ code, message });
  });

  it("says Incorrect password for a wrong password", async () => {
    const { email } = await t.signup();
    const res = await t.client().post("/api/auth/login", { email, password: "wrong-one" });
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({ code: "wrong-password", message: "Incorrect password" });
  });

  it("refuses a deactivated user and ends their sessions", async () => {
    const { client, email, password, user } = await t.signup();
    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", user.id).execute();
    expect((await client.get("/api/auth/me")).status).toBe(401);
    const res = await t.client().post("/api/auth/login", { email, password });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("user-disabled");
  });

  it("throttles repeated failures for one account with 429", async () => {
    const { email, password } = await t.signup();
    for (let i = 0; i < 5; i++)
      expect((await t.client().post("/api/auth/login", { email, password: "bad-pass" })).status).toBe(401);
    const res = await t.client().post("/api/auth/login", { email, password });
    expect(res.status).toBe(429);
    expect(res.json.error.code).toBe("too-many-requests");
    expect(res.json.error.message).toMatch(/try again/i);
  });

  it("throttles one address trying many accounts", async () => {
    const ip = { "x-forwarded-for": "203.0.113.9" };
    const t2 = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      for (let i = 0; i < 30; i++)
        await t2.client().post("/api/auth/login", { email: `ghost${i}@example.com`, password: "x" }, ip);
      const res = await t2.client().post("/api/auth/login", ADMIN, ip);
      expect(res.status).toBe(429);
      expect((await t2.client().post("/api/auth/login", ADMIN, { "x-forwarded-for": "198.51.100.1" })).status).toBe(
        200,
      );
    } finally {
      await t2.close();
    }
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password and ends sessions", async () => {
    const { client, email } = await t.signup();
    const res = await t.client().post("/api/auth/password-reset", { email });
    expect(res.status).toBe(200);
    const token = await lastMailLink("reset-password");
    expect(token).not.toBe("");
    const ok = await t.client().post("/api/auth/password-reset/confirm", { token, password: "brand-new-pass" });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/auth/me")).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: "brand-new-pass" })).status).toBe(200);
    const again = await t.client().post("/api/auth/password-reset/confirm", { token, password: "another-pass" });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe("invalid-token");
  });

  it("refuses an expired token", async () => {
    const { email } = await t.signup();
    await t.client().post("/api/auth/password-reset", { email });
    const token = await lastMailLink("reset-password");
    await t.db
      .updateTable("tokens")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const res = await t.client().post("/api/auth/password-reset/confirm", { token, password: "brand-new-pass" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid-token");
  });

  it("says No account found with this email for an unknown address", async () => {
    const res = await t.client().post("/api/auth/password-reset", { email: "ghost@example.com" });
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: "user-not-found", message: "No account found with this email" });
  });

  it("asks for an e-mail address when none is given", async () => {
    const res = await t.client().post("/api/auth/password-reset", {});
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe("Please enter your email address");
  });
});

describe("e-mail verification and account", () => {
  it("verifies the e-mail address through the mailed link", async () => {
    const { client } = await t.signup();
    expect((await client.post("/api/auth/verify-email")).status).toBe(200);
    const token = await lastMailLink("verify-email");
    expect((await t.client().post("/api/auth/verify-email/confirm", { token })).status).toBe(200);
    expect((await client.get("/api/auth/me")).json.user.emailVerified).toBe(true);
  });

  it("updates the display name", async () => {
    const { client } = await t.signup();
    const res = await client.patch("/api/account", { displayName: "  New Name " });
    expect(res.status).toBe(200);
    expect(res.json.user.displayName).toBe("New Name");
  });

  it("changes the password only with the current one, ending other sessions", async () => {
    const { client, email, password } = await t.signup();
    const other = t.client();
    await other.post("/api/auth/login", { email, password });
    expect(
      (await client.post("/api/account/password", { currentPassword: "nope-nope", newPassword: "newpass1" })).json.error
        .code,
    ).toBe("wrong-password");
    expect(
      (await client.post("/api/account/password", { currentPassword: password, newPassword: "short" })).json.error.code,
    ).toBe("weak-password");
    const ok = await client.post("/api/account/password", { currentPassword: password, newPassword: "newpass1" });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/auth/me")).status).toBe(200);
    expect((await other.get("/api/auth/me")).status).toBe(401);
  });
});

describe("origin check (CSRF)", () => {
  it("refuses a state-changing request with a session from another origin", async () => {
    const { client } = await t.signup();
    const res = await client.patch("/api/account", { displayName: "Evil" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("forbidden-origin");
    const missing = await t.app.request("/api/account", {
      method: "PATCH",
      headers: { cookie: client.cookie, "content-type": "application/json" },
      body: JSON.stringify({ displayName: "Evil" }),
    });
    expect(missing.status).toBe(403);
    expect((await client.get("/api/auth/me")).json.user.displayName).not.toBe("Evil");
    expect((await client.patch("/api/account", { displayName: "Fine" }, { origin: ORIGIN })).status).toBe(200);
  });

  it("answers bad JSON with 400, never 500", async () => {
    const res = await t.client().post("/api/auth/login", "{not json");
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid-input");
  });
});

describe("administrator", () => {
  it("exists at start with role admin and 999999 credits", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/login", ADMIN);
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ role: "admin", credits: 999999, isAdmin: true });
  });
});

describe("session expiry", () => {
  it("slides an ageing session forward and re-sends the cookie", async () => {
    const { client } = await t.signup();
    const soon = Date.now() + 5 * 86_400_000;
    await t.db.updateTable("sessions").set({ expires_at: soon }).execute();
    const res = await client.get("/api/auth/me");
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/inkling_session=/);
    const row = await t.db.selectFrom("sessions").select("expires_at").executeTakeFirstOrThrow();
    expect(row.expires_at).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("ends an expired session", async () => {
    const { client } = await t.signup();
    await t.db
      .updateTable("sessions")
      .set({ expires_at: Date.now() - 1000 })
      .execute();
    expect((await client.get("/api/auth/me")).status).toBe(401);
    expect(await t.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
  });
});
