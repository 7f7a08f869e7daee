import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { palettes } from "../../../engine/covers/palettes.js";
import { colorLineArt, lineArtGrey } from "../../../server/coloring/index.js";
import { labelRegions, PAPER_THRESHOLD, regionNeighbours } from "../../../server/coloring/regions.js";
import { modelPng } from "../../helpers/model-png.js";

const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const lettering = readFileSync(new URL("../../fixtures/pages/lettering-detailed-portrait.png", import.meta.url));

/** Regions at least this many pixels are "above a small size" (0.01% of the page). */
const small = (w: number, h: number) => Math.round(w * h * 0.0001);

/**
 * Read back from the coloured pixels alone: every region of the original line art above a
 * small size is filled (no pure white pixel in it), neighbours across a line differ, and every
 * ink pixel of the original is exactly as dark as it was (the outlines are intact).
 */
async function checkColored(input: { png: Buffer }, palette: string, seed: number) {
  const page = await colorLineArt(input, palette, seed);
  const original = await lineArtGrey(input);
  expect([page.width, page.height]).toEqual([original.width, original.height]);
  const map = labelRegions(original.grey, original.width, original.height);
  const min = small(map.width, map.height);
  const colorOf = new Map<number, { v: number; rgb: string }>();
  const whiteIn = new Int32Array(map.count + 1);
  let inkChanged = 0;
  for (let i = 0; i < map.labels.length; i++) {
    const l = map.labels[i] as number;
    const [r, g, b] = [page.rgb[i * 3], page.rgb[i * 3 + 1], page.rgb[i * 3 + 2]] as [number, number, number];
    if (!l) {
      const v = original.grey[i] as number;
      if (r !== v || g !== v || b !== v) inkChanged++;
      continue;
    }
    if ((original.grey[i] as number) >= 240) {
      if (r >= 250 && g >= 250 && b >= 250) whiteIn[l] = (whiteIn[l] as number) + 1;
      // The fill itself, read where the paper was lightest: the region's colour.
      const v = original.grey[i] as number;
      const seen = colorOf.get(l);
      if (!seen || v > seen.v) colorOf.set(l, { v, rgb: `${r},${g},${b}` });
    }
  }
  expect(inkChanged).toBe(0);
  let big = 0;
  for (let l = 1; l <= map.count; l++) {
    if ((map.area[l] as number) < min) continue;
    big++;
    expect(whiteIn[l], `region ${l} left white`).toBe(0);
  }
  expect(big).toBeGreaterThan(5);
  const neighbours = regionNeighbours(map, Math.round(map.width * 0.012));
  let pairs = 0;
  for (let a = 1; a <= map.count; a++) {
    if ((map.area[a] as number) < min) continue;
    for (const b of neighbours[a] as Set<number>) {
      if (b < a || (map.area[b] as number) < min) continue;
      pairs++;
      expect(colorOf.get(a)?.rgb, `regions ${a} and ${b} touch`).toBeDefined();
      expect(colorOf.get(a)?.rgb, `regions ${a} and ${b} touch`).not.toBe(colorOf.get(b)?.rgb);
    }
  }
  expect(pairs).toBeGreaterThan(5);
  expect(page.regions.filter((r) => r.area >= min).every((r) => r.color !== "#ffffff")).toBe(true);
  return page;
}

describe("automatic colouring of line art", () => {
  it("fills every region of a built-in page from each palette, neighbours never alike, outlines intact", async () => {
    for (const p of palettes) await checkColored({ png: scene }, p.id, 5);
  });

  it("colours a detailed lettering page", async () => {
    await checkColored({ png: lettering }, "jewel", 2);
  });

  it("works on a model page (RGB with alpha, grey lines)", async () => {
    await checkColored({ png: modelPng(900, 1100, 110) }, "ocean", 9);
  });

  it("is deterministic for a seed; another seed shuffles the colours", async () => {
    const a = await colorLineArt({ png: scene }, "pastel", 11);
    const b = await colorLineArt({ png: scene }, "pastel", 11);
    const c = await colorLineArt({ png: scene }, "pastel", 12);
    expect(Buffer.from(a.rgb).equals(Buffer.from(b.rgb))).toBe(true);
    expect(a.regions).toEqual(b.regions);
    expect(Buffer.from(a.rgb).equals(Buffer.from(c.rgb))).toBe(false);
  });

  it("colours only with the palette's colours (and the background's pale tint)", async () => {
    const page = await colorLineArt({ png: scene }, "autumn", 3);
    const autumn = palettes.find((p) => p.id === "autumn")?.colors ?? [];
    const fills = page.regions.filter((r) => !r.background && r.area > 200).map((r) => r.color);
    expect(fills.length).toBeGreaterThan(10);
    expect(fills.every((c) => autumn.includes(c))).toBe(true);
    expect(PAPER_THRESHOLD).toBe(160);
  });
});
