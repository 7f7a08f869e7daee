import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { answerChecker } from "../../helpers/answer-check.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// GET /api/books/:id/exports: a book's exports, newest first, as GET /api/exports/:id gives each,
// so the book screen still shows its files after a reload. Every answer is checked against the
// OpenAPI document the server serves.
let t: TestApp;
let checker: ReturnType<typeof answerChecker>;
type Client = ReturnType<TestApp["client"]>;
let owner: Client;
let ownerId: string;
let page: string;

async function bookWithPage(title: string) {
  const created = await owner.post("/api/books", { title, author: "Jane Doe" });
  expect(created.status).toBe(201);
  const patched = await owner.patch(`/api/books/${created.json.book.id}`, { pages: [page] });
  expect(patched.status).toBe(200);
  return patched.json.book.id as string;
}

async function exportOf(bookId: string, kind: string) {
  const res = await owner.post(`/api/books/${bookId}/exports`, { kind });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.books.exports.idle();
  return res.json.export.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  checker = answerChecker((await t.client().get("/api/openapi.json")).json);
  const signed = await t.signup();
  owner = checker.wrap(signed.client);
  ownerId = signed.user.id;
  const made = await owner.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
  expect(made.status).toBe(202);
  await t.deps.generations.idle();
  page = made.json.generation.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  expect(checker.drain()).toEqual([]);
});

describe("GET /api/books/:id/exports", () => {
  it("lists a book's exports newest first, each as GET /api/exports/:id answers it", async () => {
    const bookId = await bookWithPage("Apples");
    const empty = await owner.get(`/api/books/${bookId}/exports`);
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ exports: [] });

    const interior = await exportOf(bookId, "interior");
    const printables = await exportOf(bookId, "printables");
    const again = await exportOf(bookId, "interior");
    // Another book's export is not this book's.
    const elsewhere = await exportOf(await bookWithPage("Pears"), "cover");

    const res = await owner.get(`/api/books/${bookId}/exports`);
    expect(res.status).toBe(200);
    const listed = res.json.exports as Array<{ id: string; kind: string; status: string; url?: string }>;
    expect(listed.map((e) => [e.id, e.kind])).toEqual([
      [again, "interior"],
      [printables, "printables"],
      [interior, "interior"],
    ]);
    expect(listed.map((e) => e.id)).not.toContain(elsewhere);
    for (const e of listed) {
      expect(e).toMatchObject({ bookId, status: "succeeded", progress: 1, url: `/api/exports/${e.id}/file` });
      expect(e).toEqual((await owner.get(`/api/exports/${e.id}`)).json.export);
    }
    // The listed url is the file.
    const file = await owner.get(listed[1]?.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(checker.checked).toContain("GET /api/books/{id}/exports 200");
  }, 120_000);

  it("lists a failed export with its error and no file", async () => {
    const bookId = await bookWithPage("Broken");
    await t.db
      .insertInto("book_exports")
      .values({
        id: "failed-export",
        book_id: bookId,
        user_id: ownerId,
        kind: "cover",
        status: "failed",
        progress: 0.3,
        file_path: null,
        error_code: "internal",
        error_message: "The export failed. Please try again.",
        created_at: new Date().toISOString(),
        started_at: new Date().toISOString(),
        finished_at: new Date().toISOString(),
      })
      .execute();
    const listed = (await owner.get(`/api/books/${bookId}/exports`)).json.exports;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: "failed-export",
      kind: "cover",
      status: "failed",
      error: { code: "internal", message: "The export failed. Please try again." },
    });
    expect(listed[0]).not.toHaveProperty("url");
  });

  it("answers 404 to anyone but the owner and the administrator, 401 signed out, and 404 once the book is deleted", async () => {
    const bookId = await bookWithPage("Private");
    const id = await exportOf(bookId, "cover");
    const stranger = checker.wrap((await t.signup()).client);
    const refused = await stranger.get(`/api/books/${bookId}/exports`);
    expect(refused.status).toBe(404);
    // The same 404 as the book itself: nothing tells a stranger the book exists.
    expect(refused.json).toEqual((await stranger.get(`/api/books/${bookId}`)).json);
    expect(refused.json.error.code).toBe("not-found");
    expect((await stranger.get("/api/books/no-such-book/exports")).json).toEqual(refused.json);

    const admin = checker.wrap(await t.admin());
    const seen = await admin.get(`/api/books/${bookId}/exports`);
    expect(seen.status).toBe(200);
    expect(seen.json.exports.map((e: { id: string }) => e.id)).toEqual([id]);

    expect((await checker.wrap(t.client()).get(`/api/books/${bookId}/exports`)).status).toBe(401);

    expect((await owner.del(`/api/books/${bookId}`)).status).toBe(204);
    expect((await owner.get(`/api/books/${bookId}/exports`)).status).toBe(404);
  }, 60_000);
});
