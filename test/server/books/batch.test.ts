import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// docs/api.md, "Books": POST /api/books/:id/batch — quoted, then charged at once, all or nothing.
let t: TestApp;
const tool = "kids/alphabet";
const values = { subject: "Dinosaur" };

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => {
  await t.close();
});

async function setCredits(userId: string, credits: number) {
  const admin = await t.admin();
  const res = await admin.put(`/api/admin/users/${userId}/credits`, { credits, reason: "test" });
  expect(res.status).toBe(200);
}

async function newBook(client: Awaited<ReturnType<TestApp["signup"]>>["client"]) {
  return (await client.post("/api/books", { title: "Batch" })).json.book.id as string;
}

const cost = () => t.deps.catalog().byId.get(tool)?.cost ?? 1;

describe("POST /api/books/:id/batch", () => {
  it("without confirm: the cost and the balance, nothing charged", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const before = (await u.client.get("/api/credits")).json;
    const res = await u.client.post(`/api/books/${id}/batch`, { tool, values, count: 20 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ cost: 20 * cost(), credits: before.credits });
    const after = (await u.client.get("/api/credits")).json;
    expect(after.credits).toBe(before.credits);
    expect(after.history).toHaveLength(before.history.length);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", u.user.id).execute()).toEqual([]);
  });

  it("POST /api/books/batch-quote: the same cost for a book not made yet, and nothing is created", async () => {
    const u = await t.signup();
    const before = (await u.client.get("/api/credits")).json;
    const res = await u.client.post("/api/books/batch-quote", { tool, values, count: 12 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ cost: 12 * cost(), credits: before.credits });
    expect(await t.db.selectFrom("books").select("id").where("user_id", "=", u.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", u.user.id).execute()).toEqual([]);
    const bad = await u.client.post("/api/books/batch-quote", { tool, values, count: 51 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe("Please choose between 1 and 50 pages");
    expect((await u.client.post("/api/books/batch-quote", { tool: "no/such", values, count: 2 })).status).toBe(404);
    expect((await t.client().post("/api/books/batch-quote", { tool, values, count: 2 })).status).toBe(401);
  });

  it("checks count, tool and values before anything", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    for (const count of [0, 51, 2.5, "3"]) {
      const res = await u.client.post(`/api/books/${id}/batch`, { tool, values, count, confirm: true });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe("Please choose between 1 and 50 pages");
    }
    expect(
      (await u.client.post(`/api/books/${id}/batch`, { tool: "kids/cover-monster", values: {}, count: 2 })).status,
    ).toBe(400);
    expect((await u.client.post(`/api/books/${id}/batch`, { tool: "no/such", values, count: 2 })).status).toBe(404);
    expect((await u.client.post(`/api/books/${id}/batch`, { tool, values: {}, count: 2 })).status).toBe(400);
    const stranger = await t.signup();
    expect((await stranger.client.post(`/api/books/${id}/batch`, { tool, values, count: 2 })).status).toBe(404);
    expect((await t.client().post(`/api/books/${id}/batch`, { tool, values, count: 2 })).status).toBe(401);
  });

  it("with confirm: 202, count x cost taken at once, each page its own seed, appended as it succeeds", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const before = (await u.client.get("/api/credits")).json;
    const res = await u.client.post(`/api/books/${id}/batch`, { tool, values, count: 3, confirm: true });
    expect(res.status).toBe(202);
    expect(res.json.credits).toBe(before.credits - 3 * cost());
    expect(res.json.generations).toHaveLength(3);
    const history = (await u.client.get("/api/credits")).json.history;
    expect(history).toHaveLength(before.history.length + 1); // one ledger row for the whole batch
    expect(history[0]).toMatchObject({ delta: -3 * cost() });
    await t.deps.generations.idle();
    await new Promise((r) => setTimeout(r, 50));
    const book = (await u.client.get(`/api/books/${id}`)).json.book;
    const ids = res.json.generations.map((g: { id: string }) => g.id);
    expect(book.pages.map((p: { generationId: string }) => p.generationId).sort()).toEqual([...ids].sort());
    const rows = await t.db
      .selectFrom("generations")
      .select(["seed", "values_json", "status"])
      .where("id", "in", ids)
      .execute();
    expect(new Set(rows.map((r) => r.seed)).size).toBe(3);
    expect(rows.every((r) => r.status === "succeeded" && JSON.parse(r.values_json).subject === "Dinosaur")).toBe(true);
    // Each its own picture (how much the composition varies: variation.test.ts).
    const pngs = await Promise.all(
      ids.map(async (g: string) => Buffer.from(await (await u.client.get(`/api/images/${g}`)).res.arrayBuffer())),
    );
    expect(new Set(pngs.map((b) => b.toString("base64"))).size).toBe(3);
    expect(await ledgerSum(t.db, u.user.id)).toBe(res.json.credits);
  });

  it("a stand-in is refused before any charge unless the batch accepts it, as on POST /api/generations", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const before = (await u.client.get("/api/credits")).json;
    const axolotl = { tool: "kids/simple", values: { subject: "an axolotl" }, count: 2 };
    for (const path of [`/api/books/${id}/batch`, "/api/books/batch-quote"]) {
      const res = await u.client.post(path, { ...axolotl, confirm: true });
      expect(res.status, path).toBe(400);
      expect(res.json.error.code).toBe("unknown-subject");
      expect(res.json.error.message).toContain("it would draw a frog instead");
    }
    expect((await u.client.get("/api/credits")).json.credits).toBe(before.credits);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", u.user.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom("book_batch_items").select("generation_id").where("book_id", "=", id).execute(),
    ).toEqual([]);

    const quote = await u.client.post(`/api/books/${id}/batch`, { ...axolotl, acceptStandIns: true });
    expect(quote.status).toBe(200);
    const res = await u.client.post(`/api/books/${id}/batch`, { ...axolotl, acceptStandIns: true, confirm: true });
    expect(res.status).toBe(202);
    const simpleCost = t.deps.catalog().byId.get("kids/simple")?.cost ?? 1;
    expect(res.json.credits).toBe(before.credits - 2 * simpleCost);
    await t.deps.generations.idle();
    await new Promise((r) => setTimeout(r, 50));
    const book = (await u.client.get(`/api/books/${id}`)).json.book;
    expect(book.pages).toHaveLength(2);
    const g = (await u.client.get(`/api/generations/${res.json.generations[0].id}`)).json.generation;
    expect(g.output.understood).toContainEqual({ word: "axolotl", drawnAs: "frog", exact: false, standIn: true });
  });

  it("402 when the balance does not cover the whole batch: nothing charged, nothing created", async () => {
    const u = await t.signup();
    await setCredits(u.user.id, 2 * cost());
    const id = await newBook(u.client);
    const res = await u.client.post(`/api/books/${id}/batch`, { tool, values, count: 3, confirm: true });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe("insufficient-credits");
    expect((await u.client.get("/api/credits")).json.credits).toBe(2 * cost());
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", u.user.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom("book_batch_items").select("generation_id").where("book_id", "=", id).execute(),
    ).toEqual([]);
  });

  it("all or nothing under concurrency: the ledger sums to the balance and only paid pages exist", async () => {
    const u = await t.signup();
    await setCredits(u.user.id, 10 * cost());
    const id = await newBook(u.client);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        u.client.post(`/api/books/${id}/batch`, { tool, values, count: 3, confirm: true }),
      ),
    );
    const ok = results.filter((r) => r.status === 202);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(3);
    const balance = (await u.client.get("/api/credits")).json.credits;
    expect(balance).toBe(1 * cost());
    expect(await ledgerSum(t.db, u.user.id)).toBe(balance);
    const made = await t.db.selectFrom("generations").select("id").where("user_id", "=", u.user.id).execute();
    expect(made).toHaveLength(9);
    await t.deps.generations.idle();
    await new Promise((r) => setTimeout(r, 50));
    const book = (await u.client.get(`/api/books/${id}`)).json.book;
    expect(book.pages).toHaveLength(9);
  });
});
