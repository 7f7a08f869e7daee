import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { motifMarkup } from "../../../server/sketch/motif-svg.js";

/**
 * A dark area of a drawing is a region to colour, not a block of ink (motif-svg.ts `isPatch`),
 * whichever way its outline is drawn. The bounds of an outline drawn with straight lines across
 * and down had left those lines out, so such areas measured as thin as a line and printed solid
 * black: the bullet train's track (fresh seed 19602127), a classical building's columns and
 * doors. An area at least 2.4 units wide both ways and 40 square units large is a region too
 * (the train's track is 3 units high). Measured on the printed pixels, 288 across: the largest
 * square of solid ink. The first two drawings are the ones the rule was made from.
 */
const N = 288;

function largestInkSquare(hexcode: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${N}" height="${N}"><rect width="72" height="72" fill="#fff"/>${motifMarkup(hexcode, "black")}</svg>`;
  const px = new Resvg(svg).render().pixels;
  const side = new Array<number>(N * N).fill(0);
  let best = 0;
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++) {
      if ((px[(y * N + x) * 4] as number) >= 128) continue;
      const around = Math.min(
        x ? (side[y * N + x - 1] ?? 0) : 0,
        y ? (side[(y - 1) * N + x] ?? 0) : 0,
        x && y ? (side[(y - 1) * N + x - 1] ?? 0) : 0,
      );
      side[y * N + x] = around + 1;
      best = Math.max(best, around + 1);
    }
  return best;
}

/** Two units of the set's grid at 288 across: a line is 0.9 of one. */
const TWO_UNITS = (N / 72) * 2.25 * 2;

describe("a dark area prints as a region to colour", () => {
  it.each([
    ["1F685", "bullet train"],
    ["1F3DB", "classical building"],
    // Held out.
    ["1F3DF", "stadium"],
    ["26EA", "church"],
    ["1F6F6", "canoe"],
  ])("%s %s: no block of ink wider than two units", (hexcode) => {
    expect(largestInkSquare(hexcode)).toBeLessThan(TWO_UNITS);
  });

  it("the rule can fail: a car's tyres, small dark wheels, stay ink", () => {
    expect(largestInkSquare("1F697")).toBeGreaterThan(TWO_UNITS);
  });
});
