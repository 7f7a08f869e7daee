import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { motifMarkup } from "../../../server/sketch/motif-svg.js";

/**
 * The flat set draws many outlines as a rim: a darker shape under a lighter copy set in by about
 * one unit. Every shape of the line art being edged, the rim printed as two lines a hair apart (a
 * cloud in nearly every sky, a ghost, a skull, a bone, a baseball). Measured on the printed
 * pixels: across the drawing, the outline is one line with white inside it, not two. The first
 * four drawings are the ones the rule was made from; the rest are held out.
 */
const PX = 720;
/** Pixels per unit of the set's 32-unit grid. */
const UNIT = (PX / 72) * 2.25;

function rows(hexcode: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${PX}" height="${PX}"><rect width="72" height="72" fill="#fff"/>${motifMarkup(hexcode, "black")}</svg>`;
  const px = new Resvg(svg, { fitTo: { mode: "width", value: PX } }).render().pixels;
  const dark = (x: number, y: number) => (px[(y * PX + x) * 4] as number) < 128;
  let [y0, y1] = [PX, 0];
  for (let y = 0; y < PX; y++)
    for (let x = 0; x < PX; x++)
      if (dark(x, y)) {
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return { dark, y0, y1 };
}

/** Across the row, from each side: how many dark pixels lie within 1.5 units inside the first line. */
function inkInsideOutline(hexcode: string, share: number): number[] {
  const { dark, y0, y1 } = rows(hexcode);
  const y = Math.round(y0 + (y1 - y0) * share);
  const sides: number[] = [];
  for (const dir of [1, -1]) {
    let x = dir > 0 ? 0 : PX - 1;
    while (x >= 0 && x < PX && !dark(x, y)) x += dir;
    while (x >= 0 && x < PX && dark(x, y)) x += dir;
    let ink = 0;
    for (let k = 0; k < 1.5 * UNIT; k++) if (dark(x + dir * k, y)) ink++;
    sides.push(ink);
  }
  return sides;
}

describe("a rim prints as one line", () => {
  it.each([
    ["2601", "cloud"],
    ["1F47B", "ghost"],
    ["1F480", "skull"],
    ["1F4AC", "speech balloon"],
    // Held out.
    ["1F9B7", "tooth"],
    ["1F5E8", "left speech bubble"],
    ["1F5EF", "right anger bubble"],
    ["2B1C", "white large square"],
  ])("%s %s: nothing inked just inside its outline", (hexcode) => {
    for (const share of [0.4, 0.5, 0.6]) expect(inkInsideOutline(hexcode, share), `row at ${share}`).toEqual([0, 0]);
  });
});

describe("what the rim's copy draws inside stays", () => {
  it("the skull keeps its eyes: the middle row crosses the outline and both eyes", () => {
    const { dark, y0, y1 } = rows("1F480");
    const y = Math.round(y0 + (y1 - y0) * 0.45);
    let runs = 0;
    for (let x = 1; x < PX; x++) if (dark(x, y) && !dark(x - 1, y)) runs++;
    expect(runs).toBe(6);
  });

  it("windows set in a band are shapes of their own: they keep their edges", () => {
    // The mountain railway's windows run one unit inside their band at top and bottom.
    const windows = motifMarkup("1F69E", "black").match(/<path[^>]*data-colour="#26c9fc"[^>]*>/)?.[0];
    expect(windows).toBeDefined();
    expect(windows).not.toContain('stroke="none"');
  });
});
