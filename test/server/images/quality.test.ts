import { describe, expect, it } from "vitest";
import { pointsPerPixel } from "../../../server/images/print-size.js";
import { gateLineArt, measureLineArt } from "../../../server/images/quality.js";
import { repairLineArt } from "../../../server/images/repair.js";

// Pages drawn pixel by pixel: 0 is ink, 255 paper, anything between grey.
function page(w: number, h: number) {
  const px = new Uint8Array(w * h).fill(255);
  const rect = (x: number, y: number, rw: number, rh: number, v = 0) => {
    for (let yy = Math.max(0, y); yy < Math.min(h, y + rh); yy++)
      px.fill(v, yy * w + Math.max(0, x), yy * w + Math.min(w, x + rw));
  };
  /** An outlined box with strokes `t` pixels wide; `gap` cuts its top side open. */
  const box = (x: number, y: number, bw: number, bh: number, t: number, gap = 0) => {
    rect(x, y, bw, t);
    rect(x, y + bh - t, bw, t);
    rect(x, y, t, bh);
    rect(x + bw - t, y, t, bh);
    if (gap) rect(x + Math.floor(bw / 2), y, gap, t, 255);
  };
  /** A diagonal stroke of true width `t` from (x0, y0) going down-right for `len` pixels. */
  const diagonal = (x0: number, y0: number, len: number, t: number) => {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const u = (x - x0 + (y - y0)) / Math.SQRT2;
        const d = Math.abs(x - x0 - (y - y0)) / Math.SQRT2;
        if (u >= 0 && u <= len && d <= t / 2) px[y * w + x] = 0;
      }
  };
  return { px, w, h, rect, box, diagonal };
}

/** A grid of `cols`×`rows` cells with strokes `t` wide inside a frame, the whole page. */
function grid(w: number, h: number, cols: number, rows: number, t: number) {
  const p = page(w, h);
  const x0 = 40;
  const y0 = 40;
  const cw = Math.floor((w - 80) / cols);
  const ch = Math.floor((h - 80) / rows);
  for (let c = 0; c <= cols; c++) p.rect(x0 + c * cw, y0, t, rows * ch + t);
  for (let r = 0; r <= rows; r++) p.rect(x0, y0 + r * ch, cols * cw + t, t);
  return { ...p, cw, ch };
}

describe("quality gate: measuring (pixels at print size)", () => {
  it("print scale: a square page prints 8 in wide, a 17:22 page 8.5x11 in", () => {
    expect(pointsPerPixel(2400, 2400)).toBeCloseTo(72 / 300, 6);
    expect(pointsPerPixel(2550, 3300)).toBeCloseTo(72 / 300, 6);
    expect(pointsPerPixel(1024, 1024)).toBeCloseTo(576 / 1024, 6);
  });

  it.each([
    [4, 0.96],
    [8, 1.92],
    [15, 3.6],
  ])("a grid drawn with %i px strokes at 300 DPI measures %f pt", (t, pt) => {
    const g = grid(2550, 3300, 5, 6, t);
    const q = measureLineArt(g.px, g.w, g.h);
    expect(q.minStrokePt).toBeCloseTo(pt, 1);
    expect(q.regions).toBe(30);
    // Each cell: (cw - t) × (ch - t) px at 300 DPI.
    const cm2 = (((g.cw - t) * 2.54) / 300) * (((g.ch - t) * 2.54) / 300);
    expect(q.smallestRegionCm2).toBeCloseTo(cm2, 0);
    expect(q).toMatchObject({ greyShare: 0, leaks: 0, passed: true });
  });

  it("measures a diagonal stroke by its true width, not its pixel runs", () => {
    const p = page(1200, 1200);
    p.box(20, 20, 1160, 1160, 10);
    p.diagonal(100, 100, 1000, 10);
    const q = measureLineArt(p.px, p.w, p.h);
    // 10 px at 576 pt / 1200 px.
    expect(q.minStrokePt).toBeGreaterThan(4.2);
    expect(q.minStrokePt).toBeLessThan(5.6);
  });

  it("a 1 px hairline at 1024 px (0.56 pt) fails; 2 px (1.1 pt) passes", () => {
    for (const [t, ok] of [
      [1, false],
      [2, true],
    ] as const) {
      const g = grid(1024, 1024, 3, 3, t);
      const q = measureLineArt(g.px, g.w, g.h);
      expect(q.minStrokePt).toBeCloseTo(t * (576 / 1024), 1);
      expect(q.passed).toBe(ok);
    }
  });

  it("counts 200 cells of a detailed grid and 36 of a simple one", () => {
    expect(measureLineArt(grid(2550, 3300, 10, 20, 8).px, 2550, 3300).regions).toBe(200);
    expect(measureLineArt(grid(1024, 1024, 6, 6, 4).px, 1024, 1024).regions).toBe(36);
  });

  it("a box whose outline has a small gap is a leak; a closed one is not", () => {
    const p = page(1024, 1024);
    p.box(200, 200, 300, 300, 4, 3);
    p.box(600, 600, 200, 200, 4);
    const q = measureLineArt(p.px, p.w, p.h);
    expect(q.leaks).toBe(1);
    expect(q.regions).toBe(1);
    expect(q.passed).toBe(false);
  });

  it("grey pixels are counted and fail the page", () => {
    const g = grid(1024, 1024, 2, 2, 4);
    g.rect(100, 100, 100, 100, 128);
    const q = measureLineArt(g.px, g.w, g.h);
    expect(q.greyShare).toBeCloseTo(10000 / (1024 * 1024), 4);
    expect(q.passed).toBe(false);
  });
});

describe("quality gate: repairing", () => {
  it("keeps a page that passes as it is", () => {
    const g = grid(1024, 1024, 4, 4, 4);
    const out = gateLineArt(g.px, g.w, g.h);
    expect(out.repairs).toEqual([]);
    expect(out.pixels).toBe(g.px);
    expect(out.quality.passed).toBe(true);
  });

  it("removes grey shading inside shapes, keeps their outlines", () => {
    const g = grid(1024, 1024, 3, 3, 5);
    const inkBefore = measureLineArt(g.px, g.w, g.h).inkShare;
    // Two cells shaded mid-grey and dark grey, as image models do.
    g.rect(60, 60, 250, 250, 140);
    g.rect(400, 400, 200, 200, 90);
    const out = gateLineArt(g.px, g.w, g.h);
    expect(out.repairs).toContain("grey-removed");
    expect(out.quality).toMatchObject({ greyShare: 0, regions: 9, leaks: 0, passed: true });
    expect(out.quality.inkShare).toBeCloseTo(inkBefore, 2);
    expect(out.pixels.every((v) => v === 0 || v === 255)).toBe(true);
  });

  it("closes a small gap in an outline (the leak) and passes", () => {
    const p = page(1024, 1024);
    p.box(200, 200, 500, 500, 5, 3);
    // Four areas to colour, as a medium page needs (MIN_REGIONS): the gap opens the top right one.
    p.rect(350, 200, 5, 500);
    p.rect(200, 450, 500, 5);
    const before = measureLineArt(p.px, p.w, p.h);
    expect(before.leaks).toBe(1);
    const out = gateLineArt(p.px, p.w, p.h);
    expect(out.repairs).toContain("gaps-closed");
    expect(out.quality).toMatchObject({ leaks: 0, regions: 4, passed: true });
  });

  it("thickens hairlines to at least 0.75 pt", () => {
    const g = grid(1024, 1024, 3, 3, 1);
    const out = gateLineArt(g.px, g.w, g.h);
    expect(out.repairs).toContain("strokes-thickened");
    expect(out.quality.minStrokePt).toBeGreaterThanOrEqual(0.75);
    expect(out.quality).toMatchObject({ regions: 9, passed: true });
  });

  it("removes specks of noise (every provider page is repaired: models' pages always have grey edges)", () => {
    const g = grid(1024, 1024, 2, 2, 5);
    for (let i = 0; i < 40; i++) g.rect(100 + i * 9, 300, 2, 2);
    const specked = measureLineArt(g.px, g.w, g.h);
    const out = repairLineArt(g.px, g.w, g.h);
    expect(out.repairs).toContain("specks-removed");
    const after = measureLineArt(out.pixels, g.w, g.h);
    expect(after.inkShare).toBeLessThan(specked.inkShare);
    expect(after.inkShare).toBeCloseTo(specked.inkShare - (40 * 4) / (1024 * 1024), 3);
    expect(after).toMatchObject({ regions: 4, passed: true });
  });

  it("marks a page it cannot save: an all-black page, an empty page", () => {
    expect(gateLineArt(new Uint8Array(512 * 512), 512, 512).quality.passed).toBe(false);
    const empty = gateLineArt(new Uint8Array(512 * 512).fill(255), 512, 512).quality;
    expect(empty).toMatchObject({ inkShare: 0, regions: 0, passed: false });
  });
});

describe("quality gate: an empty page fails at every detail level (issue 47, item 9)", () => {
  /** A photo whose lines all faded: its 1000x657 picture left as the frame round it, nothing inside. */
  const frameOnly = () => {
    const p = page(1024, 1024);
    p.box(12, 183, 1000, 657, 6);
    return p;
  };

  it.each(["simple", "medium", "detailed", undefined])("a frame alone (%s) fails, and says why", (detail) => {
    const p = frameOnly();
    const gated = gateLineArt(p.px, p.w, p.h, [], detail);
    expect(gated.quality.regions).toBe(1);
    expect(gated.quality.inkShare).toBeLessThan(0.03);
    expect(gated.quality.passed).toBe(false);
    expect(gated.reasons.join("; ")).toMatch(/^1 area to colour, under the \d+ a \w+ page needs$/);
  });

  it.each([
    ["simple", 2, 3],
    ["medium", 3, 3],
    ["detailed", 6, 6],
  ])("a real %s page (a %ix%i grid in its frame) still passes", (detail, cols, rows) => {
    const g = grid(1024, 1024, cols, rows, 4);
    const gated = gateLineArt(g.px, g.w, g.h, [], detail);
    expect(gated.quality.passed).toBe(true);
    expect(gated.reasons).toEqual([]);
  });

  it("a page with fewer areas than its level's least fails; the same page at a lower level passes", () => {
    const g = grid(1024, 1024, 2, 3, 4);
    expect(gateLineArt(g.px, g.w, g.h, [], "detailed").quality.passed).toBe(false);
    expect(gateLineArt(g.px, g.w, g.h, [], "simple").quality.passed).toBe(true);
  });
});
