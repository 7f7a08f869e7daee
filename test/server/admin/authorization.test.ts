import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
let target: { id: string };
let doomed: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  target = (await t.signup()).user;
  doomed = (await t.signup()).user;
});
afterAll(async () => {
  await t?.close();
});

type Call = [method: "get" | "post" | "put" | "patch" | "del", path: () => string, body: unknown, status: number];

// Every endpoint of docs/api.md "Admin" (and the consistency check); DELETE runs last.
const endpoints: Call[] = [
  ["get", () => "/api/admin/users", undefined, 200],
  ["get", () => "/api/admin/users?q=user&limit=5", undefined, 200],
  ["post", () => "/api/admin/users", { email: `new-${Date.now()}@example.com`, password: "secret123" }, 201],
  ["patch", () => `/api/admin/users/${target.id}`, { displayName: "Renamed" }, 200],
  ["put", () => `/api/admin/users/${target.id}/credits`, { credits: 7, reason: "matrix" }, 200],
  ["get", () => `/api/admin/users/${target.id}/credit-history`, undefined, 200],
  ["post", () => `/api/admin/users/${target.id}/password-reset`, {}, 200],
  ["get", () => "/api/admin/settings", undefined, 200],
  ["put", () => "/api/admin/settings", { oneTimeCredits: 250 }, 200],
  ["get", () => "/api/admin/outbox", undefined, 200],
  ["get", () => "/api/admin/consistency", undefined, 200],
  ["del", () => `/api/admin/users/${doomed.id}`, undefined, 204],
];

describe("admin authorization matrix", () => {
  it.each(endpoints)("%s %s: anonymous 401, user 403, admin succeeds", async (method, path, body, status) => {
    const call = (c: ReturnType<TestApp["client"]>) =>
      method === "get" || method === "del" ? c[method](path()) : c[method](path(), body);

    const anonymous = await call(t.client());
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe("unauthenticated");

    const { client: user } = await t.signup();
    const refused = await call(user);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe("forbidden");

    const admin = await call(await t.admin());
    expect(admin.status).toBe(status);
  });

  it("refused calls changed nothing: the target kept its name until the admin renamed it", async () => {
    const row = await t.db
      .selectFrom("users")
      .select(["display_name", "credits"])
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ display_name: "Renamed", credits: 7 });
    const ledger = await t.db.selectFrom("credit_ledger").select("reason").where("user_id", "=", target.id).execute();
    expect(ledger.map((r) => r.reason)).toEqual(["One-time sign-up", "matrix"]);
  });
});
