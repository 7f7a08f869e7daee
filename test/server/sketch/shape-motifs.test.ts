import { describe, expect, it } from "vitest";
import { matchMotifs } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { tilingTile } from "../../../server/sketch/layouts/tessellation.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Seed 8675309: "heart mandala" was a mandala with no heart, "sacred geometry flower of life" one
 * big daisy, "lowercase letter a" a capital A. Phrases marked held out match no word the rules
 * were written from.
 */
const motif = (subject: string) => ({ layout: "motif", subject, page: "portrait" });
const svgOf = (subject: string, seed = 3) =>
  renderSketchSvg({ toolId: "doodle/coloring-page", hub: "doodle", output: "line-art", sketch: motif(subject), seed });

describe("a shape named with an ornament is the ornament's drawing", () => {
  it.each([
    ["heart mandala", "mandala", "heart"],
    ["star mandala", "mandala", "star"],
    // Held out.
    ["mandala with hearts", "mandala", "hearts"],
    ["heart pattern", "pattern", "heart"],
    ["stained glass hearts", "pattern", "hearts"],
  ])("%s: a %s of %s", (subject, layout, thing) => {
    const page = readSketch(motif(subject));
    expect(page.layout).toBe(layout);
    expect(page.subject).toBe(thing);
    const drawing = matchMotifs(thing, 1)[0]?.hexcode;
    expect(drawing).toBeTruthy();
    expect(svgOf(subject)).toContain(`data-motif="${drawing}"`);
  });

  it("a plain shape drawn with a face is no ornament's motif: hexagons tile, circles are the flower of life", () => {
    expect(readSketch(motif("hexagon pattern"))).toMatchObject({ layout: "pattern", style: "tiling hexagon" });
    expect(readSketch(motif("circle pattern"))).toMatchObject({ layout: "pattern", style: "tiling circles" });
    // Held out.
    expect(readSketch(motif("triangle pattern"))).toMatchObject({ layout: "pattern", style: "tiling asanoha" });
    expect(readSketch(motif("hexagonal pattern")).subject).toBeUndefined();
  });
});

describe("sacred geometry is the flower of life, over the whole page", () => {
  it.each(["sacred geometry flower of life", "flower of life", "seed of life", "overlapping circles"])(
    "%s",
    (subject) => {
      expect(readSketch(motif(subject))).toMatchObject({ layout: "pattern", style: "tiling circles" });
      const u = understandSketch(motif(subject), "line-art");
      expect(u.unknown).toBeUndefined();
      expect(u.understood.every((w) => w.drawnAs !== null)).toBe(true);
    },
  );

  it("one period is circles of one size, each through its neighbours' centres", () => {
    const { w, h, body } = tilingTile("circles", 100, 3);
    const circles = [...body.matchAll(/cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/g)].map((m) =>
      m.slice(1).map(Number),
    );
    const r = circles[0]?.[2] as number;
    expect(new Set(circles.map((c) => c[2])).size).toBe(1);
    expect(w).toBeCloseTo(r, 1);
    expect(h).toBeCloseTo(r * Math.sqrt(3), 1);
    // Every circle has six neighbours at distance r (the lattice of the flower of life).
    const inner = circles.filter(([x, y]) => Math.abs(x as number) < 2 * r && Math.abs(y as number) < 1.5 * r);
    for (const [x, y] of inner) {
      const near = circles.filter(
        ([a, b]) => Math.abs(Math.hypot((a as number) - (x as number), (b as number) - (y as number)) - r) < 0.05,
      );
      expect(near.length).toBe(6);
    }
  });
});

describe("a lower-case letter asked for is drawn in lower case", () => {
  it.each([
    ["lowercase letter a", "a"],
    ["the lower-case letter q", "q"],
    // Held out.
    ["small letter g", "g"],
    ["letter B", "B"],
    ["capital letter d", "D"],
  ])("%s: %s", (subject, glyph) => {
    expect(readSketch(motif(subject))).toMatchObject({ layout: "letter", letter: glyph });
    const u = understandSketch(motif(subject), "line-art");
    expect(u.understood[0]?.drawnAs).toBe(`the ${glyph === glyph.toLowerCase() ? "lowercase " : ""}letter ${glyph}`);
  });

  it("draws the lower-case glyph, not the capital", () => {
    const glyphOf = (svg: string) => /<path data-text="1" d="([^"]+)"/.exec(svg)?.[1];
    const lower = glyphOf(svgOf("lowercase letter a"));
    const upper = glyphOf(svgOf("letter A"));
    expect(lower).toBeTruthy();
    expect(lower).not.toBe(upper);
  });
});

describe("a pattern named with things on it is a repeat of the things", () => {
  it.each([
    ["checkerboard with flowers", "flowers", "checkerboard"],
    // Held out.
    ["polka dots and hearts", "hearts", "polka dots"],
    ["gingham pattern with cherries", "cherries", "gingham"],
  ])("%s: %s repeated on the %s", (subject, thing, ground) => {
    // The pattern's own name is the ground under the things (pattern-grounds.test.ts); it had
    // been left out, said so.
    expect(readSketch(motif(subject))).toMatchObject({ layout: "pattern", subject: thing });
    const u = understandSketch(motif(subject), "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood.map((w) => w.word)).not.toContain(ground);
  });

  it("a thing with stripes is the thing", () => {
    expect(readSketch(motif("a zebra with stripes")).layout).toBe("motif");
  });
});
