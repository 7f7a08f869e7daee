import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { pdfInfo } from "../../helpers/pdf.js";

// docs/api.md, "Printing several pages": POST /api/print through the real print pipeline.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
let stranger: Awaited<ReturnType<TestApp["signup"]>>;
let pages: string[];

async function generate(who: typeof owner, tool: string, values: Record<string, unknown>) {
  const res = await who.client.post("/api/generations", { tool, values });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.generations.idle();
  const g = (await who.client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
  expect(g.status, JSON.stringify(g.error)).toBe("succeeded");
  return g.id as string;
}

/** Page `n` of a PDF at 36 DPI, greyscale bytes (poppler's pdftoppm). */
function sheetPixels(pdf: Buffer, n: number): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), "inkling-print-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    execFileSync("pdftoppm", [
      "-gray",
      "-r",
      "36",
      "-f",
      String(n),
      "-l",
      String(n),
      "-singlefile",
      "-png",
      join(dir, "in.pdf"),
      join(dir, "out"),
    ]);
    const img = PNG.sync.read(readFileSync(join(dir, "out.png")));
    return Uint8Array.from({ length: img.width * img.height }, (_, i) => img.data[i * 4] as number);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every page's MediaBox, in page order, as written in the file. */
const mediaBoxes = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    (m[1] as string).trim().split(/\s+/).map(Number),
  );

beforeAll(async () => {
  // The built-in artist draws the line-art page (a fixed provider would give a blank one).
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  stranger = await t.signup();
  pages = [
    await generate(owner, "kids/alphabet", { subject: "Dinosaur" }),
    await generate(owner, "activities/maze", { theme: "dinosaur", shape: "circle", difficulty: "easy" }),
    await generate(owner, "activities/sudoku", { size: "4", difficulty: "easy" }),
  ];
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/print", () => {
  it.each([
    ["letter", 612, 792],
    ["a4", 595.28, 841.89],
  ] as const)("makes one PDF of every page chosen, one %s sheet each", async (paper, width, height) => {
    const res = await owner.client.post("/api/print", { generationIds: pages, paper });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pages-3-[0-9T-]+\.pdf"$/);
    const pdf = Buffer.from(await res.res.arrayBuffer());
    expect(pdfInfo(pdf)).toEqual({ pages: 3, width, height });
    expect(mediaBoxes(pdf)).toEqual([
      [0, 0, width, height],
      [0, 0, width, height],
      [0, 0, width, height],
    ]);
    // Every sheet carries its page's art, and only inside the 0.5 in margins (18 px at 36 DPI).
    for (let n = 1; n <= 3; n++) {
      const grey = sheetPixels(pdf, n);
      const w = Math.round((width / 72) * 36);
      const h = grey.length / w;
      let inside = 0;
      let outside = 0;
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          if ((grey[y * w + x] as number) > 160) continue;
          if (x < 17 || y < 17 || x >= w - 17 || y >= h - 17) outside++;
          else inside++;
        }
      expect(inside, `sheet ${n}`).toBeGreaterThan(100);
      expect(outside, `sheet ${n}`).toBe(0);
    }
  });

  it("prints the pages in the order given, each sheet as print.pdf prints that page alone", async () => {
    const order = [pages[2], pages[0], pages[1]] as string[];
    const pdf = Buffer.from(
      await (await owner.client.post("/api/print", { generationIds: order, paper: "letter" })).res.arrayBuffer(),
    );
    expect(pdfInfo(pdf).pages).toBe(3);
    for (const [i, id] of order.entries()) {
      const alone = Buffer.from(
        await (await owner.client.get(`/api/generations/${id}/print.pdf?paper=letter`)).res.arrayBuffer(),
      );
      const sheet = sheetPixels(pdf, i + 1);
      const single = sheetPixels(alone, 1);
      expect(sheet.length).toBe(single.length);
      let differ = 0;
      for (let k = 0; k < sheet.length; k++) if (Math.abs((sheet[k] as number) - (single[k] as number)) > 32) differ++;
      // The same drawing on the same sheet: the same pixels.
      expect(differ / sheet.length, `sheet ${i + 1}`).toBeLessThan(0.001);
    }
    // …and the sheets are not all alike: the order is the order given.
    expect(Buffer.from(sheetPixels(pdf, 1)).equals(Buffer.from(sheetPixels(pdf, 2)))).toBe(false);
  });

  it("letter when no paper is given", async () => {
    const res = await owner.client.post("/api/print", { generationIds: [pages[0]] });
    expect(res.status).toBe(200);
    expect(mediaBoxes(Buffer.from(await res.res.arrayBuffer()))).toEqual([[0, 0, 612, 792]]);
  });

  it("answers 404 when any page is someone else's, and makes nothing", async () => {
    const theirs = await generate(stranger, "kids/alphabet", { subject: "Apple" });
    const res = await owner.client.post("/api/print", { generationIds: [pages[0], theirs], paper: "letter" });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: { code: "not-found", message: "This page does not exist" } });
    const other = await stranger.client.post("/api/print", { generationIds: pages, paper: "letter" });
    expect(other.status).toBe(404);
    const missing = await owner.client.post("/api/print", { generationIds: ["nope"], paper: "letter" });
    expect(missing.status).toBe(404);
  });

  it("refuses no pages, more than 50 pages and an unknown paper with a clear message", async () => {
    const none = await owner.client.post("/api/print", { generationIds: [], paper: "letter" });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json)).toContain("Please choose between 1 and 50 pages to print");
    const many = await owner.client.post("/api/print", {
      generationIds: Array.from({ length: 51 }, () => pages[0]),
      paper: "letter",
    });
    expect(many.status).toBe(400);
    const paper = await owner.client.post("/api/print", { generationIds: [pages[0]], paper: "legal" });
    expect(paper.status).toBe(400);
    expect(JSON.stringify(paper.json)).toContain("Paper must be letter or a4");
  });

  it("asks for sign-in when signed out", async () => {
    const res = await t.client().post("/api/print", { generationIds: [pages[0]], paper: "letter" });
    expect(res.status).toBe(401);
  });
});

describe("a batch of puzzles, printed together", () => {
  it("Make N pages on an activity tool: N different puzzles, quoted first, then one PDF of them", async () => {
    const u = await t.signup();
    const book = (await u.client.post("/api/books", { title: "Mazes" })).json.book.id as string;
    const values = { theme: "dinosaur", shape: "circle", difficulty: "easy" };
    const quote = await u.client.post(`/api/books/${book}/batch`, { tool: "activities/maze", values, count: 3 });
    expect(quote.status).toBe(200);
    const cost = t.deps.catalog().byId.get("activities/maze")?.cost ?? 1;
    expect(quote.json.cost).toBe(3 * cost);
    const res = await u.client.post(`/api/books/${book}/batch`, {
      tool: "activities/maze",
      values,
      count: 3,
      confirm: true,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    await t.deps.generations.idle();
    const ids = res.json.generations.map((g: { id: string }) => g.id) as string[];
    const made = await Promise.all(
      ids.map(async (id) => (await u.client.get(`/api/generations/${id}`)).json.generation),
    );
    expect(made.map((g) => g.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    // Each its own maze: three different solutions.
    expect(new Set(made.map((g) => JSON.stringify(g.output.puzzle))).size).toBe(3);
    const pdf = await u.client.post("/api/print", { generationIds: ids, paper: "a4" });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.res.arrayBuffer());
    expect(pdfInfo(bytes)).toEqual({ pages: 3, width: 595.28, height: 841.89 });
  });
});
