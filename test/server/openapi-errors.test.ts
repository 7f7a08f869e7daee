import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerChecker } from "../helpers/answer-check.js";
import { ADMIN, createTestApp, ORIGIN, type TestApp } from "../helpers/app.js";
import { TEST_PG } from "../helpers/db.js";
import { houseSvg, photo } from "../helpers/photos.js";

// Every error these routes answer is one the OpenAPI document gives the route: the real app is
// provoked into each (status, code) and the pair is looked up in the document's operation. And
// a request the server refuses is one the document's own request schema refuses (one schema).
let t: TestApp;
let doc: any;
let checker: ReturnType<typeof answerChecker>;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_QUOTA_BYTES: String(1024 * 1024), THROTTLE_UPLOAD: "1000/600" } });
  doc = (await t.client().get("/api/openapi.json")).json;
  checker = answerChecker(doc);
});
afterAll(() => t.close());

/** The codes the document gives `method path` for `status`. */
function documented(method: string, path: string, status: number): string[] {
  const op = doc.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
  const schema = op?.responses[status]?.content?.["application/json"]?.schema;
  return schema?.allOf?.[1]?.properties.error.properties.code.enum ?? [];
}

type Reply = { status: number; json: any };

/** The answer is `status` `code`, and the document gives that pair to the route. */
function expectDocumented(method: string, path: string, reply: Reply, status: number, code: string) {
  expect({ status: reply.status, code: reply.json?.error?.code }, JSON.stringify(reply.json)).toEqual({ status, code });
  expect(documented(method, path, status), `${method} ${path} ${status}`).toContain(code);
}

describe("every error provoked is documented for its route", () => {
  it("a batch into a book that does not exist, and the batch's other refusals", async () => {
    const path = "/api/books/:id/batch";
    const { client, user } = await t.signup();
    await (await t.admin()).put(`/api/admin/users/${user.id}/credits`, { credits: 0, reason: "Spent" });
    const c = checker.wrap(client);
    const book = (await c.post("/api/books", { title: "Dogs" })).json.book;
    const batch = { tool: "kids/simple", values: { subject: "a dog" }, count: 1 };
    expectDocumented("POST", path, await c.post("/api/books/no-such-book/batch", batch), 404, "not-found");
    const other = checker.wrap(t.client());
    expectDocumented("POST", path, await other.post(`/api/books/${book.id}/batch`, batch), 401, "unauthenticated");
    const tool = { ...batch, tool: "kids/no-such-tool" };
    expectDocumented("POST", path, await c.post(`/api/books/${book.id}/batch`, tool), 404, "unknown-tool");
    const confirmed = { ...batch, confirm: true };
    expectDocumented("POST", path, await c.post(`/api/books/${book.id}/batch`, confirmed), 402, "insufficient-credits");
    expect(checker.drain()).toEqual([]);
  });

  it("the main administrator's account cannot be deleted: 409 for itself, 403 for another administrator", async () => {
    const path = "/api/admin/users/:id";
    const admin = checker.wrap(await t.admin());
    const me = (await admin.get("/api/auth/me")).json.user;
    expectDocumented("DELETE", path, await admin.del(`/api/admin/users/${me.id}`), 409, "admin-protected");
    const { client, user } = await t.signup();
    await admin.patch(`/api/admin/users/${user.id}`, { role: "admin" });
    const other = checker.wrap(client);
    expectDocumented("DELETE", path, await other.del(`/api/admin/users/${me.id}`), 403, "admin-protected");
    expectDocumented("DELETE", path, await admin.del("/api/admin/users/nobody"), 404, "user-not-found");
    const plain = checker.wrap((await t.signup()).client);
    expectDocumented("DELETE", path, await plain.del(`/api/admin/users/${me.id}`), 403, "forbidden");
    expect((await t.client().post("/api/auth/login", ADMIN)).status).toBe(200);
    expect(checker.drain()).toEqual([]);
  });

  it("a photo over the storage quota is 409 storage-full", async () => {
    const { client, user } = await t.signup();
    // Earlier photos fill the quota.
    await t.db
      .insertInto("uploads")
      .values({
        id: "earlier",
        user_id: user.id,
        path: `${user.id}/earlier.jpg`,
        type: "image/jpeg",
        width: 10,
        height: 10,
        bytes: 1024 * 1024,
        created_at: new Date().toISOString(),
        used_at: null,
      })
      .execute();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(houseSvg()))], { type: "image/jpeg" }), "house.jpg");
    const res = await t.app.request("/api/uploads", {
      method: "POST",
      headers: { origin: ORIGIN, cookie: client.cookie },
      body: form,
    });
    const reply = { status: res.status, json: await res.json(), headers: res.headers };
    checker.check("POST", "/api/uploads", reply);
    expectDocumented("POST", "/api/uploads", reply, 409, "storage-full");
    expect(checker.drain()).toEqual([]);
  });

  it("a checkout whose payment provider does not answer is 503 payment-failed", async () => {
    const path = "/api/payments/checkout";
    const c = checker.wrap((await t.signup()).client);
    const create = t.deps.payments.createCheckout;
    t.deps.payments.createCheckout = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    try {
      const reply = await c.post(path, { packageId: "credits-150" });
      expectDocumented("POST", path, reply, 503, "payment-failed");
      expect(reply.json.error.message).toBe("Failed to process payment. Please contact support.");
    } finally {
      t.deps.payments.createCheckout = create;
    }
    expectDocumented("POST", path, await c.post(path, { packageId: "" }), 400, "invalid-input");
    expectDocumented("POST", path, await c.post(path, { packageId: "credits-1" }), 400, "invalid-input");
    expectDocumented(
      "POST",
      path,
      await checker.wrap(t.client()).post(path, { packageId: "x" }),
      401,
      "unauthenticated",
    );
    expect(checker.drain()).toEqual([]);
  });

  // The failure is a SQLite trigger: PostgreSQL (test:pg) writes triggers otherwise.
  it.skipIf(!!TEST_PG)(
    "a generation whose credit transaction fails is 500 credits-failed, and nothing is charged",
    async () => {
      const path = "/api/generations";
      const { client, user } = await t.signup();
      const c = checker.wrap(client);
      await sql`CREATE TRIGGER no_generations BEFORE INSERT ON generations BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(
        t.db,
      );
      try {
        const reply = await c.post(path, { tool: "kids/simple", values: { subject: "a dog" } });
        expectDocumented("POST", path, reply, 500, "credits-failed");
        expect(reply.json.error.message).toBe("Failed to process credits");
      } finally {
        await sql`DROP TRIGGER no_generations`.execute(t.db);
      }
      expect((await c.get("/api/auth/me")).json.user.credits).toBe(user.credits);
      expect(checker.drain()).toEqual([]);
    },
  );
});

/** The document's schema of a route's JSON body, or of its query (as an object of parameters). */
function requestSchema(method: string, path: string): object {
  const op = doc.paths[path.replace(/:(\w+)/g, "{$1}")][method.toLowerCase()];
  if (op.requestBody) return op.requestBody.content["application/json"].schema;
  const query = (op.parameters as { name: string; in: string; required: boolean; schema: object }[]).filter(
    (p) => p.in === "query",
  );
  return {
    type: "object",
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

const ajv = new Ajv2020({ strict: false, validateFormats: false });
const acceptedByDocument = (method: string, path: string, value: object) =>
  ajv.validate(requestSchema(method, path), value);

describe("the document's request schemas refuse what the server refuses", () => {
  let owner: ReturnType<TestApp["client"]>;
  let admin: ReturnType<TestApp["client"]>;
  let pageId: string;
  beforeAll(async () => {
    owner = (await t.signup()).client;
    admin = await t.admin();
    const started = await owner.post("/api/generations", { tool: "kids/simple", values: { subject: "a dog" } });
    pageId = started.json.generation.id;
    await t.deps.generations.idle();
  });

  const query = (value: Record<string, string>) => `?${new URLSearchParams(value)}`;
  const page = "/api/generations/:id/colored.png";
  // [what, method, path (as the document names it), who asks, the request, the status and code it gets]
  const refused: [string, string, string, "owner" | "admin", Record<string, string>, number, string][] = [
    ["an empty display name", "PATCH", "/api/account", "owner", { displayName: "" }, 400, "invalid-input"],
    ["a blank display name", "PATCH", "/api/account", "owner", { displayName: "  " }, 400, "invalid-input"],
    ["an empty book title", "POST", "/api/books", "owner", { title: "" }, 400, "invalid-input"],
    ["an empty package", "POST", "/api/payments/checkout", "owner", { packageId: "" }, 400, "invalid-input"],
    ["an empty token", "POST", "/api/auth/verify-email/confirm", "owner", { token: "" }, 400, "invalid-token"],
    [
      "an empty reset token",
      "POST",
      "/api/auth/password-reset/confirm",
      "owner",
      { token: "", password: "secret123" },
      400,
      "invalid-token",
    ],
    ["a tool id that is no tool id", "POST", "/api/generations", "owner", { tool: "alphabet" }, 404, "unknown-tool"],
    ["a preview of an empty tool id", "POST", "/api/previews", "owner", { tool: "" }, 404, "unknown-tool"],
    ["an unknown palette", "GET", page, "owner", { palette: "neon" }, 400, "invalid-input"],
    ["a seed that is no number", "GET", page, "owner", { seed: "abc" }, 400, "invalid-input"],
    ["a user page of 0", "GET", "/api/admin/users", "admin", { limit: "0" }, 400, "invalid-input"],
    ["a user page of 101", "GET", "/api/admin/users", "admin", { limit: "101" }, 400, "invalid-input"],
  ];
  it.each(refused)(
    "%s: the server and the document both refuse it",
    async (_, method, path, who, value, status, code) => {
      const c = checker.wrap(who === "admin" ? admin : owner);
      const url = path.replace(":id", pageId);
      const reply =
        method === "GET"
          ? await c.get(`${url}${query(value)}`)
          : method === "PATCH"
            ? await c.patch(url, value)
            : await c.post(url, value);
      expectDocumented(method, path, reply, status, code);
      expect(acceptedByDocument(method, path, value)).toBe(false);
      expect(checker.drain()).toEqual([]);
    },
  );

  it.each([
    ["PATCH", "/api/account", { displayName: "Ada" }],
    ["POST", "/api/books", { title: "Dogs" }],
    ["POST", "/api/payments/checkout", { packageId: "credits-150" }],
    ["POST", "/api/generations", { tool: "kids/simple", values: { subject: "a dog" }, seed: 3 }],
    ["GET", "/api/generations/:id/colored.png", { palette: "ocean", seed: "3" }],
    ["GET", "/api/admin/users", { limit: "100" }],
  ] as const)("%s %s: the document accepts a request the server takes", (method, path, value) => {
    expect(acceptedByDocument(method, path, value)).toBe(true);
  });
});

/** Every `new AppError(status, "code"` written in server/: the errors the server can raise. */
function raisedBySource(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith(".ts"))
        for (const m of readFileSync(path, "utf8").matchAll(/new AppError\(\s*(\d{3}),\s*"([a-z-]+)"/g))
          out.add(`${m[1]} ${m[2]}`);
    }
  };
  walk("server");
  return out;
}

describe("every error the server can raise is in the document", () => {
  it("each (status, code) of server/ is given to at least one operation", () => {
    const given = new Set<string>();
    for (const item of Object.values(doc.paths as Record<string, Record<string, any>>))
      for (const op of Object.values(item))
        for (const [status, response] of Object.entries(op.responses as Record<string, any>))
          for (const code of response.content?.["application/json"]?.schema?.allOf?.[1]?.properties.error.properties
            .code.enum ?? [])
            given.add(`${status} ${code}`);
    const raised = raisedBySource();
    expect(raised.size).toBeGreaterThan(30);
    // 405 answers a method no operation has (docs/api.md, "Conventions": a path asked with a method it does not take).
    expect([...raised].filter((pair) => !given.has(pair) && pair !== "405 method-not-allowed")).toEqual([]);
  });
});
