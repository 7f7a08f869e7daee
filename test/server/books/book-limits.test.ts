import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { estimatedFileBytes } from "../../../server/books/cost.js";
import { loadBookSpec } from "../../../server/books/load.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";

/**
 * Book and print work under attack, over a real socket (API.md, "Books" and "Page options,
 * quality and print"): bounded per book and per user, in turns between users, stopped when
 * nobody waits for it, refused when one file would draw too much, and never on the event loop.
 */
vi.setConfig({ testTimeout: 60_000 });
let t: TestApp;
let base: string;
let server: ReturnType<typeof serve>;
type Signed = Awaited<ReturnType<TestApp["signup"]>>;

beforeAll(async () => {
  // Real pages with ink: a book of white pages would fail the preflight's blank-page rule.
  t = await createTestApp({
    image: createSketchImageProvider({ threads: 1 }),
    env: { BOOK_CHECKS_PER_USER: "2", BOOK_EXPORTS_PER_USER: "2", BOOK_MAX_VECTOR_MB: "30", PRINTS_PER_USER: "2" },
  });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** A request over the socket as the user's browser sends it. */
function call(who: Signed, method: string, path: string, body?: unknown, signal?: AbortSignal) {
  return fetch(`${base}${path}`, {
    method,
    signal,
    headers: {
      cookie: who.client.cookie,
      ...(method === "GET" ? {} : { origin: ORIGIN }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A dense vector page of about `kb` KB: many long curved strokes, as a traced photo has (`seed`: another one). */
function bigSvg(kb: number, seed = 11): string {
  const paths: string[] = [];
  let s = seed;
  const r = (n: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return (s % (n * 100)) / 100;
  };
  let size = 0;
  while (size < kb * 1024) {
    let d = `M${r(2550)} ${r(3300)}`;
    for (let i = 0; i < 20; i++) d += ` C${r(2550)} ${r(3300)} ${r(2550)} ${r(3300)} ${r(2550)} ${r(3300)}`;
    const p = `<path d="${d}" fill="none" stroke="#000" stroke-width="3"/>`;
    paths.push(p);
    size += p.length;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2550 3300" width="2550" height="3300">${paths.join("")}</svg>`;
}

/** A finished page of `who` (of `tool`, in `app`) whose vector original is `svg`. */
async function page(
  who: Signed,
  svg?: string,
  {
    tool = "kids/alphabet",
    values = { subject: "Apple" } as Record<string, string>,
    app = t,
    seed = undefined as number | undefined,
  } = {},
): Promise<string> {
  const res = await who.client.post("/api/generations", { tool, values, seed });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await app.deps.generations.idle();
  const id = res.json.generation.id as string;
  if (svg) {
    const key = await app.deps.images.save(`${id}-vector`, svg, "svg");
    await app.db.updateTable("generations").set({ vector_path: key }).where("id", "=", id).execute();
  }
  return id;
}

async function book(who: Signed, pages: string[]): Promise<string> {
  const id = (await who.client.post("/api/books", { title: "Limits" })).json.book.id as string;
  expect((await who.client.patch(`/api/books/${id}`, { pages })).status).toBe(200);
  return id;
}

/** The book as an export reads it. */
async function specOf(id: string, app = t) {
  const row = await app.db.selectFrom("books").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return loadBookSpec(app.db, app.deps.images, app.deps.catalog(), row);
}

/** The file of an export of `kind`, made to the end. */
async function exported(who: Signed, id: string, kind: string, app = t): Promise<Buffer> {
  const res = await who.client.post(`/api/books/${id}/exports`, { kind });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await app.deps.books.exports.idle();
  const done = (await who.client.get(`/api/exports/${res.json.export.id}`)).json.export;
  expect(done.status, JSON.stringify(done.error)).toBe("succeeded");
  const file = await who.client.get(done.url);
  expect(file.status).toBe(200);
  return Buffer.from(await file.res.arrayBuffer());
}

describe("preflight and cover previews", () => {
  it("eight at once for one book make its files once; the unchanged book is answered from that result", async () => {
    const u = await t.signup();
    const id = await book(u, Array(3).fill(await page(u)));
    const make = vi.spyOn(t.deps.books.renderer, "make");
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => call(u, "GET", `/api/books/${id}/preflight`)));
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
      const bodies = await Promise.all(answers.map((r) => r.json()));
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
      expect(bodies[0].ok).toBe(true);
      expect(make.mock.calls.map((c) => c[0]).sort()).toEqual(["cover", "interior"]);
      // Unchanged: the same answer without making anything.
      const again = await call(u, "GET", `/api/books/${id}/preflight`);
      expect(await again.json()).toEqual(bodies[0]);
      expect(make).toHaveBeenCalledTimes(2);
      // Changed: checked afresh.
      expect((await u.client.patch(`/api/books/${id}`, { title: "Limits, second edition" })).status).toBe(200);
      expect((await call(u, "GET", `/api/books/${id}/preflight`)).status).toBe(200);
      expect(make).toHaveBeenCalledTimes(4);
      // Previews likewise: eight at once render the cover once.
      const previews = await Promise.all(
        Array.from({ length: 8 }, () => call(u, "GET", `/api/books/${id}/cover-preview.png`)),
      );
      expect(previews.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(make).toHaveBeenCalledTimes(5);
    } finally {
      make.mockRestore();
    }
  });

  it("a user's third book checked at once is refused with 429 and the contract's message", async () => {
    const u = await t.signup();
    const p = await page(u);
    const ids = [await book(u, [p]), await book(u, [p]), await book(u, [p])];
    const answers = await Promise.all(ids.map((id) => call(u, "GET", `/api/books/${id}/preflight`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((r) => r.status === 429) as Response;
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await refused.json()).error).toEqual({
      code: "too-many-requests",
      message:
        "You already have 2 book checks or cover previews in progress. Please wait for one to finish and try again.",
    });
    // Another user is not held back by this one's limit.
    const other = await t.signup();
    const theirs = await book(other, [await page(other)]);
    expect((await call(other, "GET", `/api/books/${theirs}/preflight`)).status).toBe(200);
  });

  it("a preflight whose only client hung up is stopped", async () => {
    const u = await t.signup();
    const id = await book(u, Array(40).fill(await page(u, bigSvg(100))));
    const hangUp = new AbortController();
    const pending = call(u, "GET", `/api/books/${id}/preflight`, undefined, hangUp.signal).catch((e) => e);
    await vi.waitFor(() => expect(t.deps.books.renderer.pending).toBeGreaterThan(0), { timeout: 5000 });
    hangUp.abort();
    expect(((await pending) as Error).name).toBe("AbortError");
    // Both files leave the line (the running one's thread is stopped) long before they would be done.
    await vi.waitFor(() => expect(t.deps.books.renderer.pending).toBe(0), { timeout: 2000, interval: 20 });
  });

  it("a book whose file would weigh more than the limit is refused with 409 book-too-large, every copy of a page counted", async () => {
    const u = await t.signup();
    const svg = bigSvg(400);
    // One page 200 times: PDFKit writes its art on every page, so the file holds it 200 times.
    const id = await book(u, Array(200).fill(await page(u, svg)));
    const mb = Math.ceil(estimatedFileBytes(await specOf(id), "interior") / 2 ** 20);
    // About 0.4 bytes of PDF a byte of SVG: some 33 MB for 78 MB of art.
    expect(mb).toBeGreaterThan(30);
    expect(mb).toBeLessThan((200 * svg.length) / 2 ** 20);
    const expected = {
      code: "book-too-large",
      message: `This book is too large to print: its file would be about ${mb} MB, and a book can be at most 30 MB. Remove some pages and try again.`,
    };
    const checked = await call(u, "GET", `/api/books/${id}/preflight`);
    expect(checked.status).toBe(409);
    expect((await checked.json()).error).toEqual(expected);
    const exported = await call(u, "POST", `/api/books/${id}/exports`, { kind: "interior" });
    expect(exported.status).toBe(409);
    expect((await exported.json()).error).toEqual(expected);
    expect(await t.db.selectFrom("book_exports").select("id").where("book_id", "=", id).execute()).toEqual([]);
  });
});

describe("the size limit follows the file's weight", () => {
  // A limit of 1 MB: books near it stay small enough to make in seconds.
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ image: createSketchImageProvider({ threads: 1 }), env: { BOOK_MAX_VECTOR_MB: "1" } });
  });
  afterAll(async () => {
    await s.close();
  });

  it("a page repeated past the old count of vector art is accepted when its file is under the limit", async () => {
    const u = await s.signup();
    const svg = bigSvg(100);
    const id = await book(u, Array(12).fill(await page(u, svg, { app: s })));
    // 1.2 MB of SVG drawn: the old count refused it at 1 MB.
    expect((12 * svg.length) / 2 ** 20).toBeGreaterThan(1);
    const file = await exported(u, id, "interior", s);
    expect(file.length).toBeLessThan(2 ** 20);
    expect(file.length).toBeGreaterThan(0.3 * 2 ** 20);
  });

  it("a book whose distinct art is over the limit is refused, naming its file's size", async () => {
    const u = await s.signup();
    const pages: string[] = [];
    for (let i = 0; i < 3; i++) pages.push(await page(u, bigSvg(900, 101 + i), { app: s }));
    const id = await book(u, pages);
    const estimate = estimatedFileBytes(await specOf(id, s), "interior");
    expect(estimate).toBeGreaterThan(2 ** 20);
    const error = {
      code: "book-too-large",
      message: `This book is too large to print: its file would be about ${Math.ceil(estimate / 2 ** 20)} MB, and a book can be at most 1 MB. Remove some pages and try again.`,
    };
    const checked = await u.client.get(`/api/books/${id}/preflight`);
    expect(checked.status).toBe(409);
    expect(checked.json.error).toEqual(error);
    for (const kind of ["interior", "printables"]) {
      const res = await u.client.post(`/api/books/${id}/exports`, { kind });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("book-too-large");
    }
    expect((await u.client.post(`/api/books/${id}/exports`, { kind: "interior" })).json.error).toEqual(error);
    // The cover draws none of these pages: it is made.
    expect((await u.client.post(`/api/books/${id}/exports`, { kind: "cover" })).status).toBe(202);
    await s.deps.books.exports.idle();
  });
});

describe("the estimate against the files made", () => {
  /**
   * A page of `tool` with every field it asks for filled, drawn from seed 1: the same pages on
   * every run. A pattern page's expanded tiles weigh 38–109 KB in the PDF over seeds 1–30 while
   * its estimate moves little (which of its shapes the tiles' edges cut decides it), so pages
   * drawn at random put this 10-page book's ratio anywhere from 0.85 to 1.33.
   */
  async function made(who: Signed, tool: string): Promise<string> {
    const fields = (t.deps.catalog().byId.get(tool)?.fields ?? []) as Array<{ name: string; required?: unknown }>;
    const values: Record<string, string> = {};
    for (const f of fields) if (f.required) values[f.name] = f.name === "text" ? "Hello Sam" : "dinosaur";
    return page(who, undefined, { tool, values, seed: 1 });
  }

  /** The estimate over the real file's bytes, made by the export's thread (without its read-back checks). */
  async function ratio(id: string, kind: "interior" | "printables") {
    const spec = await specOf(id);
    const { file } = await t.deps.books.renderer.make(kind, spec);
    return estimatedFileBytes(spec, kind) / file.byteLength;
  }

  it("is within 30 % of the interior and printables of real books", async () => {
    const u = await t.signup();
    await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", u.user.id).execute();
    // Drawings of the engine, one with a pattern fill (expanded into tiles when printed).
    const drawings = [];
    for (const tool of ["kids/alphabet", "kids/simple", "doodle/pattern", "cozy/room-corner", "doodle/bubble"])
      drawings.push(await made(u, tool));
    const sketchBook = await book(u, [...drawings, ...drawings]);
    // Puzzles with their Answers section.
    const puzzles = [];
    for (const tool of ["activities/maze", "activities/word-search"]) puzzles.push(await made(u, tool));
    const puzzleBook = await book(u, puzzles);
    // Dense traced-like art, distinct and repeated.
    const dense = [await page(u, bigSvg(300, 7)), await page(u, bigSvg(150, 8))];
    const denseBook = await book(u, [dense[0], dense[1], dense[0], dense[0]] as string[]);
    // Words in bubble letters among doodles: their outline, fill and shadow are one path three times.
    const lettering = await made(u, "doodle/bubble");
    const letteringBook = await book(u, [lettering, lettering]);
    const ratios = {
      lettering: await ratio(letteringBook, "interior"),
      sketch: await ratio(sketchBook, "interior"),
      sketchPrintables: await ratio(sketchBook, "printables"),
      puzzles: await ratio(puzzleBook, "interior"),
      dense: await ratio(denseBook, "interior"),
    };
    for (const [name, r] of Object.entries(ratios)) {
      expect(r, name).toBeGreaterThan(0.7);
      expect(r, name).toBeLessThan(1.3);
    }
  });
});

describe("exports", () => {
  it("at most two queued or running per user (429), served in turns between users", async () => {
    const heavy = await t.signup();
    const light = await t.signup();
    const big = await book(heavy, Array(10).fill(await page(heavy, bigSvg(60))));
    const small = await book(light, [await page(light)]);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => call(heavy, "POST", `/api/books/${big}/exports`, { kind: "interior" })),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([202, 202, 429, 429, 429]);
    const refused = (await (tries.find((r) => r.status === 429) as Response).json()).error;
    expect(refused).toEqual({
      code: "too-many-requests",
      message: "You already have 2 exports waiting or running. Please wait for one to finish before starting another.",
    });
    const mine = await call(light, "POST", `/api/books/${small}/exports`, { kind: "interior" });
    expect(mine.status).toBe(202);
    await t.deps.books.exports.idle();
    const rows = await t.db
      .selectFrom("book_exports")
      .select(["user_id", "status", "started_at"])
      .where("book_id", "in", [big, small])
      .orderBy("started_at")
      .execute();
    expect(rows.every((r) => r.status === "succeeded")).toBe(true);
    // The light user's one export ran second, not after all of the heavy user's.
    expect(rows.map((r) => r.user_id)).toEqual([heavy.user.id, light.user.id, heavy.user.id]);
    // Once they are done, the heavy user may export again.
    expect((await call(heavy, "POST", `/api/books/${big}/exports`, { kind: "cover" })).status).toBe(202);
    await t.deps.books.exports.idle();
  });

  it("deleting a book stops its running export", async () => {
    const u = await t.signup();
    const id = await book(u, Array(40).fill(await page(u, bigSvg(100))));
    const res = await call(u, "POST", `/api/books/${id}/exports`, { kind: "interior" });
    expect(res.status).toBe(202);
    await vi.waitFor(() => expect(t.deps.books.renderer.pending).toBe(1), { timeout: 5000 });
    expect((await call(u, "DELETE", `/api/books/${id}`)).status).toBe(204);
    // Some ten seconds of layout left: stopped at once instead.
    await vi.waitFor(() => expect(t.deps.books.renderer.pending).toBe(0), { timeout: 2000, interval: 20 });
    await t.deps.books.exports.idle();
  });
});

describe("print.pdf", () => {
  it("is made off the event loop, at most two at once per user (429 beyond)", async () => {
    const u = await t.signup();
    const id = await page(u, bigSvg(300));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => call(u, "GET", `/api/generations/${id}/print.pdf`)),
    );
    delay.disable();
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const ok = answers.find((r) => r.status === 200) as Response;
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await (answers.find((r) => r.status === 429) as Response).json()).error).toEqual({
      code: "too-many-requests",
      message: "You already have 2 printable PDFs being made. Please wait for them to finish and try again.",
    });
    // This dense 300 KB vector page is over a second of PDF work: on the event loop it would stall it that long.
    expect(delay.max / 1e6).toBeLessThan(300);
  });
});
