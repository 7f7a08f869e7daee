import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, owaspScrypt } from "../../../server/auth/password.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/** Attempts that all arrive at once, over real sockets, as an attacker with many connections sends them. */
let t: TestApp;
let base = "";
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: t.config.PUBLIC_URL, ...headers },
    body: JSON.stringify(body),
  }).then((res) => res.status);

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

describe("throttles hold against attempts raced in parallel", () => {
  it("evaluates at most 5 of 100 simultaneous wrong sign-ins for one account", async () => {
    const { email, user } = await t.signup();
    // The production hash: each check takes tens of milliseconds, as it does for an attacker.
    const hash = await hashPassword("secret123", owaspScrypt);
    await t.db.updateTable("users").set({ password_hash: hash }).where("id", "=", user.id).execute();
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () => post("/api/auth/login", { email, password: "wrong-pass" })),
    );
    const counts = tally(statuses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
  });

  it("does not let 100 addresses at once find the password: at most 5 guesses are checked", async () => {
    const { email, password } = await t.signup();
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 73 ? password : `guess-${i}-pass`));
    const statuses = await Promise.all(
      guesses.map((guess, i) =>
        post("/api/auth/login", { email, password: guess }, { "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` }),
      ),
    );
    const counts = tally(statuses);
    // 401 (wrong) and 200 (right) are the guesses whose password was hashed and compared.
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(95);
  });

  it("evaluates at most 5 of 50 simultaneous wrong current passwords", async () => {
    const { client } = await t.signup();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          "/api/account/password",
          { currentPassword: "wrong-pass", newPassword: "another-secret" },
          { cookie: client.cookie, "x-forwarded-for": `10.1.0.${i}` },
        ),
      ),
    );
    const counts = tally(statuses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
  });

  it("a right password gives its attempts back: eight good sign-ins in a row count nothing", async () => {
    const { email, password } = await t.signup();
    const count = async () => (await t.db.selectFrom("throttle_hits").select("id").execute()).length;
    const before = await count();
    for (let i = 0; i < 8; i++) expect(await post("/api/auth/login", { email, password })).toBe(200);
    expect(await count()).toBe(before);
  });
});
