import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { letterPage, readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg as page } from "./helpers.js";

/**
 * Issue 41, class 5: a number named is the page's number up to twenty, in figures or in words
 * ("number 10 with ten fingers" had been refused whole), drawn whole and counted under it.
 * Numbers here are not in any other test.
 */

/** The pixels of a page's number outline alone, on the page's 1024 × 1325 canvas. */
function glyphPixels(svg: string): Uint8Array {
  const glyph = /<path data-text="1" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  expect(glyph).not.toBe("");
  return new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1325" viewBox="0 0 1024 1325"><path d="${glyph}" fill="#000"/></svg>`,
  ).render().pixels;
}

describe("a number to twenty is the page's number", () => {
  it.each([
    ["number 11 with eleven fish", "11"],
    ["the number fourteen", "14"],
    ["number 16 with sixteen flowers", "16"],
    ["big number nineteen", "19"],
    ["Number 20 coloring page", "20"],
  ])("%s → %s", (subject, glyph) => {
    expect(letterPage(subject)?.glyph).toBe(glyph);
    expect(readSketch({ layout: "motif", subject })).toMatchObject({ layout: "letter", letter: glyph });
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood[0]?.drawnAs).toBe(`the number ${glyph}`);
  });

  it.each(["number 21", "a number 35 jersey", "numbers 1 to 20"])("%s is no number page", (s) => {
    expect(letterPage(s)).toBeUndefined();
  });
});

describe("a number of two figures is drawn whole and counted", () => {
  it.each([
    ["number 11 with eleven fish", 11],
    ["number 13 with thirteen bees", 13],
    ["number 18 with eighteen stars", 18],
  ])("%s draws both figures and %i of one drawing", (subject, n) => {
    for (const seed of [1, 2]) {
      const svg = page(subject, seed);
      const drawn = [...svg.matchAll(/scale\(([\d.]+)\)[^"]*"><g data-motif="([^"]+)"/g)];
      expect(drawn.length, subject).toBe(n);
      expect(new Set(drawn.map((d) => d[2])).size, subject).toBe(1);
      // Each still large enough to colour.
      for (const d of drawn) expect(Number(d[1]) * 72, subject).toBeGreaterThan(90);
      // The number's outline: two figures side by side, an unlinked column of paper between them.
      const px = glyphPixels(svg);
      const inked = new Array<boolean>(1024).fill(false);
      for (let i = 0; i < px.length; i += 4) if ((px[i + 3] as number) >= 128) inked[(i / 4) % 1024] = true;
      const first = inked.indexOf(true);
      const last = inked.lastIndexOf(true);
      expect(inked.slice(first, last).includes(false), subject).toBe(true);
    }
  });
});

describe("nought, with nothing to count, fills its page", () => {
  it.each(["big number 0", "the number zero"])("%s", (subject) => {
    const svg = page(subject, 1);
    const px = glyphPixels(svg);
    const rows = new Array<boolean>(1325).fill(false);
    for (let i = 0; i < px.length; i += 4) if ((px[i + 3] as number) >= 128) rows[Math.floor(i / 4 / 1024)] = true;
    const top = rows.indexOf(true);
    const bottom = rows.lastIndexOf(true);
    // Over half the page tall, and its middle near the page's (it had stood small at the top).
    expect(bottom - top).toBeGreaterThan(1325 * 0.5);
    expect(Math.abs((top + bottom) / 2 - 1325 / 2)).toBeLessThan(1325 * 0.1);
  });
});
