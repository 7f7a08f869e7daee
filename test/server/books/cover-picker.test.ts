import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverArtList } from "../../../engine/api/books.js";
import { coverLayout, MIN_DPI, type Trim } from "../../../engine/books/kdp.js";
import { loadBookSpec } from "../../../server/books/load.js";
import { coverArtCheck } from "../../../server/books/preflight.js";
import { rasterCoverPx } from "../../../server/covers/art.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { modelCopy } from "../../helpers/book-flow.js";

// Issue 47 item 8: the cover picker never offers art the export would refuse. GET
// /api/books/:id/cover-art lists the caller's finished covers, each judged for the book as it is
// now exactly as the preflight's cover-art check judges the chosen cover (docs/api.md, "Books").
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["signup"]>>;
let owner: Signed;
let other: Signed;
let page: string;
let vectorCover: string;
let rasterCover: string;

interface Judged {
  generation: { id: string };
  fits: boolean;
  vector: boolean;
  width: number;
  height: number;
  neededPx: number | null;
}

async function generate(who: Signed, tool: string, values: Record<string, unknown>) {
  const res = await who.client.post("/api/generations", { tool, values });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.generations.idle();
  return res.json.generation.id as string;
}

async function makeBook(trim: Trim, template: string | null, coverId: string | null = null) {
  const created = await owner.client.post("/api/books", { title: "Yeti Dance", author: "Ana Lee", trim });
  expect(created.status).toBe(201);
  const res = await owner.client.patch(`/api/books/${created.json.book.id}`, {
    pages: [page],
    coverGenerationId: coverId,
    cover: template ? { template } : null,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.book as { id: string; interiorPageCount: number };
}

/** Every page of the picker's list, checked against the answer's schema. */
async function pickerCovers(bookId: string, who: Signed = owner) {
  const covers: Judged[] = [];
  let cursor: string | null = null;
  let answer: any;
  do {
    const res = await who.client.get(`/api/books/${bookId}/cover-art${cursor ? `?cursor=${cursor}` : ""}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(coverArtList.safeParse(res.json).error).toBeUndefined();
    answer = res.json;
    covers.push(...answer.covers);
    cursor = answer.nextCursor;
  } while (cursor);
  return { ...answer, covers };
}

const judged = (covers: Judged[], id: string) => covers.find((c) => c.generation.id === id) as Judged;

/** The preflight's own check of `bookId` with `coverId` chosen, read from the book as the export reads it. */
async function preflightCoverArt(bookId: string) {
  const row = await t.db.selectFrom("books").selectAll().where("id", "=", bookId).executeTakeFirstOrThrow();
  return coverArtCheck(await loadBookSpec(t.db, t.deps.images, t.deps.catalog(), row));
}

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  other = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", owner.user.id).execute();
  page = await generate(owner, "kids/monster-fun", { monster: "furry yeti", activity: "dancing" });
  vectorCover = await generate(owner, "kids/cover-monster", {
    monster: "furry yeti",
    activity: "dancing",
    colorTheme: "candy",
    mood: "goofy",
  });
  // A model's cover: its stored 1024 px picture and no vector original to draw again.
  rasterCover = await modelCopy(t, vectorCover);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("GET /api/books/:id/cover-art", () => {
  it("lists a 1024 px picture with no vector original as too small for an 8x10 design, and the built-in cover as fitting", async () => {
    const book = await makeBook("8x10", "frame");
    const answer = await pickerCovers(book.id);
    expect(answer.trim).toBe("8x10");
    expect(answer.design).toEqual({ template: "frame", name: "Decorative frame" });
    // Covers only, newest first: the line-art page is not offered.
    expect(answer.covers.map((c: Judged) => c.generation.id)).toEqual([rasterCover, vectorCover]);
    const layout = coverLayout("8x10", "white", book.interiorPageCount);
    expect(judged(answer.covers, rasterCover)).toMatchObject({
      fits: false,
      vector: false,
      width: 1024,
      height: 1024,
      // The frame design fits the picture across the front with its bleed: 300 DPI over 8.125 in.
      neededPx: Math.ceil(8.125 * MIN_DPI),
    });
    expect(judged(answer.covers, rasterCover).neededPx).toBe(rasterCoverPx("frame", layout, 1));
    expect(judged(answer.covers, vectorCover)).toMatchObject({ fits: true, vector: true, neededPx: null });
  });

  it("lists every picture as fitting the plain cover", async () => {
    const book = await makeBook("8x10", null);
    const answer = await pickerCovers(book.id);
    expect(answer.design).toBeNull();
    expect(judged(answer.covers, rasterCover)).toMatchObject({ fits: true, neededPx: null, width: 1024 });
    expect(judged(answer.covers, vectorCover)).toMatchObject({ fits: true, neededPx: null });
  });

  it("judges the book as it is now: a changed design or trim changes the answer", async () => {
    const book = await makeBook("8x10", "frame");
    expect(judged((await pickerCovers(book.id)).covers, rasterCover).fits).toBe(false);
    await owner.client.patch(`/api/books/${book.id}`, { cover: null });
    expect(judged((await pickerCovers(book.id)).covers, rasterCover).fits).toBe(true);
    await owner.client.patch(`/api/books/${book.id}`, { cover: { template: "hero" }, trim: "5x8" });
    const answer = await pickerCovers(book.id);
    expect(answer.trim).toBe("5x8");
    expect(answer.design).toEqual({ template: "hero", name: "Hero page" });
    const layout = coverLayout("5x8", "white", book.interiorPageCount);
    expect(judged(answer.covers, rasterCover).neededPx).toBe(rasterCoverPx("hero", layout, 1));
  });

  it("agrees with the preflight's cover-art check for every design, trim and cover", async () => {
    for (const trim of ["8x10", "5x8", "8.5x11"] as Trim[])
      for (const template of [null, "hero", "collage", "before-after", "frame", "kids"])
        for (const cover of [rasterCover, vectorCover]) {
          const book = await makeBook(trim, template, cover);
          const offered = judged((await pickerCovers(book.id)).covers, cover);
          const check = await preflightCoverArt(book.id);
          const where = `${trim} ${template ?? "plain"} ${cover === rasterCover ? "raster" : "vector"}`;
          expect(check.status === "fail", where).toBe(!offered.fits);
          if (!offered.fits) expect(check.detail, where).toContain(`needs ${offered.neededPx} px across`);
        }
  }, 120_000);

  it("agrees with GET /api/books/:id/preflight for the chosen cover", async () => {
    for (const cover of [rasterCover, vectorCover]) {
      const book = await makeBook("8x10", "frame", cover);
      const offered = judged((await pickerCovers(book.id)).covers, cover);
      const preflight = await owner.client.get(`/api/books/${book.id}/preflight`);
      expect(preflight.status).toBe(200);
      const art = preflight.json.checks.find((c: { id: string }) => c.id === "cover-art");
      expect(art.status).toBe(offered.fits ? "pass" : "fail");
    }
  }, 120_000);

  it("pages the covers as GET /api/generations does: newest first, each once", async () => {
    const who = await t.signup();
    const row = await t.db
      .selectFrom("generations")
      .selectAll()
      .where("id", "=", rasterCover)
      .executeTakeFirstOrThrow();
    const pageRow = await t.db.selectFrom("generations").selectAll().where("id", "=", page).executeTakeFirstOrThrow();
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      const cover = i % 3 !== 0;
      const id = `paged-${String(i).padStart(2, "0")}`;
      if (cover) ids.unshift(id);
      await t.db
        .insertInto("generations")
        .values({
          ...(cover ? row : pageRow),
          id,
          user_id: who.user.id,
          created_at: new Date(base + i * 1000).toISOString(),
        })
        .execute();
    }
    const created = await who.client.post("/api/books", { title: "Paged", trim: "8x10" });
    const first = await who.client.get(`/api/books/${created.json.book.id}/cover-art`);
    expect(first.status).toBe(200);
    expect(first.json.covers.length).toBeGreaterThanOrEqual(20);
    expect(first.json.nextCursor).not.toBeNull();
    const all = await pickerCovers(created.json.book.id, who);
    expect(all.covers.map((c: Judged) => c.generation.id)).toEqual(ids);
  });

  it("answers 404 for another user's book (an administrator's too) and for no book, 401 signed out", async () => {
    const book = await makeBook("8x10", "frame");
    for (const res of [
      await other.client.get(`/api/books/${book.id}/cover-art`),
      await (await t.admin()).get(`/api/books/${book.id}/cover-art`),
      await owner.client.get("/api/books/nope/cover-art"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: "not-found", message: "This book does not exist" });
    }
    expect((await t.client().get(`/api/books/${book.id}/cover-art`)).status).toBe(401);
  });
});
