import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyPolicy } from "../../../server/http/body.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { demoEnv } from "../../helpers/payments.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: demoEnv });
});
afterAll(async () => {
  await t.close();
});

/** Every key any JSON route reads, so wrong types reach each route's own checks. */
const KEYS = [
  "email",
  "password",
  "displayName",
  "plan",
  "token",
  "currentPassword",
  "newPassword",
  "tool",
  "values",
  "packageId",
  "credits",
  "reason",
  "role",
  "isActive",
  "oneTimeCredits",
  "subscriptionCredits",
  "subscriptionDuration",
  "maintenanceMode",
  "disableCreditDeduction",
  "requireVerifiedEmail",
];
const allKeys = (value: unknown) => Object.fromEntries(KEYS.map((k) => [k, value]));

const BODIES: [string, string][] = [
  ["{}", "{}"],
  ["[]", "[]"],
  ["null", "null"],
  ["a string", '"x"'],
  ["a number", "42"],
  ["true", "true"],
  ["malformed JSON", '{"email":'],
  ["every key null", JSON.stringify(allKeys(null))],
  ["every key a number", JSON.stringify(allKeys(7))],
  ["every key a string", JSON.stringify(allKeys("x"))],
  ["every key an array", JSON.stringify(allKeys([1, "a", null]))],
  ["every key an object", JSON.stringify(allKeys({ a: { b: 1 } }))],
  ["every key a huge number", JSON.stringify(allKeys(1e308))],
  ["a real tool with bad values", JSON.stringify({ tool: "kids/alphabet", values: { subject: 5, page: [] } })],
  ["a real tool with values null", JSON.stringify({ tool: "kids/alphabet", values: null })],
];

/** Every state-changing JSON route of the app itself: a new route is covered without editing this test. */
function jsonRoutes() {
  const raw = new Set(Object.keys(bodyPolicy(t.config).routes));
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method))
    .map((r) => `${r.method} ${r.path}`)
    .filter((key) => !raw.has(key) && !seen.has(key) && seen.add(key));
}

describe("no body ever makes a JSON route answer 5xx", () => {
  it("finds the routes from the app", () => {
    const routes = jsonRoutes();
    expect(routes).toContain("POST /api/auth/signup");
    expect(routes).toContain("PUT /api/admin/settings");
    expect(routes.length).toBeGreaterThan(15);
  });

  it("signup {} is a 400 with the spec's message, not a 500", async () => {
    const res = await t.client().post("/api/auth/signup", {});
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "invalid-email", message: "Invalid email address" });
  });

  it("posts {}, [], null, wrong types and missing keys to every route as anonymous, user and admin", async () => {
    const failures: string[] = [];
    for (const key of jsonRoutes()) {
      const [method, pattern] = key.split(" ") as [string, string];
      // Fresh actors per route: a route may sign out, delete or deactivate.
      const { client: user, user: target } = await t.signup();
      const { client: owner } = await t.signup();
      const { sessionId } = (await owner.post("/api/payments/checkout", { packageId: "credits-150" })).json;
      const gen = (await owner.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } })).json;
      const path = pattern
        .replace(":sessionId", sessionId)
        .replace(":id", pattern.startsWith("/api/generations") ? gen.generation.id : target.id);
      for (const [actor, cookie] of [
        ["anonymous", ""],
        ["user", user.cookie],
        ["admin", (await t.admin()).cookie],
      ] as const) {
        for (const [label, body] of BODIES) {
          const res = await t.app.request(path, {
            method,
            headers: { origin: ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
            body,
          });
          if (res.status >= 500) failures.push(`${key} as ${actor} with ${label}: ${res.status} ${await res.text()}`);
          else if (res.status >= 400) {
            const json = (await res.json()) as { error?: { code?: string; message?: string } };
            if (!json.error?.code || !json.error.message)
              failures.push(`${key} ${label}: error body ${JSON.stringify(json)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
