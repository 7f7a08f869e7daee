import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverSize } from "../../../engine/books/kdp.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { exportedFile, generated } from "../../helpers/book-flow.js";
import { pdfInfo } from "../../helpers/pdf.js";

// Issue 47, items 1, 10 and 6: a puzzle book with its Answers section gets a designed cover as
// wide as its interior is thick (and the cover check passes it), prints the page numbers its keys
// name, and says on its back and copyright page what it holds.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;

const pageText = (pdf: Buffer, page: number) =>
  execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-layout", "-", "-"], { input: pdf }).toString();

let mazes: string[];
let bookId: string;
let interiorPdf: Promise<Buffer> | undefined;
/** The book's interior, exported once for the tests that read it. */
const interiorOnce = () => {
  interiorPdf ??= exportedFile(t, owner, bookId, "interior");
  return interiorPdf;
};
let book: Record<string, unknown> & { interiorPageCount: number; pageNumbers: boolean };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", owner.user.id).execute();
  mazes = [];
  for (let i = 0; i < 3; i++)
    mazes.push(await generated(t, owner, "activities/maze", { theme: "cat", difficulty: "easy" }));
  const created = await owner.client.post("/api/books", {
    title: "Puzzle Fun No Answers",
    author: "Ana Lee",
    blankBacks: false,
    frontMatter: { titlePage: true, copyrightPage: true },
  });
  bookId = created.json.book.id;
  // 2 front-matter pages, 48 mazes (pages 3-50), then 48 pages of answers, one key a page (pages 51-98).
  const pages = [...Array(48).keys()].map((i) => mazes[i % mazes.length] as string);
  const res = await owner.client.patch(`/api/books/${bookId}`, { pages, cover: { template: "frame" } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  book = res.json.book;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("a book of 48 mazes with its Answers section", () => {
  it("counts its answers pages and prints page numbers (the default is off, the keys need them)", () => {
    expect(book.answers).toBe(true);
    expect(book.interiorPageCount).toBe(98);
    expect(book.pageNumbers).toBe(true);
  });

  it("gets a designed cover as wide as KDP's formula for the interior's real page count, which the cover check passes", async () => {
    const interior = await interiorOnce();
    const printed = pdfInfo(interior).pages;
    expect(printed).toBe(98);
    const cover = await exportedFile(t, owner, bookId, "cover");
    const want = coverSize("8.5x11", "white", printed);
    const got = pdfInfo(cover);
    expect(got.width / 72).toBeCloseTo(want.width, 2);
    expect(got.height / 72).toBeCloseTo(want.height, 2);
    // The preview draws its folds for the same count: the book's own figures agree.
    expect((book.coverSizeIn as { width: number }).width).toBeCloseTo(want.width, 4);
    const preflight = (await owner.client.get(`/api/books/${bookId}/preflight`)).json;
    const size = preflight.checks.find((c: { id: string }) => c.id === "cover-size");
    expect(size).toMatchObject({ status: "pass" });
    expect(size.detail).toContain("98 pages");
  }, 300_000);

  it("prints on each puzzle's page the number its answer key names", async () => {
    const interior = await interiorOnce();
    const named: number[] = [];
    for (let p = 51; p <= 98; p++) {
      const text = pageText(interior, p);
      expect(text).toContain("Answers");
      for (const m of text.matchAll(/Page (\d+)\b/g)) named.push(Number(m[1]));
    }
    // One key per maze, each naming a page of the mazes.
    expect(named).toHaveLength(48);
    expect(new Set(named).size).toBe(48);
    for (const n of [named[0], named[24], named[47]] as number[]) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(50);
      // The page the key names carries that number, on a line of its own at its foot.
      const lines = pageText(interior, n)
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
      expect(lines.at(-1)).toBe(String(n));
    }
  }, 300_000);

  it("says on its back and copyright page what it holds: mazes, with the answers", async () => {
    const back = (await owner.client.get(`/api/books/${bookId}/back-text?seed=3`)).json.backText as string;
    expect(back).toContain("48 mazes");
    expect(back).toContain("The answers are at the back of the book.");
    // The title is written whole (once); nothing else comes from it.
    expect(back.split("Puzzle Fun No Answers").length).toBeLessThanOrEqual(2);
    expect(back.replace("Puzzle Fun No Answers", "")).not.toMatch(/coloring pages|pictures to color|fun|no answers/i);
    const interior = await interiorOnce();
    const copyright = pageText(interior, 2).replace(/\s+/g, " ");
    expect(copyright).toContain("This book holds 48 mazes. The answers are at the back of the book.");
    expect(copyright).toContain("may copy the puzzles in this book");
    expect(copyright).not.toMatch(/coloring/i);
  }, 300_000);
});

describe("a book with its answers turned off", () => {
  it("prints no page numbers (the default), and its back text counts each kind without answers", async () => {
    const picture = await generated(t, owner, "kids/alphabet", { subject: "Apple" });
    const created = await owner.client.post("/api/books", { title: "A4 Friends", blankBacks: false, answers: false });
    const id = created.json.book.id;
    const res = await owner.client.patch(`/api/books/${id}`, { pages: [mazes[0], mazes[1], picture] });
    expect(res.json.book.pageNumbers).toBe(false);
    const interior = await exportedFile(t, owner, id, "interior");
    expect(pageText(interior, 1)).not.toMatch(/^\s*1\s*$/m);
    const back = (await owner.client.get(`/api/books/${id}/back-text?seed=1`)).json.backText as string;
    expect(back).toContain("2 mazes and 1 coloring page");
    expect(back).toMatch(/who loves? puzzles and coloring: use a pencil for the puzzles/);
    expect(back.replace("A4 Friends", "")).not.toMatch(/friends|a4/i);
    expect(back).not.toMatch(/answers/i);
  }, 120_000);
});
