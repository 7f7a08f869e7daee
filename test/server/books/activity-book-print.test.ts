import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FONT_PT, MIN_STROKE_PT, pagePlan } from "../../../engine/books/kdp.js";
import { dotStyle } from "../../../server/activities/dot-to-dot/dot-to-dot.js";
import { activityKinds } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import { loadBookSpec } from "../../../server/books/load.js";
import { printedLines, rgbColorOperators, transparencyIn } from "../../../server/books/pdf-scan.js";
import { bookChecks, interiorFileChecks, strokesCheck } from "../../../server/books/preflight.js";
import { activityAt, placedPt, renderInterior, renderPrintables } from "../../../server/books/render.js";
import { type BookSpec, planOptions } from "../../../server/books/spec.js";
import { typeSizeCheck } from "../../../server/books/type-size.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { generated, hardestValues } from "../../helpers/book-flow.js";
import { plainBookSpec } from "../../helpers/book-spec.js";
import { pdfInfo } from "../../helpers/pdf.js";

// Issue 47, items 2, 3(b), 3(c), 3(d), 4 and 5: a book of every activity kind with its Answers
// section, at 6x9 and 8.5x11, read from the database as an export reads it, through the
// preflight's checks and the interior, read back from the file: no line under 0.75 pt, no type
// under 7 pt, no transparency; its printables carry the answer keys.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
const pages: Array<{ id: string; kind: string; shape: string }> = [];

async function bookSpec(trim: string, of = pages): Promise<BookSpec> {
  const created = await owner.client.post("/api/books", { title: `Puzzles ${trim}`, author: "Ana Lee", trim });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.book.id as string;
  const res = await owner.client.patch(`/api/books/${id}`, { pages: of.map((p) => p.id) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.book.answers).toBe(true);
  const row = await t.db.selectFrom("books").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return loadBookSpec(t.db, t.deps.images, t.deps.catalog(), row);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", owner.user.id).execute();
  // Square and portrait pages in turn: a portrait page fits the book's page by its height.
  for (const [i, kind] of activityKinds.entries()) {
    const tool = `activities/${kind}`;
    const shape = i % 2 ? "portrait" : "square";
    pages.push({ id: await generated(t, owner, tool, hardestValues(t, tool, shape)), kind, shape });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The figures of a file: its thin strokes and small type, and what transparency it holds. */
function measured(pdf: Buffer) {
  const lines = printedLines(pdf);
  return {
    forms: lines.forms,
    strokes: lines.strokes.length,
    thin: lines.strokes.filter((w) => w < MIN_STROKE_PT - 0.005),
    thinnest: Math.min(...lines.strokes),
    text: lines.text.length,
    smallType: lines.text.filter((s) => s < MIN_FONT_PT - 0.005),
    outlined: lines.outlined.length,
    smallOutlined: lines.outlined.filter((s) => s < MIN_FONT_PT - 0.005),
    transparency: transparencyIn(pdf),
  };
}

describe("the file scan", () => {
  it("finds a line under 0.75 pt, type under 7 pt and a line made thin by the matrix it is drawn under", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: [200, 200], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    doc.lineWidth(1).moveTo(10, 10).lineTo(100, 10).stroke("black");
    doc.save().scale(0.5).lineWidth(1).moveTo(10, 30).lineTo(100, 30).stroke("black").restore();
    doc.fontSize(6).text("small", 10, 60);
    doc.fontSize(10).text("large", 10, 90);
    doc.end();
    const m = measured(await done);
    expect(m.thin).toEqual([0.5]);
    expect(m.smallType).toEqual([6]);
    expect(m.text).toBe(2);
  });
});

describe.each(["6x9", "8.5x11"])("a book of every activity kind with its answers, %s", (trim) => {
  let spec: BookSpec;
  beforeAll(async () => {
    spec = await bookSpec(trim);
  }, 60_000);

  it("measures every page and answer key in the preflight's strokes check, and passes its checks", () => {
    expect(spec.pages.every((p) => p.activity)).toBe(true);
    expect(spec.answers).toHaveLength(pages.length);
    const checks = bookChecks(spec);
    const strokes = checks.find((c) => c.id === "strokes");
    expect(strokes?.status, strokes?.detail).toBe("pass");
    expect(strokes?.detail).not.toMatch(/not measured|could not be measured/);
    expect(checks.filter((c) => c.status === "fail")).toEqual([]);
  });

  it("prints an interior with no line under 0.75 pt, no type under 7 pt and no transparency", async () => {
    const pdf = await renderInterior(spec);
    const m = measured(pdf);
    // Every line is read with the matrix it is drawn under: no form hides one from the scan.
    expect(m.forms).toBe(0);
    expect(m.strokes).toBeGreaterThan(100 * pages.length);
    expect(m.thin, `thinnest ${m.thinnest}`).toEqual([]);
    expect(m.text).toBeGreaterThan(pages.length);
    expect(m.smallType).toEqual([]);
    // Type drawn as outlines (every kind's letters and numbers), at the size it prints.
    expect(m.outlined).toBeGreaterThan(pages.length);
    expect(m.smallOutlined).toEqual([]);
    expect(m.transparency).toEqual([]);
    expect(pdfInfo(pdf).pages).toBeGreaterThanOrEqual(24);
    // The preflight's reading of the same file passes every check.
    const checks = await interiorFileChecks(spec, pdf);
    expect(checks.filter((c) => c.status !== "pass")).toEqual([]);
  }, 120_000);

  it("draws the dot-to-dot numbers for the trim, and names the colours of a colour-by-number key", () => {
    const count = 24;
    for (const [i, page] of pages.entries()) {
      const source = spec.pages[i] as BookSpec["pages"][number];
      const pt = placedPt(spec, count, i + 1, source) as number;
      const grey = activityAt(source, pt, true);
      expect(grey, page.kind).not.toBeNull();
      if (page.kind === "dot-to-dot") {
        // Its numbers at 7 pt type or more where the page prints: on 6x9, larger than the page as generated.
        expect(dotStyle("hard", sheetFor(page.shape, pt)).font * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
        if (trim === "6x9") expect(grey?.svg).not.toBe(source.svg);
      }
      if (page.kind === "color-by-number") {
        // A key for a grey interior names each region's colour on a white halo; the colour key does not.
        expect(grey?.answerSvg).toContain('<g stroke="#fff"');
        expect(activityAt(source, pt, false)?.answerSvg).not.toContain('<g stroke="#fff"');
      }
    }
  });
});

/** Each page of a file on its own (poppler's pdfseparate), in page order. */
function filePages(pdf: Buffer, numbers: number[]): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), "keys-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    return numbers.map((n) => {
      execFileSync("pdfseparate", ["-f", String(n), "-l", String(n), join(dir, "in.pdf"), join(dir, "p-%d.pdf")]);
      return readFileSync(join(dir, `p-${n}.pdf`));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("answer keys' type (decision 074)", () => {
  it("prints every character of a 6x9 book's keys at 7 pt or more, read back from the file", async () => {
    // The keys the audit found small type in: dot-to-dot numbers, crossword clues, a word
    // search's word list, a grey colour-by-number key's colour names.
    const kinds = ["dot-to-dot", "crossword", "word-search", "color-by-number"];
    const puzzles = kinds.map((k) => pages.find((p) => p.kind === k) as (typeof pages)[number]);
    const spec = await bookSpec("6x9", puzzles);
    const pdf = await renderInterior(spec);
    const plan = pagePlan(planOptions(spec));
    const answers = plan.filter((p) => p.kind === "answers").map((p) => p.number);
    // One key a page, each after the puzzle it answers, in the page count every file uses.
    expect(answers).toHaveLength(kinds.length);
    expect(pdfInfo(pdf).pages).toBe(plan.length);
    for (const [i, page] of filePages(pdf, answers).entries()) {
      const lines = printedLines(page);
      // The "Answers" heading and the "Page N" label as text, the key's type as outlines.
      expect(lines.text.length, kinds[i]).toBeGreaterThanOrEqual(2);
      expect(lines.outlined.length, kinds[i]).toBeGreaterThan(5);
      const smallest = Math.min(...lines.text, ...lines.outlined);
      expect(smallest, kinds[i]).toBeGreaterThanOrEqual(MIN_FONT_PT);
    }
    // The preflight reads the same: the smallest type of the file and of every drawing.
    const check = typeSizeCheck(spec, plan, printedLines(pdf));
    expect(check.status, check.detail).toBe("pass");
  }, 60_000);
});

describe("the preflight's type-size check", () => {
  async function file(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: [432, 648], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    draw(doc);
    doc.end();
    return done;
  }
  const spec = plainBookSpec([], { trim: "6x9" });

  it("fails a page with 5 pt type, as text or as outlines drawn at half size, and passes 7 pt", async () => {
    const text5 = await file((doc) => doc.fontSize(5).text("Answers", 10, 10));
    const failed = typeSizeCheck(spec, [], printedLines(text5));
    expect(failed.status).toBe("fail");
    expect(failed.detail).toMatch(/^Type under 7 pt \(the smallest 5\.0 pt\) on 1 line of text: /);
    // Outlined type declared at 10 units, drawn at half size: 5 pt as it prints.
    const outlined5 = await file((doc) =>
      doc.addContent("q 0.5 0 0 0.5 0 0 cm /Span <</TypeSize 10>> BDC 0 0 5 7 re f EMC Q"),
    );
    expect(printedLines(outlined5).outlined).toEqual([5]);
    const outlinedCheck = typeSizeCheck(spec, [], printedLines(outlined5));
    expect(outlinedCheck.status).toBe("fail");
    expect(outlinedCheck.detail).toMatch(/1 outlined character or line/);
    const text7 = await file((doc) => doc.fontSize(7).text("Answers", 10, 10));
    expect(typeSizeCheck(spec, [], printedLines(text7)).status).toBe("pass");
  });
});

describe("the printables ZIP of a puzzle book", () => {
  it("carries each puzzle's answer key, in colour, on Letter and A4, with no transparency and no thin line", async () => {
    // The keys the audit found transparency in (word search, spot the difference), a route and a colour key.
    const kinds = ["word-search", "spot-the-difference", "maze", "color-by-number"];
    const puzzles = pages.filter((p) => kinds.includes(p.kind));
    expect(puzzles).toHaveLength(kinds.length);
    const spec = await bookSpec("8.5x11", puzzles);
    const { unzipSync } = await import("fflate");
    const files = unzipSync(new Uint8Array(await renderPrintables(spec)));
    const names = Object.keys(files);
    const keys = names.filter((n) => n.endsWith("-answers.pdf"));
    expect(keys).toHaveLength(2 * puzzles.length);
    // A puzzle's reference is its answer key: no coloured reference sheet beside it.
    expect(names.filter((n) => n.endsWith("-colored.pdf"))).toEqual([]);
    expect(names).toContain("puzzles-8-5x11/letter/page-001-answers.pdf");
    expect(names).toContain("puzzles-8-5x11/a4/page-004-answers.pdf");
    let color = 0;
    for (const name of names) {
      const pdf = Buffer.from(files[name] as Uint8Array);
      const m = measured(pdf);
      expect(m.transparency, name).toEqual([]);
      expect(m.thin, `${name}: thinnest ${m.thinnest}`).toEqual([]);
      if (keys.includes(name) && rgbColorOperators(pdf) > 0) color++;
    }
    // The keys keep their colours (a route, circled words, a colour-by-number's colours).
    expect(color).toBe(keys.length);
  }, 120_000);
});

describe("the preflight's strokes check", () => {
  it("fails a page it cannot measure (no vector original, no gate figure) rather than passing it", () => {
    const png = new Uint8Array(0);
    const spec = plainBookSpec([{ kind: "line-art", png, svg: null, minStrokePt: null }]);
    const check = strokesCheck(spec);
    expect(check.status).toBe("fail");
    expect(check.detail).toMatch(/^Page 1 could not be measured/);
  });
});
