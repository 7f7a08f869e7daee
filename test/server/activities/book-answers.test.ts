import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { pdfInfo } from "../../helpers/pdf.js";

// Issue: in a book, an Answers section at the end (one key a page, decision 074, each labelled
// with its puzzle's page number), counted in the page count, switchable off (book.answers, default true).
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;

async function generate(tool: string, values: Record<string, unknown>) {
  const res = await owner.client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  return res.json.generation.id as string;
}

async function exportInterior(bookId: string) {
  const res = await owner.client.post(`/api/books/${bookId}/exports`, { kind: "interior" });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.books.exports.idle();
  const done = (await owner.client.get(`/api/exports/${res.json.export.id}`)).json.export;
  expect(done.status, JSON.stringify(done.error)).toBe("succeeded");
  return Buffer.from(await (await owner.client.get(done.url)).res.arrayBuffer());
}

const text = (pdf: Buffer, page: number) =>
  execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-layout", "-", "-"], { input: pdf }).toString();

let mazes: string[];
let picture: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", owner.user.id).execute();
  mazes = [];
  for (let i = 0; i < 5; i++) mazes.push(await generate("activities/maze", { theme: "cat", difficulty: "easy" }));
  picture = await generate("kids/simple", { subject: "apple" });
});
afterAll(async () => {
  await t.close();
});

describe("a book of activity pages ends with its answers", () => {
  it("answers default to on: one key a page, counted in the page count", async () => {
    const created = await owner.client.post("/api/books", { title: "Cat Mazes", blankBacks: false });
    expect(created.json.book.answers).toBe(true);
    const id = created.json.book.id;
    const pages = [...mazes, picture];
    // 26 art pages with no blank backs: past the 24-page minimum, so every added page shows.
    const many = [...Array(26).keys()].map((i) => pages[i % pages.length] as string);
    const withAnswers = await owner.client.patch(`/api/books/${id}`, { pages: many });
    expect(withAnswers.status, JSON.stringify(withAnswers.json)).toBe(200);
    // 22 maze pages (every sixth page is a picture) → 22 answers pages of one key each.
    const mazeCount = many.filter((g) => g !== picture).length;
    expect(mazeCount).toBe(22);
    const off = await owner.client.patch(`/api/books/${id}`, { answers: false });
    expect(off.json.book.answers).toBe(false);
    expect(off.json.book.interiorPageCount).toBe(26);
    const on = await owner.client.patch(`/api/books/${id}`, { answers: true });
    // 26 art pages, then the 22 answers pages from page 27 (a right-hand page).
    expect(on.json.book.interiorPageCount).toBe(26 + 22);

    const pdf = await exportInterior(id);
    expect(pdfInfo(pdf).pages).toBe(48);
    const first = text(pdf, 27);
    expect(first).toContain("Answers");
    // Labelled with the printed page number of the first maze (page 1 of the book).
    expect(first).toMatch(/Page 1\b/);
    expect(first).not.toMatch(/Page 2\b/);
    // The last page answers the 22nd maze, printed on page 26.
    const last = text(pdf, 48);
    expect(last).toMatch(/Answers \(continued\)/);
    expect(last).toMatch(/Page 26\b/);
    expect(text(pdf, 26)).not.toContain("Answers");
  });

  it("answers off: the interior has no Answers section", async () => {
    const created = await owner.client.post("/api/books", { title: "No keys", answers: false });
    expect(created.json.book.answers).toBe(false);
    const id = created.json.book.id;
    const res = await owner.client.patch(`/api/books/${id}`, { pages: mazes });
    expect(res.json.book.interiorPageCount).toBe(24);
    const pdf = await exportInterior(id);
    for (let p = 1; p <= 24; p++) expect(text(pdf, p)).not.toContain("Answers");
  });

  it("dot-to-dot and colour by number pages get their keys in the Answers section, the coloured key in its grey levels", async () => {
    const dots = await generate("activities/dot-to-dot", { theme: "fish", difficulty: "easy" });
    const colors = await generate("activities/color-by-number", { theme: "owl", difficulty: "medium" });
    const created = await owner.client.post("/api/books", { title: "Dots and Colours", blankBacks: false });
    const id = created.json.book.id;
    const res = await owner.client.patch(`/api/books/${id}`, { pages: [dots, colors, picture] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const pdf = await exportInterior(id);
    const all = [...Array(pdfInfo(pdf).pages).keys()].map((i) => i + 1);
    const answers = all.filter((p) => text(pdf, p).includes("Answers"));
    expect(answers).toHaveLength(2);
    expect(text(pdf, answers[0] as number)).toMatch(/Page 1\b/);
    const pages = answers[1] as number;
    const last = text(pdf, pages);
    expect(last).toMatch(/Page 2\b/);
    // A black-and-white interior is written in DeviceGray (docs/kdp.md): the coloured key prints
    // as its colours' grey levels, areas neither paper nor ink, and nothing in colour.
    const png = execFileSync(
      "pdftoppm",
      ["-f", String(pages), "-l", String(pages), "-r", "30", "-png", "-singlefile", "-"],
      {
        input: pdf,
      },
    );
    const { default: sharp } = await import("sharp");
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let grey = 0;
    let colored = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 24) colored++;
      else if (r > 60 && r < 225) grey++;
    }
    expect(colored).toBe(0);
    expect(grey).toBeGreaterThan(200);
  });

  it("a batch of an activity fills a book with different puzzles", async () => {
    const created = await owner.client.post("/api/books", { title: "Batch" });
    const id = created.json.book.id;
    const res = await owner.client.post(`/api/books/${id}/batch`, {
      tool: "activities/word-search",
      values: { theme: "ocean", difficulty: "easy" },
      count: 3,
      confirm: true,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    await t.deps.generations.idle();
    // Each page is appended as its job succeeds.
    let book = (await owner.client.get(`/api/books/${id}`)).json.book;
    for (let i = 0; i < 50 && book.pages.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 100));
      book = (await owner.client.get(`/api/books/${id}`)).json.book;
    }
    expect(book.pages).toHaveLength(3);
    const grids = new Set<string>();
    for (const p of book.pages) {
      const g = (await owner.client.get(`/api/generations/${p.generationId}`)).json.generation;
      grids.add(g.output.puzzle.grid.join(""));
    }
    expect(grids.size).toBe(3);
  });
  it("a book of every activity kind with its Answers passes the preflight and exports", async () => {
    const kinds: Array<[string, Record<string, unknown>]> = [
      ["activities/maze", { theme: "cat", difficulty: "easy" }],
      ["activities/word-search", { theme: "ocean", difficulty: "easy" }],
      ["activities/sudoku", { difficulty: "easy" }],
      ["activities/tracing", { text: "Abc" }],
      ["activities/spot-the-difference", { theme: "farm", difficulty: "easy" }],
      ["activities/dot-to-dot", { theme: "fish", difficulty: "easy" }],
      ["activities/color-by-number", { theme: "owl", difficulty: "easy" }],
    ];
    const pages: string[] = [];
    for (const [tool, values] of kinds) pages.push(await generate(tool, values));
    const created = await owner.client.post("/api/books", { title: "Every Puzzle", author: "Ana Lee" });
    const id = created.json.book.id;
    const res = await owner.client.patch(`/api/books/${id}`, { pages });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.book.answers).toBe(true);
    const preflight = (await owner.client.get(`/api/books/${id}/preflight`)).json;
    const failed = preflight.checks.filter((c: { status: string }) => c.status === "fail");
    expect(failed).toEqual([]);
    expect(preflight.ok).toBe(true);
    const pdf = await exportInterior(id);
    expect(pdfInfo(pdf).pages).toBe(res.json.book.interiorPageCount);
  }, 180_000);
});
