import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { measureLineArt } from "../../../server/images/quality.js";
import { photoToPage } from "../../../server/photo/index.js";
import { fitPhoto } from "../../../server/photo/prepare.js";
import { houseSvg, petSvg, photo, portraitSvg } from "../../helpers/photos.js";

// The built-in engine's photo pipeline on synthetic photos (shading, gradients, grain, a hard
// shadow across a cheek): the page resembles the photo, is pure black and white with closed
// areas, and detail, line weight and the portrait variant change what is drawn.

const W = 1024;

function bw(png: Buffer) {
  const img = PNG.sync.read(png);
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4] as number;
  return { lum, width: img.width, height: img.height };
}

/** Sobel edge magnitude of the photo placed on the page exactly as the pipeline places it (cropped to fill). */
async function photoEdges(jpeg: Buffer, width: number, height: number): Promise<Float32Array> {
  const page = width === height ? "square" : "portrait";
  const { data, info } = await (await fitPhoto(jpeg, page, "crop")).image
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((width - info.width) / 2);
  const top = Math.floor((height - info.height) / 2);
  const out = new Float32Array(width * height);
  for (let y = 1; y < info.height - 1; y++)
    for (let x = 1; x < info.width - 1; x++) {
      const p = (dx: number, dy: number) => data[(y + dy) * info.width + x + dx] as number;
      const gx = p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1);
      const gy = p(-1, 1) + 2 * p(0, 1) + p(1, 1) - p(-1, -1) - 2 * p(0, -1) - p(1, -1);
      out[(top + y) * width + left + x] = Math.hypot(gx, gy);
    }
  return out;
}

/** Ink spread by a few pixels (a line sits beside its edge, not on it), as 0/1. */
function near(lum: Uint8Array, w: number, h: number, r = 4): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (lum[y * w + x] !== 0) continue;
      for (let dy = -r; dy <= r; dy++)
        for (let dx = -r; dx <= r; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < h && xx >= 0 && xx < w) out[yy * w + xx] = 1;
        }
    }
  return out;
}

/** Pearson correlation inside the photo's area (the frame is not the photo's). */
function correlation(a: Float32Array, b: Float32Array, w: number, h: number, inset = 70): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let y = inset; y < h - inset; y++)
    for (let x = inset; x < w - inset; x++) {
      const i = y * w + x;
      const u = a[i] as number;
      const v = b[i] as number;
      n++;
      sa += u;
      sb += v;
      saa += u * u;
      sbb += v * v;
      sab += u * v;
    }
  return (sab - (sa * sb) / n) / Math.sqrt((saa - (sa * sa) / n) * (sbb - (sb * sb) / n));
}

/** Share of the page that is solid ink: inside a 9×9 block of nothing but ink (a blot, not a line). */
function solidShare(lum: Uint8Array, w: number, h: number): number {
  const r = 4;
  // Summed-area table of ink.
  const sat = new Int32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      sat[(y + 1) * (w + 1) + x + 1] =
        (lum[y * w + x] === 0 ? 1 : 0) +
        (sat[y * (w + 1) + x + 1] as number) +
        (sat[(y + 1) * (w + 1) + x] as number) -
        (sat[y * (w + 1) + x] as number);
  let solid = 0;
  for (let y = r; y < h - r; y++)
    for (let x = r; x < w - r; x++) {
      const s =
        (sat[(y + r + 1) * (w + 1) + x + r + 1] as number) -
        (sat[(y - r) * (w + 1) + x + r + 1] as number) -
        (sat[(y + r + 1) * (w + 1) + x - r] as number) +
        (sat[(y - r) * (w + 1) + x - r] as number);
      if (s === (2 * r + 1) ** 2) solid++;
    }
  return solid / (w * h);
}

describe("photo to line art (built-in engine)", () => {
  it("resembles the photo: its lines follow the photo's edges, far more than another photo's", async () => {
    const house = await photo(houseSvg());
    const portrait = await photo(portraitSvg(), "png", { width: 1200, height: 900 });
    const page = await photoToPage({ photo: house, page: "square", detail: "medium", lineWeight: "medium" });
    const { lum, width, height } = bw(page.png);
    expect([width, height]).toEqual([W, W]);
    const ink = near(lum, width, height);
    const own = correlation(await photoEdges(house, width, height), ink, width, height);
    const other = correlation(await photoEdges(portrait, width, height), ink, width, height);
    expect(own).toBeGreaterThan(0.25);
    expect(own).toBeGreaterThan(other + 0.2);
  });

  it("is pure black and white with closed areas to colour, passing the quality gate, with a vector original", async () => {
    for (const [svg, variant] of [
      [houseSvg(), "photo"],
      [petSvg(), "pet"],
      [portraitSvg(), "portrait"],
    ] as const) {
      const page = await photoToPage({ photo: await photo(svg), page: "portrait", variant });
      const { lum, width, height } = bw(page.png);
      expect([width, height]).toEqual([1024, 1325]);
      expect(lum.every((v) => v === 0 || v === 255)).toBe(true);
      const measured = measureLineArt(lum, width, height);
      expect(measured).toEqual(page.quality);
      expect(page.quality).toMatchObject({ greyShare: 0, leaks: 0, passed: true });
      expect(page.quality.regions, variant).toBeGreaterThanOrEqual(5);
      expect(page.quality.minStrokePt).toBeGreaterThanOrEqual(0.75);
      expect(page.svg).toMatch(/^<svg viewBox="0 0 1024 1325"/);
      // A drawing whose lines all join traces as a few compound paths.
      expect(page.svg?.match(/<path/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
  });

  it("draws faces kindly: shadows and dark hair are outlines, never black blots", async () => {
    const portrait = await photo(portraitSvg());
    const page = await photoToPage({ photo: portrait, variant: "portrait", detail: "detailed", lineWeight: "bold" });
    const { lum, width, height } = bw(page.png);
    expect(solidShare(lum, width, height)).toBeLessThan(0.002);
    // What a threshold would have drawn: the hair and the cheek's shadow as solid ink.
    const { data } = await sharp(portrait)
      .resize(W, W, { fit: "fill" })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thresholded = new Uint8Array(W * W);
    for (let i = 0; i < thresholded.length; i++) thresholded[i] = (data[i] as number) < 110 ? 0 : 255;
    expect(solidShare(thresholded, W, W)).toBeGreaterThan(0.05);
  });

  it("still draws an underexposed photo (its tones are stretched first)", async () => {
    const dim = await sharp(await photo(houseSvg()))
      .linear(0.25, 10)
      .jpeg()
      .toBuffer();
    const page = await photoToPage({ photo: dim, detail: "medium" });
    expect(page.quality.regions).toBeGreaterThanOrEqual(5);
    expect(page.quality.inkShare).toBeGreaterThan(0.02);
  });

  it("changes real parameters with detail and line weight", async () => {
    const pet = await photo(petSvg());
    const simple = await photoToPage({ photo: pet, detail: "simple", lineWeight: "medium", variant: "pet" });
    const detailed = await photoToPage({ photo: pet, detail: "detailed", lineWeight: "medium", variant: "pet" });
    expect(detailed.quality.regions).toBeGreaterThan(simple.quality.regions);
    const thin = await photoToPage({ photo: pet, detail: "medium", lineWeight: "thin", variant: "pet" });
    const bold = await photoToPage({ photo: pet, detail: "medium", lineWeight: "bold", variant: "pet" });
    expect(bold.quality.inkShare).toBeGreaterThan(thin.quality.inkShare * 1.3);
  });
});
