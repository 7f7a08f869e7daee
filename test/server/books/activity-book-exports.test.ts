import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coverSize,
  MIN_DPI,
  MIN_FONT_PT,
  MIN_STROKE_PT,
  pageBox,
  pagePlan,
  type Trim,
} from "../../../engine/books/kdp.js";
import { SHEETS } from "../../../engine/sheets.js";
import { activityKinds } from "../../../server/activities/index.js";
import { pagesInk } from "../../../server/books/ink-bounds.js";
import { loadBookSpec } from "../../../server/books/load.js";
import { PRINTED_DPI, THIN_SHARE, thinShare } from "../../../server/books/opening.js";
import { contentStreams, printedLines, transparencyIn } from "../../../server/books/pdf-scan.js";
import { planOptions } from "../../../server/books/spec.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { exportedFile, generated, hardestValues } from "../../helpers/book-flow.js";
import { pdfImages, pdfInfo } from "../../helpers/pdf.js";

// Issue 47's closing test, on docs/kdp.md's rules: an activity book of every kind with its Answers
// section, at 6x9, 8.5x11 and 8.5x8.5, made through the API, passes the preflight, and its three
// exports (interior, cover, printables) read back from the files: the cover as wide as KDP's
// formula for the interior's own page count, no stroke or filled line under 0.75 pt, no text run
// under 7 pt (type drawn as outlines is not read), no transparency, images at 300 DPI or more.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
const pages: Array<{ id: string; kind: string }> = [];
const PT = 72;

function lines(pdf: Buffer) {
  const l = printedLines(pdf);
  const edges = [...l.fillEdges];
  const drawn = l.strokes.filter((w) => {
    const i = edges.indexOf(w);
    if (i < 0) return true;
    edges.splice(i, 1);
    return false;
  });
  return {
    forms: l.forms,
    strokes: drawn.length,
    thin: drawn.filter((w) => w < MIN_STROKE_PT - 0.005),
    text: l.text.length,
    smallType: l.text.filter((s) => s < MIN_FONT_PT - 0.005),
    transparency: transparencyIn(pdf),
  };
}

/** Sheets already measured, by their drawing: the printables of each trim draw the same sheets. */
const measuredPages = new Map<string, number>();

/**
 * Pages (of `only`, else all) whose ink holds lines thinner than 0.75 pt, stroked or filled: a
 * page whose drawing operators prove every line and every filled shape's outline 0.75 pt or
 * wider passes as read (server/books/line-proof.ts); any other page with ink is rendered at
 * PRINTED_DPI and opened by a 0.75 pt octagon, at most THIN_SHARE of its ink thinner (decision 068).
 */
function thinLinePages(pdf: Buffer, only?: number[]): string[] {
  const ink = pagesInk(pdf);
  expect(ink).not.toBeNull();
  // A one-page file (a printable sheet) is known by its drawing, its images and its size.
  const info = pdfInfo(pdf);
  const drawing =
    info.pages === 1
      ? `${info.width}x${info.height}:${JSON.stringify(pdfImages(pdf))}:${contentStreams(pdf).join("\n")}`
      : null;
  const bad: string[] = [];
  for (const [i, page] of (ink ?? []).entries()) {
    if (only && !only.includes(i + 1)) continue;
    if (page.known && (page.box === null || page.lines.proven)) continue;
    const key = drawing === null ? null : createHash("sha256").update(drawing).digest("hex");
    let share = key === null ? undefined : measuredPages.get(key);
    if (share === undefined) {
      const pgm = execFileSync(
        "pdftoppm",
        ["-r", String(PRINTED_DPI), "-gray", "-f", `${i + 1}`, "-l", `${i + 1}`, "-"],
        { input: pdf, maxBuffer: 1 << 28 },
      );
      const grey = parsePgm(pgm);
      share = thinShare(grey.data, grey.width, grey.height);
      if (key !== null) measuredPages.set(key, share);
    }
    if (share > THIN_SHARE) bad.push(`page ${i + 1}: ${(share * 100).toFixed(2)} % of its ink in thin lines`);
  }
  return bad;
}

function parsePgm(buf: Buffer): { width: number; height: number; data: Uint8Array } {
  const head = buf.subarray(0, 64).toString("latin1");
  const m = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(head);
  if (!m) throw new Error("not a PGM");
  const width = Number(m[1]);
  const height = Number(m[2]);
  return { width, height, data: buf.subarray(m[0].length, m[0].length + width * height) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", owner.user.id).execute();
  // One page of each kind, square and portrait in turn.
  for (const [i, kind] of activityKinds.entries()) {
    const tool = `activities/${kind}`;
    pages.push({ id: await generated(t, owner, tool, hardestValues(t, tool, i % 2 ? "portrait" : "square")), kind });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("the file scan's fill edges", () => {
  it("tells a fill's edge in its own colour from a thin line", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: [200, 200], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    doc.lineWidth(0.1).rect(10, 10, 50, 50).fillAndStroke("#ff8800", "#ff8800");
    doc.lineWidth(0.1).rect(80, 10, 50, 50).fillAndStroke("#ff8800", "#000000");
    doc.lineWidth(0.1).moveTo(10, 100).lineTo(100, 100).stroke("#ff8800");
    doc.end();
    const pdf = await done;
    expect(printedLines(pdf).fillEdges).toEqual([0.1]);
    expect(lines(pdf).thin).toEqual([0.1, 0.1]);
  });
});

describe.each(["6x9", "8.5x11", "8.5x8.5"] as Trim[])("an activity book of every kind with its answers, %s", (trim) => {
  let book: { id: string; interiorPageCount: number; answers: boolean; bleed: boolean; paper: "white" | "cream" };
  let interior: Buffer;

  beforeAll(async () => {
    const created = await owner.client.post("/api/books", {
      title: `Puzzle Time ${trim}`,
      author: "Ana Lee",
      trim,
      frontMatter: { titlePage: true, copyrightPage: true },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const res = await owner.client.patch(`/api/books/${created.json.book.id}`, {
      pages: pages.map((p) => p.id),
      cover: { template: "frame" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    book = res.json.book;
    expect(book.answers).toBe(true);
  }, 60_000);

  it("passes the preflight", async () => {
    const res = await owner.client.get(`/api/books/${book.id}/preflight`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const checks = res.json.checks as Array<{ id: string; status: string; detail: string }>;
    expect(checks.filter((c) => c.status === "fail")).toEqual([]);
    expect(checks.find((c) => c.id === "strokes")?.status).toBe("pass");
    expect(res.json.ok).toBe(true);
  }, 120_000);

  it("exports an interior of the page box with no line under 0.75 pt, no type under 7 pt, no transparency", async () => {
    interior = await exportedFile(t, owner, book.id, "interior");
    const info = pdfInfo(interior);
    expect(info.pages).toBe(book.interiorPageCount);
    const box = pageBox(trim, book.bleed);
    expect(info.width).toBeCloseTo(box.width * PT, 1);
    expect(info.height).toBeCloseTo(box.height * PT, 1);
    const m = lines(interior);
    expect(m.forms).toBe(0);
    expect(m.strokes).toBeGreaterThan(100 * pages.length);
    expect(m.thin).toEqual([]);
    expect(m.text).toBeGreaterThan(pages.length);
    expect(m.smallType).toEqual([]);
    expect(m.transparency).toEqual([]);
    // Art and answers pages; the front matter is type, measured by its size.
    const row = await t.db.selectFrom("books").selectAll().where("id", "=", book.id).executeTakeFirstOrThrow();
    const plan = pagePlan(planOptions(await loadBookSpec(t.db, t.deps.images, t.deps.catalog(), row)));
    const drawn = plan.filter((p) => p.kind === "art" || p.kind === "answers").map((p) => p.number);
    expect(drawn.length).toBeGreaterThan(pages.length);
    expect(thinLinePages(interior, drawn)).toEqual([]);
    // The Answers section is printed: its heading is in the file.
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: interior }).toString();
    expect(text).toMatch(/Answers/);
  }, 120_000);

  it("exports a cover as wide as the interior's page count makes the spine, with no thin line, small type or transparency", async () => {
    const cover = await exportedFile(t, owner, book.id, "cover");
    const info = pdfInfo(cover);
    expect(info.pages).toBe(1);
    // KDP's cover: bleed + back + spine (pages x paper's thickness) + front + bleed, the pages counted in the interior file.
    const size = coverSize(trim, book.paper, pdfInfo(interior).pages);
    expect(info.width).toBeCloseTo(size.width * PT, 1);
    expect(info.height).toBeCloseTo(size.height * PT, 1);
    const m = lines(cover);
    expect(m.thin).toEqual([]);
    expect(m.text).toBeGreaterThan(0);
    expect(m.smallType).toEqual([]);
    expect(m.transparency).toEqual([]);
    for (const image of pdfImages(cover)) expect(Math.min(image.xppi, image.yppi)).toBeGreaterThanOrEqual(MIN_DPI);
  }, 120_000);

  it("exports printables with each puzzle's answer key on Letter and A4, with no thin line, small type or transparency", async () => {
    const files = unzipSync(new Uint8Array(await exportedFile(t, owner, book.id, "printables")));
    const names = Object.keys(files);
    const keys = names.filter((n) => n.endsWith("-answers.pdf"));
    const art = names.filter((n) => /page-\d+\.pdf$/.test(n));
    expect(art).toHaveLength(2 * pages.length);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(names).toContain(key.replace("-answers.pdf", ".pdf"));
    const problems: string[] = [];
    for (const name of names) {
      const pdf = Buffer.from(files[name] as Uint8Array);
      const info = pdfInfo(pdf);
      const sheet = name.includes("/a4/") ? SHEETS.a4 : SHEETS.letter;
      if (Math.abs(info.width - sheet.width) > 0.5 || Math.abs(info.height - sheet.height) > 0.5)
        problems.push(`${name}: ${info.width} x ${info.height} pt`);
      const m = lines(pdf);
      if (m.thin.length) problems.push(`${name}: strokes ${m.thin.join(", ")} pt`);
      if (m.smallType.length) problems.push(`${name}: type ${m.smallType.join(", ")} pt`);
      if (m.transparency.length) problems.push(`${name}: ${m.transparency.join(", ")}`);
      problems.push(...thinLinePages(pdf).map((p) => `${name} ${p}`));
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
