import { createHash } from "node:crypto";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { renderSketchSvg, renderSketchSync } from "../../../server/sketch/index.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { flood } from "../../helpers/regions.js";

/**
 * A tiling named with nothing in it ("tessellation", "islamic geometric pattern") is cells across
 * the whole page, every cell closed: it had been a mandala of rings in the middle of the page,
 * and "ocean wave pattern" hearts and balloons.
 */
const page = (subject: string, seed: number) =>
  PNG.sync.read(
    renderSketchSync({
      toolId: "doodle/coloring-page",
      hub: "doodle",
      output: "line-art",
      sketch: { layout: "motif", subject, page: "portrait" },
      seed,
      size: 512,
    }),
  );

/** The closed white areas of a page inside its frame, and how many of a 4 × 5 grid of its blocks have ink. */
function cells(png: PNG) {
  const { width: w, height: h, data } = png;
  const white = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) white[p] = (data[p * 4] as number) > 160 ? 1 : 0;
  const seen = new Uint8Array(w * h);
  let areas = 0;
  const x0 = Math.round(w * 0.08);
  const y0 = Math.round(h * 0.08);
  for (let y = y0; y < h - y0; y += 3)
    for (let x = x0; x < w - x0; x += 3) {
      const p = y * w + x;
      if (!white[p] || seen[p]) continue;
      const r = flood(white, w, h, p, seen);
      if (r.area > 20) areas++;
    }
  let inked = 0;
  for (let by = 0; by < 5; by++)
    for (let bx = 0; bx < 4; bx++) {
      let ink = false;
      for (let y = y0 + Math.floor(((h - 2 * y0) * by) / 5); !ink && y < y0 + ((h - 2 * y0) * (by + 1)) / 5; y++)
        for (let x = x0 + Math.floor(((w - 2 * x0) * bx) / 4); x < x0 + ((w - 2 * x0) * (bx + 1)) / 4; x++)
          if (!white[y * w + x]) {
            ink = true;
            break;
          }
      if (ink) inked++;
    }
  return { areas, inked };
}

describe("a tiling named is cells across the whole page", () => {
  it.each([
    ["tessellation", undefined],
    ["islamic geometric pattern", "star"],
    ["quilt pattern", "quilt"],
    ["ocean wave pattern", "waves"],
    // Held out.
    ["honeycomb pattern", "hexagon"],
    ["japanese asanoha pattern", "asanoha"],
    ["moroccan tile pattern", "star"],
    ["mosaic tiles", undefined],
  ])("%s → a tiling (%s)", (subject, kind) => {
    const sketch = readSketch({ layout: "motif", subject });
    expect(sketch.layout).toBe("pattern");
    expect(sketch.style).toBe(kind ? `tiling ${kind}` : "tiling");
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood).toEqual([{ word: subject, drawnAs: "a repeating pattern", exact: true }]);
    for (const seed of [1, 2]) {
      const { areas, inked } = cells(page(subject, seed));
      expect(inked, `${subject} ${seed}`).toBe(20);
      expect(areas, `${subject} ${seed}`).toBeGreaterThan(60);
    }
  });

  it("a batch of tessellations varies its tiling", () => {
    // The tile itself (the frame's wobble differs by seed whatever the tiling).
    const tile = (seed: number) =>
      /<pattern[^>]*>(.*?)<\/pattern>/s.exec(
        renderSketchSvg({
          toolId: "doodle/coloring-page",
          hub: "doodle",
          output: "line-art",
          sketch: { layout: "motif", subject: "tessellation", page: "portrait" },
          seed,
        }),
      )?.[1];
    const kinds = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        createHash("sha1")
          .update(tile(seed) ?? "")
          .digest("hex"),
      ),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ["mushroom pattern", "pattern"],
    ["geometric mandala", "mandala"],
  ])("%s is not a tiling: a thing's repeat, or a mandala", (subject, layout) => {
    const sketch = readSketch({ layout: "motif", subject });
    expect(sketch.layout).toBe(layout);
    expect(sketch.style ?? "").not.toMatch(/tiling/);
  });

  it("a thing named with a tiling's word is no pattern: a bed with a quilt", () => {
    expect(readSketch({ layout: "motif", subject: "a cozy bed with a quilt" }).layout).toBe("motif");
  });
});
