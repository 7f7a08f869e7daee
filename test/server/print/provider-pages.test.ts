import { PNG } from "pngjs";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildCatalog } from "../../../engine/catalog.js";
import { readCatalogFiles } from "../../../server/catalog/load.js";
import { gateProviderLineArt } from "../../../server/images/postprocess.js";
import { printPdf } from "../../../server/print/pdf.js";
import { pageShape, preparePage } from "../../../server/print/prepare.js";
import { printPng } from "../../../server/print/raster.js";
import { createTestApp, type TestApp, testCatalog } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { inkBox, pdfImages, pdfInfo, renderPdf } from "../../helpers/pdf.js";

/** What a model sends for line art: a grey, soft-edged ring on off-white, any size. */
function ringPng(width: number, height: number, color = false): Buffer {
  const png = new PNG({ width, height });
  const r = Math.min(width, height) * 0.4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.abs(Math.hypot(x - width / 2, y - height / 2) - r);
      const v = d < 18 ? 30 : d < 22 ? 120 : 245;
      png.data.set(color ? [250, v, 40, 255] : [v, v, v, 255], (y * width + x) * 4);
    }
  return PNG.sync.write(png);
}

// The app hands line art to the quality gate, which fits it to the page.
const lineArt = async (png: Buffer) => gateProviderLineArt(png, { page: "portrait" }).png;

function stats(png: Buffer) {
  const img = PNG.sync.read(png);
  const values = new Set<number>();
  for (let i = 0; i < img.data.length; i += 4) values.add(img.data[i] as number);
  const grey = new Uint8Array(img.width * img.height);
  for (let i = 0; i < grey.length; i++) grey[i] = img.data[i * 4] as number;
  return {
    width: img.width,
    height: img.height,
    values: [...values].sort((a, b) => a - b),
    box: inkBox({ ...img, grey }),
  };
}

describe("the page field", () => {
  it("is read defensively: only 'portrait' is portrait", () => {
    expect(pageShape({ page: "portrait" })).toBe("portrait");
    for (const page of ["square", "PORTRAIT", undefined, 3, null]) expect(pageShape({ page })).toBe("square");
  });
});

describe("portrait provider pages", () => {
  it("line art 1024x1536 is fitted to 17:22 with white sides, undistorted, pure black and white, and traced", async () => {
    const page = await preparePage(ringPng(1024, 1536), {
      kind: "line-art",
      page: "portrait",
      printReady: false,
      lineArt,
    });
    const s = stats(page.png);
    expect([s.width, s.height]).toEqual([1024, 1325]); // 1024 x 22/17
    expect(s.values).toEqual([0, 255]);
    // The ring is still round: as wide as it is tall, centred.
    const box = s.box as NonNullable<typeof s.box>;
    expect(Math.abs(box.right - box.left - (box.bottom - box.top))).toBeLessThanOrEqual(3);
    expect(Math.abs((box.left + box.right) / 2 - 1024 / 2)).toBeLessThanOrEqual(2);
    expect(page.svg).toMatch(/^<svg viewBox="0 0 1024 1325"/);

    // Printed: 2550x3300 at 300 DPI, and a vector PDF filling the Letter margins' width.
    const print = stats(await printPng({ kind: "line-art", png: page.png, svg: page.svg }));
    expect([print.width, print.height]).toEqual([2550, 3300]);
    expect(print.values).toEqual([0, 255]);
    const pdf = await printPdf({ kind: "line-art", png: page.png, svg: page.svg }, "letter", "page");
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1, width: 612, height: 792 });
    expect(pdfImages(pdf)).toEqual([]);
  });

  it("a cover 1024x1792 is trimmed to 17:22 and stays in colour", async () => {
    const page = await preparePage(ringPng(1024, 1792, true), {
      kind: "cover",
      page: "portrait",
      printReady: false,
      lineArt,
    });
    const meta = await sharp(page.png).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1325]); // 1024 x 22/17
    expect(meta.channels).toBe(3);
    expect(page.svg).toBeNull();
  });

  it("a raster cover is enlarged with Lanczos to 300 DPI or more on the page", async () => {
    const png = ringPng(1024, 1024, true);
    const print = await printPng({ kind: "cover", png, svg: null });
    const meta = await sharp(print).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 2400]);
    // Lanczos, not nearest-neighbour: the enlarged edges hold in-between shades.
    const { data } = await sharp(print).raw().toBuffer({ resolveWithObject: true });
    const greens = new Set<number>();
    for (let i = 1; i < data.length; i += 3) greens.add(data[i] as number);
    expect(greens.size).toBeGreaterThan(20);
    for (const paper of ["letter", "a4"] as const) {
      const [image] = pdfImages(await printPdf({ kind: "cover", png, svg: null }, paper, "cover"));
      expect(image?.xppi).toBeGreaterThanOrEqual(300);
    }
  });
});

/**
 * The catalogue with the standard `page` field on kids/alphabet: the real one once the shared
 * field set declares it, else the same descriptor with that field added.
 */
function catalogWithPageField() {
  if (
    testCatalog()
      .byId.get("kids/alphabet")
      ?.fields.some((f) => f.name === "page")
  )
    return testCatalog();
  const files = readCatalogFiles().map((f) =>
    f.path === "kids/alphabet.yaml"
      ? {
          ...f,
          text: f.text.replace(
            "prompt: |",
            "  - name: page\n    type: choice\n    label: Page\n    options:\n      - { value: square, label: Square }\n      - { value: portrait, label: Portrait }\nprompt: |",
          ),
        }
      : f,
  );
  const { catalog, errors } = buildCatalog(files);
  expect(errors).toEqual([]);
  return catalog;
}

describe("OpenAI pages through the app", () => {
  let t: TestApp | undefined;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | undefined;
  afterEach(async () => {
    await t?.close();
    await fake?.close();
  });

  it("asks GPT Image for 1024x1536 and DALL·E 3 for 1024x1792 when the page is portrait", async () => {
    fake = await startFakeOpenAI(answerWithImage(ringPng(64, 96)));
    const request = { toolId: "kids/alphabet", hub: "kids", output: "line-art" as const, prompt: "a cat", seed: 1 };
    for (const [model, page, size] of [
      ["gpt-image-1", "portrait", "1024x1536"],
      ["dall-e-3", "portrait", "1024x1792"],
      ["gpt-image-1", "square", "1024x1024"],
    ] as const) {
      const image = fakeImageProvider(fake, { model, timeoutMs: 2000 });
      await image.generate({ ...request, page, signal: new AbortController().signal });
      expect(fake.requests.at(-1)?.body.size, `${model} ${page}`).toBe(size);
    }
  });

  it("page: portrait asks for 1024x1536, stores a 17:22 page and prints it 2550x3300 and as a vector PDF", async () => {
    fake = await startFakeOpenAI(answerWithImage(ringPng(1024, 1536)));
    const image = fakeImageProvider(fake, { timeoutMs: 2000 });
    t = await createTestApp({ image, catalog: catalogWithPageField() });
    const u = await t.signup();
    const res = await u.client.post("/api/generations", {
      tool: "kids/alphabet",
      values: { subject: "Apple", page: "portrait" },
    });
    expect(res.status).toBe(202);
    await t.deps.generations.idle();
    expect(fake.requests[0]?.body.size).toBe("1024x1536");
    const g = (await u.client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
    expect(g.output).toMatchObject({ width: 1024, height: 1325, vector: true });
    const print = PNG.sync.read(
      Buffer.from(await (await u.client.get(`${g.output.url}?size=print`)).res.arrayBuffer()),
    );
    expect([print.width, print.height]).toEqual([2550, 3300]);
    const pdf = Buffer.from(
      await (await u.client.get(`/api/generations/${g.id}/print.pdf?paper=letter`)).res.arrayBuffer(),
    );
    expect(pdfImages(pdf)).toEqual([]);
    const sheet = renderPdf(pdf, 72);
    const box = inkBox(sheet);
    // The ring (about 860 of the fitted page's 1187 px: 0.72 of the 540 pt it is printed at) is
    // centred inside the margins and still round.
    expect(box).not.toBeNull();
    if (!box) return;
    expect(Math.abs(box.right - box.left - (box.bottom - box.top))).toBeLessThanOrEqual(3);
    expect(Math.abs((box.left + box.right) / 2 - sheet.width / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs((box.top + box.bottom) / 2 - sheet.height / 2)).toBeLessThanOrEqual(2);
    expect((box.right - box.left) / 540).toBeGreaterThan(0.69);
    expect((box.right - box.left) / 540).toBeLessThan(0.76);
  });

  it("a model's line art is cleaned, traced and printed as vectors that match the stored page", async () => {
    fake = await startFakeOpenAI(answerWithImage(ringPng(1024, 1024)));
    const image = fakeImageProvider(fake, { timeoutMs: 2000 });
    t = await createTestApp({ image });
    const u = await t.signup();
    const res = await u.client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    await t.deps.generations.idle();
    const g = (await u.client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
    expect(g.output).toMatchObject({ width: 1024, height: 1024, vector: true });
    const pdf = Buffer.from(
      await (await u.client.get(`/api/generations/${g.id}/print.pdf?paper=letter`)).res.arrayBuffer(),
    );
    expect(pdfImages(pdf)).toEqual([]);
    // Rendered at 1024/7.5 DPI the art is 1024 px wide: the traced ring lies on the page's ring.
    const page = renderPdf(pdf, 1024 / 7.5);
    const stored = PNG.sync.read(Buffer.from(await (await u.client.get(g.output.url)).res.arrayBuffer()));
    const ox = Math.round((page.width - 1024) / 2);
    const oy = Math.round((page.height - 1024) / 2);
    let both = 0;
    let either = 0;
    for (let y = 0; y < 1024; y += 2)
      for (let x = 0; x < 1024; x += 2) {
        const a = (stored.data[(y * 1024 + x) * 4] as number) < 128;
        const b = (page.grey[(y + oy) * page.width + x + ox] as number) < 128;
        if (a || b) either++;
        if (a && b) both++;
      }
    expect(both / either).toBeGreaterThan(0.9);
  });
});
