import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleBatchItem } from "../../../server/books/batch.js";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { nowIso } from "../../../server/ids.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// docs/api.md, "Books": an activity book in one batch (POST /api/books/:id/batch with `mix`,
// decision 067): a theme, a mix of activity kinds, a difficulty curve through the book.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Client = Awaited<ReturnType<TestApp["signup"]>>["client"];

const mix = [
  { tool: "activities/maze", count: 4 },
  { tool: "activities/word-search", count: 3 },
  { tool: "activities/sudoku", count: 2 },
];
const body = { mix, theme: "ocean" };
const cost = (tool: string) => t.deps.catalog().byId.get(tool)?.cost ?? 1;
const total = () => mix.reduce((sum, item) => sum + item.count * cost(item.tool), 0);

async function setCredits(userId: string, credits: number) {
  const res = await (await t.admin()).put(`/api/admin/users/${userId}/credits`, { credits, reason: "test" });
  expect(res.status).toBe(200);
}

const newBook = async (client: Client) =>
  (await client.post("/api/books", { title: "Ocean fun" })).json.book.id as string;
const generationIds = async (userId: string) =>
  (await t.db.selectFrom("generations").select("id").where("user_id", "=", userId).execute()).map((r) => r.id);
const pending = (bookId: string) =>
  t.db.selectFrom("book_batch_items").select("generation_id").where("book_id", "=", bookId).execute();

async function settled() {
  await t.deps.generations.idle();
  // A finished page joins its book in its own transaction after the job (slower on PostgreSQL):
  // wait until no page of a batch is still waiting to join.
  for (let i = 0; i < 100; i++) {
    const waiting = await t.db.selectFrom("book_batch_items").select("generation_id").execute();
    if (!waiting.length) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("an activity book in one batch", () => {
  it("makes each kind's pages, easy to hard through the book, kinds alternating, charged as the sum", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const before = (await u.client.get("/api/credits")).json;
    const res = await u.client.post(`/api/books/${id}/batch`, { ...body, confirm: true });
    expect(res.status).toBe(202);
    expect(res.json.generations).toHaveLength(9);
    expect(res.json.credits).toBe(before.credits - total());
    const history = (await u.client.get("/api/credits")).json.history;
    expect(history).toHaveLength(before.history.length + 1); // one debit for the whole book
    expect(history[0]).toMatchObject({ delta: -total() });
    expect(await ledgerSum(t.db, u.user.id)).toBe(res.json.credits);

    await settled();
    const book = (await u.client.get(`/api/books/${id}`)).json.book;
    const tools: string[] = book.pages.map((p: { tool: string }) => p.tool);
    expect(tools.filter((x) => x === "activities/maze")).toHaveLength(4);
    expect(tools.filter((x) => x === "activities/word-search")).toHaveLength(3);
    expect(tools.filter((x) => x === "activities/sudoku")).toHaveLength(2);
    // Each kind spread through the book (the j-th of c pages at (j + 1/2) / c), never 4 mazes first.
    expect(tools.map((x) => x.split("/")[1])).toEqual([
      "maze",
      "word-search",
      "sudoku",
      "maze",
      "word-search",
      "maze",
      "sudoku",
      "word-search",
      "maze",
    ]);

    // In book order, the generation rows' difficulty by thirds of the book; the theme on every page.
    const ids: string[] = book.pages.map((p: { generationId: string }) => p.generationId);
    expect(ids).toEqual(res.json.generations.map((g: { id: string }) => g.id));
    const rows = await t.db
      .selectFrom("generations")
      .select(["id", "values_json", "seed", "status"])
      .where("id", "in", ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const values = ids.map((g) => JSON.parse(byId.get(g)?.values_json ?? "{}"));
    expect(values.map((v) => v.difficulty)).toEqual([
      "easy",
      "easy",
      "easy",
      "medium",
      "medium",
      "medium",
      "hard",
      "hard",
      "hard",
    ]);
    expect(values.every((v) => v.theme === "ocean")).toBe(true);
    expect(rows.every((r) => r.status === "succeeded")).toBe(true);
    expect(new Set(rows.map((r) => r.seed)).size).toBe(9);
    // Every page its own puzzle.
    const pngs = await Promise.all(
      ids.map(async (g) => Buffer.from(await (await u.client.get(`/api/images/${g}`)).res.arrayBuffer())),
    );
    expect(new Set(pngs.map((b) => b.toString("base64"))).size).toBe(9);
  });

  it("keeps an item's own values: large print where the mix asks it, standard elsewhere", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const large = { print: "large" };
    const res = await u.client.post(`/api/books/${id}/batch`, {
      mix: [
        { tool: "activities/sudoku", count: 2, values: large },
        { tool: "activities/word-search", count: 1, values: large },
        { tool: "activities/maze", count: 1 },
        { tool: "activities/crossword", count: 1, values: large },
        { tool: "activities/cryptogram", count: 1, values: large },
        { tool: "activities/word-scramble", count: 1 },
      ],
      theme: "ocean",
      confirm: true,
    });
    expect(res.status).toBe(202);
    await settled();
    const ids: string[] = res.json.generations.map((g: { id: string }) => g.id);
    const rows = await t.db
      .selectFrom("generations")
      .select(["tool", "status", "values_json", "output_json"])
      .where("id", "in", ids)
      .execute();
    expect(rows).toHaveLength(7);
    const standard = new Set(["activities/maze", "activities/word-scramble"]);
    for (const r of rows) {
      expect(r.status, r.tool).toBe("succeeded");
      const print = standard.has(r.tool) ? "standard" : "large";
      expect(JSON.parse(r.values_json).print, r.tool).toBe(print);
      expect(JSON.parse(r.output_json ?? "{}").puzzle?.print, r.tool).toBe(print);
    }
  });

  it("quotes the sum before anything is made, on the book and for a book not made yet", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const before = (await u.client.get("/api/credits")).json;
    for (const path of [`/api/books/${id}/batch`, "/api/books/batch-quote"]) {
      const res = await u.client.post(path, body);
      expect(res.status, path).toBe(200);
      expect(res.json).toEqual({ cost: total(), credits: before.credits });
    }
    const after = (await u.client.get("/api/credits")).json;
    expect(after.credits).toBe(before.credits);
    expect(after.history).toHaveLength(before.history.length);
    expect(await generationIds(u.user.id)).toEqual([]);
    expect(await pending(id)).toEqual([]);
  });

  it("402 when the balance does not cover the whole book: nothing charged, nothing created", async () => {
    const u = await t.signup();
    await setCredits(u.user.id, total() - 1);
    const id = await newBook(u.client);
    const res = await u.client.post(`/api/books/${id}/batch`, { ...body, confirm: true });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe("insufficient-credits");
    expect((await u.client.get("/api/credits")).json.credits).toBe(total() - 1);
    expect(await generationIds(u.user.id)).toEqual([]);
    expect(await pending(id)).toEqual([]);
  });

  it("refuses before any charge: a tool that is no activity, a bad total, a mix and a tool, a missing theme", async () => {
    const u = await t.signup();
    const id = await newBook(u.client);
    const before = (await u.client.get("/api/credits")).json;
    const refused = async (sent: object, status: number, message: string, field?: string) => {
      for (const path of [`/api/books/${id}/batch`, "/api/books/batch-quote"]) {
        const res = await u.client.post(path, { ...sent, confirm: true });
        expect(res.status, `${path} ${JSON.stringify(sent)}`).toBe(status);
        expect(res.json.error.message).toBe(message);
        if (field) expect(res.json.error.fields?.[field]).toBe(message);
      }
    };
    const coloring = { tool: "kids/alphabet", count: 2 };
    await refused(
      { ...body, mix: [...mix, coloring] },
      400,
      "Alphabet Art is not a puzzle or activity: an activity book takes only those",
      "mix",
    );
    await refused({ ...body, mix: [{ tool: "activities/no-such", count: 2 }] }, 404, "This tool does not exist");
    await refused(
      { ...body, mix: [{ tool: "activities/maze", count: 0 }] },
      400,
      "Please choose between 1 and 50 pages",
      "mix",
    );
    await refused(
      { ...body, mix: [...mix, { tool: "activities/crossword", count: 42 }] },
      400,
      "Please choose between 1 and 50 pages",
      "mix",
    );
    await refused(
      { ...body, tool: "activities/maze", count: 2 },
      400,
      "Please choose one tool and a count, or a mix of activities, not both",
      "mix",
    );
    await refused({ mix }, 400, "Please enter a theme", "theme");
    // A kind that needs more than the theme says which and what.
    await refused(
      { ...body, mix: [{ tool: "activities/tracing", count: 2 }] },
      400,
      "Tracing: Please enter letters, numbers or words to trace",
      "mix",
    );
    expect((await u.client.get("/api/credits")).json.credits).toBe(before.credits);
    expect(await generationIds(u.user.id)).toEqual([]);
    expect(await pending(id)).toEqual([]);
  });

  it("a batch's pages join the book in the order asked for, whichever finishes first", async () => {
    const u = await t.signup();
    const first = await newBook(u.client);
    const res = await u.client.post(`/api/books/${first}/batch`, {
      mix: [{ tool: "activities/sudoku", count: 3 }],
      confirm: true,
    });
    expect(res.status).toBe(202);
    await settled();
    const ids: string[] = res.json.generations.map((g: { id: string }) => g.id);
    // The same pages pending in another book, the first still being made.
    const id = await newBook(u.client);
    const at = nowIso();
    await t.db
      .insertInto("book_batch_items")
      .values(ids.map((generation_id) => ({ generation_id, book_id: id, created_at: at })))
      .execute();
    await t.db
      .updateTable("generations")
      .set({ status: "running" })
      .where("id", "=", ids[0] as string)
      .execute();
    const pages = async () =>
      (await u.client.get(`/api/books/${id}`)).json.book.pages.map((p: { generationId: string }) => p.generationId);
    await settleBatchItem(t.db, { id: ids[2] as string, status: "succeeded" });
    await settleBatchItem(t.db, { id: ids[1] as string, status: "succeeded" });
    expect(await pages()).toEqual([]);
    await t.db
      .updateTable("generations")
      .set({ status: "succeeded" })
      .where("id", "=", ids[0] as string)
      .execute();
    await settleBatchItem(t.db, { id: ids[0] as string, status: "succeeded" });
    expect(await pages()).toEqual(ids);
    expect(await pending(id)).toEqual([]);
  });
});
