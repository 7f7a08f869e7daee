import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { recoverBatchItems, settleBatchItem } from "../../server/books/batch.js";
import { appendPage } from "../../server/books/service.js";
import { nowIso } from "../../server/ids.js";
import { createTestApp, type TestApp } from "../helpers/app.js";

/**
 * Books on two server processes sharing one PostgreSQL database (API.md, "Books"): batch pages
 * appended as they succeed, and the per-user cap on exports.
 */
let apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
});

async function twoServers() {
  const redisPrefix = `book-${randomBytes(6).toString("hex")}`;
  const a = await createTestApp({ shared: true, redisPrefix });
  const b = await createTestApp({ shared: true, redisPrefix, databaseUrl: a.config.DATABASE_URL });
  apps.push(a, b);
  return [a, b] as const;
}

const tool = "kids/alphabet";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await sleep(50);
  }
}

const positions = async (t: TestApp, bookId: string) =>
  (
    await t.db.selectFrom("book_pages").select("position").where("book_id", "=", bookId).orderBy("position").execute()
  ).map((r) => r.position);

describe("batch pages on several processes", () => {
  it("batches started on both servers: every paid page is in the book, positions dense", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const onB = b.client();
    onB.cookie = u.client.cookie;
    const id = (await u.client.post("/api/books", { title: "Two processes" })).json.book.id as string;
    const values = { subject: "Dinosaur" };
    const started = await Promise.all([
      u.client.post(`/api/books/${id}/batch`, { tool, values, count: 20, confirm: true }),
      onB.post(`/api/books/${id}/batch`, { tool, values, count: 20, confirm: true }),
    ]);
    expect(started.map((r) => r.status)).toEqual([202, 202]);
    const book = await until(
      () => u.client.get(`/api/books/${id}`),
      (r) => r.json.book.pages.length >= 40,
    );
    expect(book.json.book.pages).toHaveLength(40);
    expect(await positions(a, id)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("appends from two connections at once each take their own position", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const id = (await u.client.post("/api/books", { title: "Appends" })).json.book.id as string;
    const res = await u.client.post(`/api/books/${id}/batch`, {
      tool,
      values: { subject: "Cat" },
      count: 4,
      confirm: true,
    });
    const pages = res.json.generations.map((g: { id: string }) => g.id) as string[];
    await until(
      () => positions(a, id),
      (p) => p.length === 4,
    );
    // The same four pages appended again, 32 times from two pools at once (a page may repeat in a book).
    await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        (i % 2 ? a : b).db.transaction().execute((trx) => appendPage(trx, id, pages[i % 4] as string)),
      ),
    );
    expect(await positions(a, id)).toEqual(Array.from({ length: 36 }, (_, i) => i));
  });

  it("a page settled by both processes at once (a sweep and its own process) is appended once", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const id = (await u.client.post("/api/books", { title: "Once" })).json.book.id as string;
    const res = await u.client.post(`/api/books/${id}/batch`, {
      tool,
      values: { subject: "Owl" },
      count: 3,
      confirm: true,
    });
    const pages = res.json.generations.map((g: { id: string }) => g.id) as string[];
    await until(
      () => positions(a, id),
      (p) => p.length === 3,
    );
    // Pending again, as if both processes had been told the pages finished.
    await a.db
      .insertInto("book_batch_items")
      .values(pages.map((generation_id) => ({ generation_id, book_id: id, created_at: nowIso() })))
      .execute();
    await Promise.all([
      ...pages.map((p) => settleBatchItem(a.db, { id: p, status: "succeeded" })),
      ...pages.map((p) => settleBatchItem(b.db, { id: p, status: "succeeded" })),
      recoverBatchItems(b.db),
    ]);
    expect(await positions(a, id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await a.db.selectFrom("book_batch_items").select("generation_id").execute()).toEqual([]);
  });
});

describe("exports on several processes", () => {
  it("a user's queued and running exports are capped across both servers", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const onB = b.client();
    onB.cookie = u.client.cookie;
    const id = (await u.client.post("/api/books", { title: "Capped" })).json.book.id as string;
    const res = await u.client.post(`/api/books/${id}/batch`, {
      tool,
      values: { subject: "Fox" },
      count: 1,
      confirm: true,
    });
    await until(
      () => positions(a, id),
      (p) => p.length === 1,
    );
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? u.client : onB).post(`/api/books/${id}/exports`, { kind: "cover" })),
    );
    expect(res.status).toBe(202);
    expect(tries.map((r) => r.status).sort()).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    expect(tries.find((r) => r.status === 429)?.json.error.message).toBe(
      "You already have 3 exports waiting or running. Please wait for one to finish before starting another.",
    );
    await Promise.all([a.deps.books.exports.idle(), b.deps.books.exports.idle()]);
  });
});
