import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../server/providers/image/sketch.js";
import { answerChecker } from "../helpers/answer-check.js";
import { ADMIN, createTestApp, ORIGIN, type TestApp } from "../helpers/app.js";
import { payFirstSubscription } from "../helpers/payments.js";

// The OpenAPI document's answers are what the server really answers: the real app, driven
// through its main flows with the built-in engine, has every answer checked against the schema
// the document gives its route and status (test/helpers/answer-check.ts).
let t: TestApp;
let checker: ReturnType<typeof answerChecker>;
beforeAll(async () => {
  // Two free previews a minute: the third is the contract's 429.
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }), env: { THROTTLE_PREVIEW: "2/60" } });
  const res = await t.client().get("/api/openapi.json");
  checker = answerChecker(res.json);
  checker.check("GET", "/api/openapi.json", res);
});
afterAll(() => t.close());
afterEach(() => {
  expect(checker.drain()).toEqual([]);
});

const signup = async () => {
  const { client, ...rest } = await t.signup();
  return { client: checker.wrap(client), ...rest };
};
const admin = async () => checker.wrap(await t.admin());
const anonymous = () => checker.wrap(t.client());

/** A generation polled until it has finished, as the web app does. */
async function finished(client: ReturnType<typeof anonymous>, id: string) {
  let g = (await client.get(`/api/generations/${id}`)).json.generation;
  await t.deps.generations.idle();
  g = (await client.get(`/api/generations/${id}`)).json.generation;
  expect(g.status).toBe("succeeded");
  return g;
}

describe("answers match the OpenAPI document", () => {
  it("sign-up, sign-in, the account and their refusals", async () => {
    const c = anonymous();
    const email = `openapi-${Date.now()}@example.com`;
    expect((await c.post("/api/auth/signup", { email, password: "secret123", plan: "one-time" })).status).toBe(201);
    expect((await c.post("/api/auth/signup", { email, password: "secret123", plan: "one-time" })).status).toBe(409);
    expect((await c.post("/api/auth/signup", { email: "x", password: "1", plan: "one-time" })).status).toBe(400);
    expect((await c.get("/api/auth/me")).status).toBe(200);
    expect((await c.patch("/api/account", { displayName: "Ada" })).status).toBe(200);
    expect((await c.patch("/api/account", { displayName: "" })).json.error.fields).toBeDefined();
    expect((await c.post("/api/auth/verify-email")).status).toBe(200);
    expect((await c.post("/api/auth/verify-email/confirm", { token: "nope" })).status).toBe(400);
    expect((await c.post("/api/account/password", { currentPassword: "bad", newPassword: "secret456" })).status).toBe(
      401,
    );
    expect((await c.post("/api/auth/logout")).status).toBe(204);
    expect((await c.get("/api/auth/me")).status).toBe(401);
    expect((await c.post("/api/auth/login", { email, password: "wrong" })).status).toBe(401);
    expect((await c.post("/api/auth/login", { email: "nobody@example.com", password: "x" })).status).toBe(404);
    expect((await c.post("/api/auth/login", { email, password: "secret123" })).status).toBe(200);
    expect((await c.post("/api/auth/password-reset", { email })).status).toBe(200);
    expect((await c.post("/api/auth/password-reset/confirm", { token: "x", password: "secret789" })).status).toBe(400);
    // The links of the mails, as the administrator's outbox shows them.
    const mails = (await (await admin()).get("/api/admin/outbox")).json.messages as { to: string; text: string }[];
    const token = (path: string) => mails.find((m) => m.text.includes(path))?.text.match(/token=([\w-]+)/)?.[1];
    expect((await c.post("/api/auth/verify-email/confirm", { token: token("verify-email") })).status).toBe(200);
    const reset = { token: token("reset-password"), password: "secret789" };
    expect((await c.post("/api/auth/password-reset/confirm", reset)).status).toBe(200);
    // The reset ended every session: sign in afresh.
    const again = anonymous();
    expect((await again.post("/api/auth/login", { email, password: "secret789" })).status).toBe(200);
    const change = { currentPassword: "secret789", newPassword: "secret123" };
    expect((await again.post("/api/account/password", change)).status).toBe(200);
    // Not JSON, and from another site.
    expect((await c.post("/api/auth/login", "email=a", { "content-type": "text/plain" })).status).toBe(415);
    expect((await c.post("/api/auth/login", "[1]")).status).toBe(400);
    expect((await c.post("/api/auth/login", { email, password: "x".repeat(1_100_000) })).status).toBe(413);
    expect((await c.post("/api/auth/login", { email, password: "x" }, { origin: "https://evil.example" })).status).toBe(
      403,
    );
  });

  it("public answers: catalogue, plans, packages, samples, health, palettes, templates", async () => {
    const c = anonymous();
    for (const path of [
      "/api/catalog",
      "/api/plans",
      "/api/payments/packages",
      "/api/samples",
      "/api/health",
      "/api/palettes",
      "/api/cover-templates",
    ])
      expect((await c.get(path)).status, path).toBe(200);
    const samples = (await c.get("/api/samples")).json.samples;
    expect((await c.get(samples[0].url)).status).toBe(200);
    expect((await c.get("/api/samples/nothing.png")).status).toBe(404);
    expect((await c.get("/api/no-such-route")).status).toBe(404);
    expect((await c.post("/api/generations", { tool: "kids/simple", values: {} })).status).toBe(401);
  });

  it("a page: preview, generation, polling, gallery, favourites, files", async () => {
    const { client: c } = await signup();
    const values = { subject: "a cat" };
    expect((await c.post("/api/previews", { tool: "kids/nothing", values })).status).toBe(404);
    expect((await c.post("/api/previews", { tool: "kids/simple", values })).status).toBe(200);
    expect((await c.post("/api/previews", { tool: "kids/simple", values })).status).toBe(429);
    expect((await c.post("/api/generations", { tool: "kids/simple", values: { subject: "" } })).status).toBe(400);
    expect((await c.post("/api/generations", { tool: "kids/simple", values: { subject: "zzqx" } })).status).toBe(400);
    const made = await c.post("/api/generations", { tool: "kids/simple", values, seed: 3 });
    expect(made.status).toBe(202);
    const page = await finished(c, made.json.generation.id);
    const maze = await c.post("/api/generations", { tool: "activities/maze", values: { theme: "cat" } });
    const puzzle = await finished(c, maze.json.generation.id);
    expect(puzzle.output.puzzle.type).toBe("maze");
    const ideas = await c.post("/api/generations", { tool: "content/coloring-ideas", values: { theme: "space" } });
    expect((await finished(c, ideas.json.generation.id)).output.kind).toBe("ideas");
    const text = await c.post("/api/generations", { tool: "content/amazon-description", values: { title: "Cats" } });
    expect((await finished(c, text.json.generation.id)).output.kind).toBe("description");

    // A page stored before pages named their extras still answers with `extras` (null).
    const stored = await t.db
      .selectFrom("generations")
      .select("output_json")
      .where("id", "=", page.id)
      .executeTakeFirst();
    const { extras: _, ...older } = JSON.parse(stored?.output_json ?? "{}");
    await t.db
      .updateTable("generations")
      .set({ output_json: JSON.stringify(older) })
      .where("id", "=", page.id)
      .execute();
    expect((await c.get(`/api/generations/${page.id}`)).json.generation.output.extras).toBeNull();
    expect((await c.put(`/api/generations/${page.id}/favourite`, undefined)).json.generation.favourite).toBe(true);
    expect((await c.get("/api/generations?favourite=1")).json.generations).toHaveLength(1);
    expect((await c.del(`/api/generations/${page.id}/favourite`)).status).toBe(200);
    expect((await c.get("/api/generations?hub=kids")).status).toBe(200);
    expect((await c.get("/api/generations?hub=Not A Hub")).status).toBe(400);
    expect((await c.get("/api/generations/nope")).status).toBe(404);
    expect((await c.get(page.output.url)).status).toBe(200);
    expect((await c.get(`/api/generations/${page.id}/print.pdf`)).status).toBe(200);
    expect((await c.get(`/api/generations/${page.id}/print.pdf?paper=a5`)).status).toBe(400);
    expect((await c.get(`/api/generations/${page.id}/colored.png`)).status).toBe(200);
    expect((await c.get(puzzle.output.answerUrl)).status).toBe(200);
    expect((await c.get("/api/credits")).status).toBe(200);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const upload = await t.app.request("/api/uploads", {
      method: "POST",
      headers: { origin: ORIGIN, cookie: c.cookie },
      body: form,
    });
    const json = await upload.json();
    checker.check("POST", "/api/uploads", { status: upload.status, json, headers: upload.headers });
    expect(upload.status).toBe(201);
    expect((await c.get(`/api/uploads/${json.upload.id}`)).status).toBe(200);
    expect((await c.del(`/api/generations/${page.id}`)).status).toBe(204);
  });

  it("a book: create, list, pages, quote, batch, preflight refusal, provenance, back text", async () => {
    const { client: c } = await signup();
    const made = await c.post("/api/generations", { tool: "kids/simple", values: { subject: "a dog" } });
    const page = await finished(c, made.json.generation.id);
    expect((await c.post("/api/books", { title: "" })).status).toBe(400);
    const book = (await c.post("/api/books", { title: "Dogs" })).json.book;
    expect((await c.post(`/api/books/${book.id}/exports`, { kind: "interior" })).status).toBe(409);
    expect((await c.get("/api/books")).status).toBe(200);
    expect((await c.patch(`/api/books/${book.id}`, { pages: [page.id], cover: { palette: "ocean" } })).status).toBe(
      200,
    );
    expect((await c.get(`/api/books/${book.id}`)).json.book.pages).toHaveLength(1);
    const batch = { tool: "kids/simple", values: { subject: "a dog" }, count: 1 };
    expect((await c.post("/api/books/batch-quote", batch)).status).toBe(200);
    expect((await c.post(`/api/books/${book.id}/batch`, batch)).status).toBe(200);
    expect((await c.post(`/api/books/${book.id}/batch`, { ...batch, confirm: true })).status).toBe(202);
    await t.deps.generations.idle();
    expect((await c.get(`/api/books/${book.id}/preflight`)).status).toBe(200);
    const started = await c.post(`/api/books/${book.id}/exports`, { kind: "printables" });
    expect(started.status).toBe(202);
    expect((await c.get(`/api/exports/${started.json.export.id}`)).status).toBe(200);
    expect((await c.get(`/api/books/${book.id}/back-text`)).status).toBe(200);
    expect((await c.get(`/api/books/${book.id}/provenance`)).status).toBe(200);
    expect((await c.get(`/api/books/${book.id}/provenance?format=text`)).status).toBe(200);
    expect((await c.get("/api/exports/nope")).status).toBe(404);
    expect((await c.post(`/api/books/${book.id}/exports`, { kind: "poster" })).status).toBe(400);
    expect((await c.del(`/api/books/${book.id}`)).status).toBe(204);
    expect((await c.get(`/api/books/${book.id}`)).status).toBe(404);
  });

  it("payments with the demo provider", async () => {
    const { client: c } = await signup();
    const checkout = await c.post("/api/payments/checkout", { packageId: "credits-150" });
    expect(checkout.status).toBe(201);
    expect((await c.get(`/api/payments/${checkout.json.sessionId}`)).status).toBe(200);
    expect((await c.post(`/api/payments/demo/${checkout.json.sessionId}/complete`)).status).toBe(200);
    expect((await c.get("/api/payments")).json.payments).toHaveLength(1);
    expect((await c.post("/api/payments/checkout", { packageId: "nope" })).status).toBe(400);
    const second = await c.post("/api/payments/checkout", { packageId: "credits-150" });
    expect((await c.post(`/api/payments/demo/${second.json.sessionId}/cancel`)).status).toBe(200);
    // A subscription: paid, renewed and ended through signed events.
    const { client: raw, user } = await t.signup("subscription");
    const s = checker.wrap(raw);
    expect((await payFirstSubscription(s)).subscriptionRenewalDate).not.toBeNull();
    expect((await s.get("/api/credits")).status).toBe(200);
    const a = await admin();
    expect((await a.post(`/api/payments/demo/subscriptions/${user.id}/renew`)).status).toBe(200);
    expect((await a.post(`/api/payments/demo/subscriptions/${user.id}/cancel`)).status).toBe(200);
  });

  it("the administrator's console, and a user refused it", async () => {
    const { client: user, user: u } = await signup();
    expect((await user.get("/api/admin/users")).status).toBe(403);
    const a = await admin();
    expect((await a.get("/api/admin/users?limit=2")).status).toBe(200);
    const added = await a.post("/api/admin/users", { email: `added-${Date.now()}@example.com`, password: "secret123" });
    expect(added.status).toBe(201);
    expect((await a.patch(`/api/admin/users/${u.id}`, { role: "unlimited" })).status).toBe(200);
    expect((await a.put(`/api/admin/users/${u.id}/credits`, { credits: 0, reason: "test" })).status).toBe(200);
    expect((await a.put(`/api/admin/users/${u.id}/credits`, { credits: 5 })).status).toBe(400);
    expect((await a.get(`/api/admin/users/${u.id}/credit-history`)).status).toBe(200);
    expect((await a.post(`/api/admin/users/${u.id}/password-reset`)).status).toBe(200);
    expect((await a.get("/api/admin/settings")).status).toBe(200);
    expect((await a.put("/api/admin/settings", { maintenanceMode: false })).status).toBe(200);
    expect((await a.put("/api/admin/settings", { packages: [{ credits: 0, amount: 1 }] })).status).toBe(400);
    expect((await a.get("/api/admin/outbox")).status).toBe(200);
    expect((await a.get("/api/admin/consistency")).status).toBe(200);
    expect((await a.get("/api/admin/audit")).status).toBe(200);
    expect((await a.post(`/api/payments/demo/subscriptions/${u.id}/renew`)).status).toBe(409);
    expect((await a.del(`/api/admin/users/${added.json.user.id}`)).status).toBe(204);
    // A balance of 0 on a one-time plan: the next page is refused.
    const { client: poor, user: p } = await signup();
    await a.put(`/api/admin/users/${p.id}/credits`, { credits: 0, reason: "test" });
    expect((await poor.post("/api/generations", { tool: "kids/simple", values: { subject: "a cat" } })).status).toBe(
      402,
    );
    expect((await (await admin()).post("/api/auth/login", ADMIN)).status).toBe(200);
  });

  it("checked an answer of each main route", () => {
    for (const answer of [
      "POST /api/auth/signup 201",
      "GET /api/auth/me 200",
      "GET /api/catalog 200",
      "POST /api/previews 200",
      "POST /api/generations 202",
      "GET /api/generations/{id} 200",
      "GET /api/generations 200",
      "PUT /api/generations/{id}/favourite 200",
      "POST /api/books 201",
      "GET /api/books/{id} 200",
      "PATCH /api/books/{id} 200",
      "GET /api/credits 200",
      "GET /api/admin/users 200",
      "GET /api/admin/settings 200",
      "POST /api/books/{id}/exports 409",
      "POST /api/auth/login 415",
      "POST /api/auth/login 413",
      "POST /api/previews 429",
      "GET /api/health 200",
      "POST /api/auth/verify-email/confirm 200",
      "GET /api/books/{id}/preflight 200",
      "POST /api/books/{id}/exports 202",
      "GET /api/exports/{id} 200",
      "POST /api/payments/demo/{sessionId}/complete 200",
      "POST /api/uploads 201",
      "POST /api/payments/demo/subscriptions/{userId}/renew 200",
    ])
      expect(checker.checked, answer).toContain(answer);
  });
});
