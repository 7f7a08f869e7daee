import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";

/**
 * Nobody can lock an account's owner out (docs/decisions/046-sign-in-throttling.md): a browser
 * that has signed in to the account keeps its own count of failures; every other client shares
 * the account's slowed budget (5 failures in 15 minutes, then 429 with Retry-After), and a
 * password reset always gets the owner back in.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterEach(async () => {
  await t.close();
});

const OWNER_IP = "198.51.100.20";
const ATTACKER_IP = "203.0.113.66";
const TOO_MANY = {
  code: "too-many-requests",
  message: "Too many sign-in attempts. Please wait a few minutes and try again.",
};
const INCORRECT = { code: "wrong-password", message: "Incorrect password" };

/** A POST from a browser at `ip` holding `device` (its device cookie's value, if any). */
async function post(path: string, body: unknown, ip: string, device = "") {
  const res = await t.app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "x-forwarded-for": ip,
      ...(device ? { cookie: `inkling_device=${device}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const cookies = res.headers.getSetCookie();
  const deviceCookie = cookies.find((c) => c.startsWith("inkling_device="));
  return {
    status: res.status,
    json: (await res.json()) as any,
    retryAfter: Number(res.headers.get("retry-after")),
    cookies,
    device: deviceCookie?.split(";")[0]?.slice("inkling_device=".length) ?? "",
    deviceCookie: deviceCookie ?? "",
  };
}

const login = (email: string, password: string, ip: string, device = "") =>
  post("/api/auth/login", { email, password }, ip, device);

/** An attacker with five guesses, then more: every one past the budget is 429. */
async function attack(email: string, guesses = 8) {
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i++) {
    const res = await login(email, `guess-${i}-pass`, ATTACKER_IP);
    statuses.push(res.status);
    if (res.status === 401) expect(res.json.error).toEqual(INCORRECT);
    else {
      expect(res.json.error).toEqual(TOO_MANY);
      expect(res.retryAfter).toBeGreaterThan(800);
      expect(res.retryAfter).toBeLessThanOrEqual(900);
    }
  }
  return statuses;
}

describe("a stranger's wrong passwords", () => {
  it("are throttled with 429 past five, and do not stop the owner signing in from their own browser", async () => {
    const { email, password } = await t.signup();
    const first = await login(email, password, OWNER_IP);
    expect(first.status).toBe(200);
    // The session cookie stays the first one; the device cookie goes to the sign-in routes only.
    expect(first.cookies[0]).toMatch(/^inkling_session=/);
    expect(first.deviceCookie).toMatch(/HttpOnly/i);
    expect(first.deviceCookie).toMatch(/Path=\/api\/auth/);
    expect(first.deviceCookie).toMatch(/SameSite=Strict/i);

    expect(await attack(email)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const owner = await login(email, password, OWNER_IP, first.device);
    expect(owner.status).toBe(200);
    expect(owner.json.user.email).toBe(email);
    // Behind the same address as the attacker (one office, one NAT) too.
    expect((await login(email, password, ATTACKER_IP, first.device)).status).toBe(200);
    // A browser the account does not know is slowed with everyone else's: the right password waits too.
    const stranger = await login(email, password, "192.0.2.7");
    expect(stranger.status).toBe(429);
    expect(stranger.json.error).toEqual(TOO_MANY);
  });

  it("a signed-up browser is known too", async () => {
    const signup = await post(
      "/api/auth/signup",
      { displayName: "Ann", email: "ann@example.com", password: "secret123", plan: "one-time" },
      OWNER_IP,
    );
    expect(signup.status).toBe(201);
    await attack("ann@example.com", 6);
    expect((await login("ann@example.com", "secret123", OWNER_IP, signup.device)).status).toBe(200);
  });

  it("a known browser's own failures count against it alone", async () => {
    const { email, password } = await t.signup();
    const { device } = await login(email, password, OWNER_IP);
    for (let i = 0; i < 5; i++) expect((await login(email, `typo-${i}-pass`, OWNER_IP, device)).status).toBe(401);
    const sixth = await login(email, password, OWNER_IP, device);
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toEqual(TOO_MANY);
    expect(sixth.retryAfter).toBeGreaterThan(800);
    // Neither the account's budget for strangers nor the address was used up by them.
    expect((await login(email, password, OWNER_IP)).status).toBe(200);
  });

  it("a device cookie counts only for the account it signed in to, and a made-up one for none", async () => {
    const mine = await t.signup();
    const { device } = await login(mine.email, mine.password, ATTACKER_IP);
    const victim = await t.signup();
    const forged = "a".repeat(32);
    for (const cookie of [device, forged, `${forged}.${device}`]) {
      for (let i = 0; i < 5; i++) await login(victim.email, `guess-${i}-pass`, ATTACKER_IP, cookie);
    }
    // Fifteen guesses, five of them checked: the stranger's budget held for every cookie.
    const res = await login(victim.email, victim.password, "192.0.2.8", forged);
    expect(res.status).toBe(429);
  });

  it("never keep the owner from a password reset, which gets their browser back in", async () => {
    const { email } = await t.signup();
    await attack(email);
    const newBrowser = await login(email, "secret123", OWNER_IP);
    expect(newBrowser.status).toBe(429);

    const asked = await post("/api/auth/password-reset", { email }, OWNER_IP);
    expect(asked.status).toBe(200);
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to_address", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=(\w+)/.exec(mail.text)?.[1] ?? "";
    const confirmed = await post("/api/auth/password-reset/confirm", { token, password: "brand-new-pass" }, OWNER_IP);
    expect(confirmed.status).toBe(200);
    expect(confirmed.device).not.toBe("");

    const back = await login(email, "brand-new-pass", OWNER_IP, confirmed.device);
    expect(back.status).toBe(200);
    expect(back.json.user.email).toBe(email);
    // The stranger is still slowed.
    expect((await login(email, "brand-new-pass", ATTACKER_IP)).status).toBe(429);
  });
});

describe("one address trying many accounts", () => {
  it("is throttled at its own limit while each account's owner still signs in", async () => {
    const owner = await t.signup();
    const { device } = await login(owner.email, owner.password, OWNER_IP);
    for (let i = 0; i < 30; i++) await login(`ghost${i}@example.com`, "x-pass-word", ATTACKER_IP);
    const refused = await login(owner.email, owner.password, ATTACKER_IP);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual(TOO_MANY);
    expect((await login(owner.email, owner.password, OWNER_IP)).status).toBe(200);
    expect((await login(owner.email, owner.password, ATTACKER_IP, device)).status).toBe(200);
  });
});
