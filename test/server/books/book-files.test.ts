import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLayout, pageSide, safeArea } from "../../../engine/books/kdp.js";
import type { ServerEvent } from "../../../server/api-types.js";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { pdfFonts, pdfImages, pdfInfo } from "../../helpers/pdf.js";

// docs/api.md, "Books": the exported files, read back by poppler (a real PDF renderer).
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["signup"]>>;
let owner: Signed;
let art: string[];
let cover: string;

async function generate(tool: string, values: Record<string, unknown>) {
  const res = await owner.client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  return res.json.generation.id as string;
}

async function book(fields: Record<string, unknown>) {
  const created = await owner.client.post("/api/books", { title: "Dinosaur Days", author: "Jane Doe", ...fields });
  expect(created.status).toBe(201);
  const { pages, coverGenerationId, backText, frontMatter } = fields;
  const res = await owner.client.patch(`/api/books/${created.json.book.id}`, {
    ...(pages ? { pages } : {}),
    ...(coverGenerationId ? { coverGenerationId } : {}),
    ...(backText ? { backText } : {}),
    ...(frontMatter ? { frontMatter } : {}),
  });
  expect(res.status).toBe(200);
  return res.json.book;
}

async function exportFile(bookId: string, kind: string) {
  const res = await owner.client.post(`/api/books/${bookId}/exports`, { kind });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  expect(res.json.export).toMatchObject({ kind, status: "queued", progress: 0 });
  await t.deps.books.exports.idle();
  const done = (await owner.client.get(`/api/exports/${res.json.export.id}`)).json.export;
  expect(done.status, JSON.stringify(done.error)).toBe("succeeded");
  expect(done).toMatchObject({ progress: 1, url: `/api/exports/${done.id}/file` });
  const file = await owner.client.get(done.url);
  expect(file.status).toBe(200);
  return { id: done.id as string, file: Buffer.from(await file.res.arrayBuffer()), headers: file.headers };
}

/** Every page rendered at `dpi`, greyscale. */
function renderAll(pdf: Buffer, dpi: number, color = false) {
  const dir = mkdtempSync(join(tmpdir(), "inkling-book-"));
  try {
    writeFileSync(join(dir, "f.pdf"), pdf);
    execFileSync("pdftoppm", [
      "-png",
      ...(color ? [] : ["-gray"]),
      "-r",
      String(dpi),
      join(dir, "f.pdf"),
      join(dir, "p"),
    ]);
    return readdirSync(dir)
      .filter((n) => n.endsWith(".png"))
      .sort()
      .map((n) => PNG.sync.read(readFileSync(join(dir, n))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function inkBox(img: PNG) {
  let left = img.width;
  let right = -1;
  let top = img.height;
  let bottom = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if ((img.data[(y * img.width + x) * 4] as number) < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return right < 0 ? null : { left, right, top, bottom };
}

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  art = [];
  for (const subject of ["Apple", "Dinosaur", "Zebra"]) art.push(await generate("kids/alphabet", { subject }));
  cover = await generate("kids/cover-monster", {
    monster: "slimy blob",
    activity: "dancing",
    colorTheme: "candy",
    mood: "goofy",
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("the interior PDF", () => {
  it("has interiorPageCount pages of the page box, embedded fonts, vector art inside each side's safe area and blank backs", async () => {
    const b = await book({
      pages: art,
      frontMatter: { titlePage: true, copyrightPage: true, belongsTo: true },
    });
    await owner.client.patch(`/api/books/${b.id}`, { pageNumbers: true });
    const { file, headers } = await exportFile(b.id, "interior");
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toBe('attachment; filename="dinosaur-days-interior.pdf"');
    expect(pdfInfo(file)).toEqual({ pages: 24, width: 621, height: 810 }); // (8.5 + 0.125) x (11 + 0.25) in
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    // Pages drawn with clip paths or patterns are flattened to black-and-white images at 600 DPI
    // (decision 024); the rest stay vectors.
    for (const image of pdfImages(file)) expect(Math.min(image.xppi, image.yppi)).toBeGreaterThanOrEqual(600);
    const dpi = 36;
    const pages = renderAll(file, dpi);
    expect(pages).toHaveLength(24);
    // Title, copyright, belongs-to, blank, then art on right-hand pages 5, 7, 9 with blank backs.
    const inked = pages.map((p) => inkBox(p) !== null);
    expect(inked.slice(0, 10)).toEqual([true, true, true, false, true, false, true, false, true, false]);
    // Ruled "Notes" pages fill the book to 24: no run of blank pages at its end.
    expect(inked.slice(10).every((x) => x)).toBe(true);
    for (const n of [5, 7, 9]) {
      expect(pageSide(n)).toBe("right");
      const box = inkBox(pages[n - 1] as PNG);
      const safe = safeArea("8.5x11", true, 24, n);
      expect(box).not.toBeNull();
      if (!box) continue;
      expect(box.left).toBeGreaterThanOrEqual(Math.floor(safe.x * dpi) - 1);
      expect(box.right).toBeLessThanOrEqual(Math.ceil((safe.x + safe.width) * dpi) + 1);
      expect(box.top).toBeGreaterThanOrEqual(Math.floor(safe.y * dpi) - 1);
      expect(box.bottom).toBeLessThanOrEqual(Math.ceil((safe.y + safe.height) * dpi) + 1);
    }
    // The copyright page carries the book's real facts (pdftotext reads the embedded text).
    const text = execFileSync("pdftotext", ["-f", "2", "-l", "2", "-", "-"], { input: file }).toString();
    expect(text).toContain(`Copyright © ${new Date().getFullYear()} Jane Doe`);
    expect(text).toContain("Dinosaur Days");
    // Page numbers under the art, on art pages only.
    expect(execFileSync("pdftotext", ["-f", "5", "-l", "5", "-", "-"], { input: file }).toString().trim()).toBe("5");
  });

  it("puts the inside margin on the left of right-hand pages and on the right of left-hand pages", async () => {
    const b = await book({ pages: art });
    await owner.client.patch(`/api/books/${b.id}`, { blankBacks: false, bleed: false });
    const { file } = await exportFile(b.id, "interior");
    expect(pdfInfo(file)).toMatchObject({ pages: 24, width: 612, height: 792 });
    const dpi = 36;
    const [p1, p2] = renderAll(file, dpi);
    const right = inkBox(p1 as PNG);
    const left = inkBox(p2 as PNG);
    expect(right && left).toBeTruthy();
    if (!right || !left) return;
    // Square art is centred in its safe area: a right-hand page's art sits further right.
    const s1 = safeArea("8.5x11", false, 24, 1);
    const s2 = safeArea("8.5x11", false, 24, 2);
    expect(s1.x).toBeGreaterThan(s2.x);
    expect(right.left - left.left).toBeGreaterThanOrEqual(Math.floor((s1.x - s2.x) * dpi) - 1);
  });

  it("keeps a raster page at 300 DPI or more", async () => {
    // A page without a vector original (as a model provider's page would be).
    await t.db
      .updateTable("generations")
      .set({ vector_path: null })
      .where("id", "=", art[1] as string)
      .execute();
    try {
      const b = await book({ pages: [art[1]] });
      const { file } = await exportFile(b.id, "interior");
      const images = pdfImages(file);
      expect(images.length).toBe(1);
      expect(Math.min(images[0]?.xppi ?? 0, images[0]?.yppi ?? 0)).toBeGreaterThanOrEqual(300);
    } finally {
      const row = await t.db
        .selectFrom("generations")
        .select("image_path")
        .where("id", "=", art[1] as string)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable("generations")
        .set({ vector_path: (row.image_path as string).replace(/\.png$/, ".svg") })
        .where("id", "=", art[1] as string)
        .execute();
    }
  });
});

describe("the cover PDF", () => {
  it("is one page of the full-wrap size with real text, embedded fonts and an empty barcode area", async () => {
    const b = await book({ pages: art, coverGenerationId: cover, backText: "Roar into colour with dinosaurs!" });
    const { file } = await exportFile(b.id, "cover");
    const layout = coverLayout("8.5x11", "white", 24);
    const info = pdfInfo(file);
    expect(info.pages).toBe(1);
    expect(info.width).toBeCloseTo(layout.size.width * 72, 1);
    expect(info.height).toBeCloseTo(810, 1);
    expect(pdfFonts(file).filter((f) => !f.embedded)).toEqual([]);
    const text = execFileSync("pdftotext", ["-", "-"], { input: file }).toString();
    expect(text).toContain("Dinosaur Days");
    expect(text).toContain("Jane Doe");
    expect(text).toContain("Roar into colour with dinosaurs!");
    const dpi = 50;
    const [img] = renderAll(file, dpi, true);
    if (!img) throw new Error("no render");
    const at = (x: number, y: number) => img.data[(y * img.width + x) * 4] as number;
    const bc = layout.barcode;
    let marked = 0;
    for (let y = Math.ceil(bc.y * dpi) + 1; y < Math.floor((bc.y + bc.height) * dpi) - 1; y++)
      for (let x = Math.ceil(bc.x * dpi) + 1; x < Math.floor((bc.x + bc.width) * dpi) - 1; x++)
        if (at(x, y) < 250) marked++;
    expect(marked).toBe(0);
    // The background around it is not white: the area is empty, not the whole back.
    expect(at(Math.round((bc.x - 0.2) * dpi), Math.round((bc.y + 0.5) * dpi))).toBeLessThan(200);
  });

  it("has spine text only from 79 pages on and where it fits at 7 pt, clear of the folds", async () => {
    const short = await book({ pages: Array(37).fill(art[0]) }); // 74 + padding = 74 pages
    const thin = await book({ pages: Array(40).fill(art[0]) }); // 80 pages: a 0.18 in spine holds no 7 pt line
    const long = await book({ pages: Array(64).fill(art[0]) }); // 128 pages (from 124 a white 8.5x11 spine holds a 7 pt line)
    expect(short.interiorPageCount).toBeLessThan(79);
    expect(thin.interiorPageCount).toBe(80);
    expect(long.interiorPageCount).toBe(128);
    const spineText = async (b: { id: string; interiorPageCount: number }) => {
      const { file } = await exportFile(b.id, "cover");
      const layout = coverLayout("8.5x11", "white", b.interiorPageCount);
      const dir = mkdtempSync(join(tmpdir(), "inkling-spine-"));
      try {
        writeFileSync(join(dir, "c.pdf"), file);
        const x = layout.backFold * 72;
        const w = layout.spineWidth * 72;
        return execFileSync("pdftotext", [
          "-x",
          String(Math.floor(x)),
          "-y",
          "0",
          "-W",
          String(Math.ceil(w)),
          "-H",
          "810",
          join(dir, "c.pdf"),
          "-",
        ])
          .toString()
          .trim();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(await spineText(short)).toBe("");
    expect(await spineText(thin)).toBe("");
    expect(await spineText(long)).toContain("Dinosaur Days");
  });
});

describe("preflight", () => {
  it("checks every rule of the contract's table on the exported files", async () => {
    const b = await book({ pages: art, coverGenerationId: cover });
    const res = await owner.client.get(`/api/books/${b.id}/preflight`);
    expect(res.status).toBe(200);
    const ids = res.json.checks.map((c: { id: string }) => c.id);
    for (const id of [
      "page-count",
      "page-box",
      "margins",
      "art-safe-area",
      "line-art",
      "strokes",
      "image-dpi",
      "blank-pages",
      "cover-size",
      "spine-text",
      "barcode-area",
      "fonts-embedded",
      "file-size",
    ])
      expect(ids).toContain(id);
    expect(res.json.ok).toBe(true);
    expect(res.json.checks.filter((c: { status: string }) => c.status === "fail")).toEqual([]);
    const pad = res.json.checks.find((c: { id: string }) => c.id === "page-count");
    expect(pad.detail).toMatch(/18 "Notes" pages added to reach 24/);
  });

  it("issue 45: names each check once, judges the designed cover the export makes, and asks for the author", async () => {
    const b = await book({
      author: "",
      pages: art,
      frontMatter: { titlePage: false, copyrightPage: true, belongsTo: false },
    });
    expect((await owner.client.patch(`/api/books/${b.id}`, { cover: { template: "collage" } })).status).toBe(200);
    const res = await owner.client.get(`/api/books/${b.id}/preflight`);
    const checks: { id: string; label: string; status: string; detail: string }[] = res.json.checks;
    const labels = checks.map((c) => c.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(checks.find((c) => c.id === "cover-art")).toMatchObject({
      status: "pass",
      detail: "The Collage of pages design with 3 of the book's pages, coloured",
    });
    expect(checks.find((c) => c.id === "flattened")?.detail).toMatch(/^Interior: .*; Cover: /);
    expect(res.json.ok).toBe(false);
    expect(checks.filter((c) => c.status === "fail").map((c) => c.id)).toEqual(["author"]);
    // The copyright page would read "© <year> the author": its export is refused until one is given.
    const refused = await owner.client.post(`/api/books/${b.id}/exports`, { kind: "interior" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.checks).toEqual([
      {
        id: "author",
        label: "Author named",
        status: "fail",
        detail:
          "The copyright page needs the author's name: add it in Book details (the name KDP prints on the cover), or turn off the copyright page",
      },
    ]);
    await owner.client.patch(`/api/books/${b.id}`, { author: "Ada Author" });
    const interior = await exportFile(b.id, "interior");
    const text = execFileSync("pdftotext", ["-", "-"], { input: interior.file }).toString();
    expect(text).toContain(`Copyright © ${new Date().getFullYear()} Ada Author`);
  });

  it("refuses a KDP export the printer would reject with 409 preflight-failed and the failing checks", async () => {
    const b = await book({ pages: Array(300).fill(art[0]) }); // 600 pages: 8.5x11 white takes 590
    const res = await owner.client.post(`/api/books/${b.id}/exports`, { kind: "interior" });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("preflight-failed");
    expect(res.json.error.checks).toEqual([expect.objectContaining({ id: "page-count", status: "fail" })]);
    expect((await t.db.selectFrom("book_exports").select("id").where("book_id", "=", b.id).execute()).length).toBe(0);
    expect((await owner.client.post(`/api/books/${b.id}/exports`, { kind: "nonsense" })).status).toBe(400);
  });

  it("fails a book with no art page, and refuses to export it", async () => {
    const b = await book({ pages: [] });
    const res = await owner.client.get(`/api/books/${b.id}/preflight`);
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(false);
    expect(res.json.checks).toContainEqual({
      id: "art-pages",
      label: "At least one art page",
      status: "fail",
      detail: "The book has no art pages: add pages before exporting",
    });
    for (const kind of ["interior", "cover", "printables"]) {
      const refused = await owner.client.post(`/api/books/${b.id}/exports`, { kind });
      expect(refused.status).toBe(409);
      expect(refused.json.error.checks).toContainEqual(expect.objectContaining({ id: "art-pages", status: "fail" }));
    }
  });
});

describe("exports", () => {
  it("printables: a ZIP of every art page as Letter and A4 PDFs, no blank backs, each beside its colored reference sheet", async () => {
    const b = await book({ pages: art });
    const { file, headers } = await exportFile(b.id, "printables");
    expect(headers.get("content-type")).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(file));
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      ["a4", "letter"].flatMap((paper) =>
        ["001", "002", "003"].flatMap((n) => [
          `dinosaur-days/${paper}/page-${n}-colored.pdf`,
          `dinosaur-days/${paper}/page-${n}.pdf`,
        ]),
      ),
    );
    for (const name of names) {
      const pdf = Buffer.from(entries[name] as Uint8Array);
      const info = pdfInfo(pdf);
      expect(info.pages).toBe(1);
      if (name.includes("/letter/")) expect([info.width, info.height]).toEqual([612, 792]);
      else expect([info.width, info.height]).toEqual([595.28, 841.89]);
      // Drawn as poppler draws it: the line page black and white, its reference in colour,
      // inside the 0.5 in margins, its picture at 300 DPI or more.
      const [img] = renderAll(pdf, 36, true);
      if (!img) throw new Error(`${name} did not render`);
      let colored = 0;
      let outside = 0;
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++) {
          const o = (y * img.width + x) * 4;
          const [r, g, b] = [img.data[o] as number, img.data[o + 1] as number, img.data[o + 2] as number];
          const margin = x < 17 || y < 17 || x >= img.width - 17 || y >= img.height - 17;
          if (margin && Math.min(r, g, b) < 250) outside++;
          if (Math.max(r, g, b) - Math.min(r, g, b) > 40) colored++;
        }
      expect(outside, name).toBe(0);
      const share = colored / (img.width * img.height);
      if (name.endsWith("-colored.pdf")) {
        expect(share, name).toBeGreaterThan(0.2);
        const images = pdfImages(pdf);
        expect(images, name).toHaveLength(1);
        expect(Math.min(images[0]?.xppi ?? 0, images[0]?.yppi ?? 0), name).toBeGreaterThanOrEqual(300);
      } else expect(colored, name).toBe(0);
    }
  });

  it("printables: a page's colored reference sheet is the one the gallery downloads (GET colored.pdf)", async () => {
    const b = await book({ pages: [art[1]] });
    const { file } = await exportFile(b.id, "printables");
    const entries = unzipSync(new Uint8Array(file));
    for (const paper of ["letter", "a4"]) {
      const zipped = Buffer.from(entries[`dinosaur-days/${paper}/page-001-colored.pdf`] as Uint8Array);
      const res = await owner.client.get(`/api/generations/${art[1]}/colored.pdf?paper=${paper}`);
      expect(res.status).toBe(200);
      const [a] = renderAll(zipped, 24, true);
      const [g] = renderAll(Buffer.from(await res.res.arrayBuffer()), 24, true);
      if (!a || !g) throw new Error("not rendered");
      expect([a.width, a.height]).toEqual([g.width, g.height]);
      // The same picture placed the same way (the route's is enlarged to 2550 px first).
      let diff = 0;
      for (let i = 0; i < a.data.length; i += 4)
        for (let c = 0; c < 3; c++) diff += Math.abs((a.data[i + c] as number) - (g.data[i + c] as number));
      expect(diff / ((a.data.length / 4) * 3)).toBeLessThan(2);
    }
  });

  it("report progress as export events, cost nothing and never change the book", async () => {
    const b = await book({ pages: art });
    const events: ServerEvent[] = [];
    const off = t.deps.events.subscribe(owner.user.id, (e) => events.push(e));
    const before = (await owner.client.get("/api/credits")).json.credits;
    const { id } = await exportFile(b.id, "interior");
    off();
    const mine = events.filter((e) => e.type === "export" && e.export.id === id);
    expect(mine.map((e) => (e.type === "export" ? e.export.status : ""))).toEqual(
      expect.arrayContaining(["running", "succeeded"]),
    );
    expect((await owner.client.get("/api/credits")).json.credits).toBe(before);
    expect((await owner.client.get(`/api/books/${b.id}`)).json.book.updatedAt).toBe(b.updatedAt);
    expect(await ledgerSum(t.db, owner.user.id)).toBe(before);
  });

  it("are only the owner's (others 404) and 409 until the file is ready", async () => {
    const b = await book({ pages: art });
    const res = await owner.client.post(`/api/books/${b.id}/exports`, { kind: "cover" });
    const stranger = await t.signup();
    expect((await stranger.client.get(`/api/exports/${res.json.export.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/exports/${res.json.export.id}/file`)).status).toBe(404);
    expect((await t.client().get(`/api/exports/${res.json.export.id}`)).status).toBe(401);
    const early = await owner.client.get(`/api/exports/${res.json.export.id}/file`);
    if (early.status !== 200) expect(early.status).toBe(409);
    await t.deps.books.exports.idle();
  });

  it("survive a restart: an export left running runs again at start", async () => {
    const b = await book({ pages: art });
    // As a crash leaves it: the row says running, no process works on it.
    await t.db
      .insertInto("book_exports")
      .values({
        id: "interrupted-export",
        book_id: b.id,
        user_id: owner.user.id,
        kind: "interior",
        status: "running",
        progress: 0.4,
        file_path: null,
        error_code: null,
        error_message: null,
        created_at: new Date().toISOString(),
        started_at: new Date().toISOString(),
        finished_at: null,
      })
      .execute();
    expect(await t.deps.books.exports.recover()).toBe(1);
    await t.deps.books.exports.idle();
    const done = (await owner.client.get("/api/exports/interrupted-export")).json.export;
    expect(done.status).toBe("succeeded");
    const file = await owner.client.get(done.url);
    expect(pdfInfo(Buffer.from(await file.res.arrayBuffer())).pages).toBe(24);
  });

  it("with several processes: a start-up leaves another's running export alone, and takes over a stale one", async () => {
    const b = await book({ pages: art });
    const row = (id: string, startedAt: Date) => ({
      id,
      book_id: b.id,
      user_id: owner.user.id,
      kind: "cover",
      status: "running",
      progress: 0.4,
      file_path: null,
      error_code: null,
      error_message: null,
      created_at: startedAt.toISOString(),
      started_at: startedAt.toISOString(),
      finished_at: null,
    });
    await t.db
      .insertInto("book_exports")
      .values([row("live-export", new Date()), row("dead-export", new Date(Date.now() - 11 * 60_000))])
      .execute();
    const exports = t.deps.books.exports;
    exports.deps.shared = true;
    try {
      expect(await exports.recover()).toBe(1);
      await exports.idle();
      const get = async (id: string) => (await owner.client.get(`/api/exports/${id}`)).json.export;
      expect((await get("dead-export")).status).toBe("succeeded");
      // Another live process is still on it: untouched.
      expect(await get("live-export")).toMatchObject({ status: "running", progress: 0.4 });
    } finally {
      exports.deps.shared = false;
      await t.db.deleteFrom("book_exports").where("id", "=", "live-export").execute();
    }
  });
});
