import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedImageProvider } from "../../../server/providers/image/fixed.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { inkBox, pdfFonts, pdfImages, pdfInfo, renderPdf } from "../../helpers/pdf.js";

// docs/api.md, "Page options, quality and print": print.pdf and size=print, through the real pipeline.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
let lineArt: { id: string; output: Record<string, unknown> };
let cover: { id: string; output: Record<string, unknown> };

async function generate(tool: string, values: Record<string, unknown>) {
  const res = await owner.client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  const g = (await owner.client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
  expect(g.status, JSON.stringify(g.error)).toBe("succeeded");
  return g;
}

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  lineArt = await generate("kids/alphabet", { subject: "Dinosaur" });
  cover = await generate("kids/cover-monster", {
    monster: "slimy blob",
    activity: "dancing",
    colorTheme: "candy",
    mood: "goofy",
  });
});
afterAll(async () => {
  await t.close();
});

describe("vector originals", () => {
  it("keeps the built-in engine's SVG beside the page and says so in the output", async () => {
    expect(lineArt.output).toMatchObject({ kind: "image", width: 1024, height: 1024, vector: true });
    expect(cover.output).toMatchObject({ vector: true });
    const row = await t.db.selectFrom("generations").selectAll().where("id", "=", lineArt.id).executeTakeFirstOrThrow();
    expect(row.vector_path).toMatch(/\.svg$/);
    const svg = (await t.deps.images.read(row.vector_path as string)).toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1024 1024"/);
  });

  it("deleting a page deletes its original too", async () => {
    const g = await generate("kids/alphabet", { subject: "Apple" });
    const row = await t.db.selectFrom("generations").selectAll().where("id", "=", g.id).executeTakeFirstOrThrow();
    expect((await owner.client.del(`/api/generations/${g.id}`)).status).toBe(204);
    await expect(t.deps.images.read(row.vector_path as string)).rejects.toThrow();
  });
});

describe("GET /api/generations/:id/print.pdf", () => {
  it("Letter: one 612x792 pt page of vector paths, no fonts left out, named after the tool", async () => {
    const res = await owner.client.get(`/api/generations/${lineArt.id}/print.pdf?paper=letter&download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="alphabet-[0-9T-]+\.pdf"$/);
    const pdf = await body(res.res);
    expect(pdfInfo(pdf)).toEqual({ pages: 1, width: 612, height: 792 });
    expect(pdfImages(pdf)).toEqual([]); // vector: not a single embedded image
    expect(pdfFonts(pdf).filter((f) => !f.embedded)).toEqual([]);
  });

  it("puts the art inside 0.5 in margins, centred, as large as fits (Letter and A4)", async () => {
    for (const [paper, width, height] of [
      ["letter", 612, 792],
      ["a4", 595.28, 841.89],
    ] as const) {
      const pdf = await body((await owner.client.get(`/api/generations/${lineArt.id}/print.pdf?paper=${paper}`)).res);
      expect(pdfInfo(pdf)).toMatchObject({ pages: 1, width, height });
      // At 72 DPI one pixel is one point: the margins are 36 px.
      const page = renderPdf(pdf, 72);
      const box = inkBox(page);
      expect(box).not.toBeNull();
      if (!box) return;
      expect(box.left).toBeGreaterThanOrEqual(36);
      expect(box.top).toBeGreaterThanOrEqual(36);
      expect(page.width - 1 - box.right).toBeGreaterThanOrEqual(35);
      expect(page.height - 1 - box.bottom).toBeGreaterThanOrEqual(35);
      // The page's frame spans nearly the whole 7.5 in (Letter) / 7.27 in (A4) printable width…
      expect(box.right - box.left).toBeGreaterThan((width - 72) * 0.85);
      // …centred left-right and top-bottom.
      expect(Math.abs(box.left - (page.width - 1 - box.right))).toBeLessThanOrEqual(2);
      expect(Math.abs(box.top - (page.height - 1 - box.bottom))).toBeLessThanOrEqual(12);
    }
  });

  it.each(["medium", "simple", "detailed"])("draws the same picture as the stored page (%s detail)", async (detail) => {
    // Simple and detailed pages are finished on their pixels: their vector original is traced from them.
    const g = detail === "medium" ? lineArt : await generate("kids/alphabet", { subject: "Dinosaur", detail });
    const pdf = await body((await owner.client.get(`/api/generations/${g.id}/print.pdf?paper=letter`)).res);
    // The art is 540 pt wide on Letter: at 1024/7.5 DPI it lands at 1024 px, on the stored pixel grid.
    const page = renderPdf(pdf, 1024 / 7.5);
    const stored = PNG.sync.read(await body((await owner.client.get(`/api/images/${g.id}`)).res));
    const ox = Math.round((page.width - 1024) / 2);
    const oy = Math.round((page.height - 1024) / 2);
    const storedInk = (x: number, y: number) => (stored.data[(y * 1024 + x) * 4] as number) < 128;
    const pdfInk = (x: number, y: number) => (page.grey[(y + oy) * page.width + x + ox] as number) < 128;
    // Thin strokes land a pixel apart after two rasterisers' rounding: ink within 1 px matches.
    const near = (f: (x: number, y: number) => boolean, x: number, y: number) =>
      [-1, 0, 1].some((dy) =>
        [-1, 0, 1].some((dx) => f(Math.min(1023, Math.max(0, x + dx)), Math.min(1023, Math.max(0, y + dy)))),
      );
    let same = 0;
    let ink = 0;
    for (let y = 0; y < 1024; y += 2) {
      for (let x = 0; x < 1024; x += 2) {
        const a = storedInk(x, y);
        const b = pdfInk(x, y);
        if (a || b) ink++;
        if ((a && near(pdfInk, x, y)) || (b && near(storedInk, x, y))) same++;
      }
    }
    expect(same / ink).toBeGreaterThan(0.9);
  });

  it("keeps a colour cover in colour, still vector", async () => {
    const pdf = await body((await owner.client.get(`/api/generations/${cover.id}/print.pdf?paper=a4`)).res);
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1, width: 595.28, height: 841.89 });
    expect(pdfImages(pdf)).toEqual([]);
  });

  it("answers 400 for another paper, 404 to anyone but the owner or an administrator", async () => {
    for (const paper of ["legal", "A4", "", "letter,a4", "constructor"]) {
      const res = await owner.client.get(`/api/generations/${lineArt.id}/print.pdf?paper=${encodeURIComponent(paper)}`);
      expect(res.status, paper).toBe(400);
      const message = "Paper must be letter or a4";
      expect(res.json.error).toEqual({ code: "invalid-input", message, fields: { paper: message } });
    }
    const stranger = await t.signup();
    expect((await stranger.client.get(`/api/generations/${lineArt.id}/print.pdf?paper=letter`)).status).toBe(404);
    expect((await stranger.client.get(`/api/generations/${lineArt.id}/print.pdf?paper=legal`)).status).toBe(404);
    expect((await t.client().get(`/api/generations/${lineArt.id}/print.pdf?paper=letter`)).status).toBe(401);
    const admin = await t.admin();
    expect((await admin.get(`/api/generations/${lineArt.id}/print.pdf?paper=a4`)).status).toBe(200);
    expect((await owner.client.get("/api/generations/nope/print.pdf?paper=letter")).status).toBe(404);
  });
});

describe("GET /api/images/:id?size=print", () => {
  it("a square line-art page: 2400x2400, pure black and white, drawn afresh from the vector", async () => {
    const res = await owner.client.get(`/api/images/${lineArt.id}?size=print&download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="alphabet-[0-9T-]+\.png"$/);
    const bytes = await body(res.res);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([2400, 2400]);
    // 300 DPI written in the file (pHYs, pixels a metre), as poppler-free readers such as sharp see it.
    const { default: sharp } = await import("sharp");
    expect((await sharp(bytes).metadata()).density).toBe(300);
    const values = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) values.add(png.data[i] as number);
    expect([...values].sort((a, b) => a - b)).toEqual([0, 255]);
  });

  it("a cover stays in colour at 2400x2400", async () => {
    const png = PNG.sync.read(await body((await owner.client.get(`/api/images/${cover.id}?size=print`)).res));
    expect([png.width, png.height]).toEqual([2400, 2400]);
    let colorful = 0;
    for (let i = 0; i < png.data.length; i += 4 * 101) {
      const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]] as number[];
      if (Math.max(r as number, g as number, b as number) - Math.min(r as number, g as number, b as number) > 40)
        colorful++;
    }
    expect(colorful).toBeGreaterThan(1000);
  });

  it("is the owner's or an administrator's only; another size is refused", async () => {
    const stranger = await t.signup();
    expect((await stranger.client.get(`/api/images/${lineArt.id}?size=print`)).status).toBe(404);
    expect((await (await t.admin()).get(`/api/images/${lineArt.id}?size=print`)).status).toBe(200);
    expect((await owner.client.get(`/api/images/${lineArt.id}?size=huge`)).status).toBe(400);
  });
});

describe("pages without a vector original", () => {
  let raster: TestApp;
  beforeAll(async () => {
    // A print-ready raster provider: a black ring on white, 1024x1024, and no SVG.
    const png = new PNG({ width: 1024, height: 1024 });
    png.data.fill(255);
    for (let y = 0; y < 1024; y++)
      for (let x = 0; x < 1024; x++) {
        const d = Math.hypot(x - 512, y - 512);
        if (d > 380 && d < 420) png.data.fill(0, (y * 1024 + x) * 4, (y * 1024 + x) * 4 + 3);
      }
    // A short delay keeps the page unfinished while the test asks for it early, on any database.
    raster = await createTestApp({ image: createFixedImageProvider({ png: PNG.sync.write(png), delayMs: 300 }) });
  });
  afterAll(async () => {
    await raster.close();
  });

  it("prints the raster at 300 DPI or more at its printed size, inside the margins; 409 before it is ready", async () => {
    const u = await raster.signup();
    const res = await u.client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Ball" } });
    const id = res.json.generation.id;
    const early = await u.client.get(`/api/generations/${id}/print.pdf?paper=letter`);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe("not-ready");
    await raster.deps.generations.idle();
    const g = (await u.client.get(`/api/generations/${id}`)).json.generation;
    expect(g.output.vector).toBe(false);
    for (const paper of ["letter", "a4"]) {
      const pdf = await body((await u.client.get(`/api/generations/${id}/print.pdf?paper=${paper}`)).res);
      const images = pdfImages(pdf);
      expect(images).toHaveLength(1);
      expect(images[0]?.width).toBe(2400);
      expect(images[0]?.xppi).toBeGreaterThanOrEqual(300);
      expect(images[0]?.yppi).toBeGreaterThanOrEqual(300);
      const page = renderPdf(pdf, 72);
      const box = inkBox(page);
      expect(box).not.toBeNull();
      if (!box) return;
      // The ring's outer edge is 420/512 of the half-width: centred, inside the margins.
      const half = (page.width - 72) / 2;
      expect(Math.abs((box.left + box.right) / 2 - page.width / 2)).toBeLessThanOrEqual(2);
      expect((box.right - box.left) / 2).toBeGreaterThan(half * 0.8);
      expect(box.left).toBeGreaterThanOrEqual(36);
    }
  });
});
