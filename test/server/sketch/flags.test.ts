import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { FLAG_H, FLAG_W, flagCode, flagMarkup } from "../../../server/sketch/flags.js";
import { flood } from "../../helpers/regions.js";

/** White regions of a flag drawn as line art: how many stripes reach the fly edge, how many stars. */
function regions(country: string) {
  const code = country.length === 2 ? country : flagCode(country);
  if (!code) throw new Error(`no flag for ${country}`);
  const scale = 2;
  const w = FLAG_W * scale;
  const h = FLAG_H * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FLAG_W} ${FLAG_H}" width="${w}" height="${h}"><rect width="${FLAG_W}" height="${FLAG_H}" fill="#fff"/>${flagMarkup(code, 2)}</svg>`;
  const px = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const white = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) white[i] = (px[i * 4] as number) > 128 ? 1 : 0;
  const seen = new Uint8Array(w * h);
  let stripes = 0;
  let stars = 0;
  let total = 0;
  for (let s = 0; s < w * h; s++) {
    if (!white[s] || seen[s]) continue;
    const { area, x0, x1, y0, y1 } = flood(white, w, h, s, seen);
    if (area < 40) continue; // anti-aliasing specks
    total++;
    if (x1 >= w - 8) stripes++;
    else if (area < w * h * 0.03 && x0 > 8 && y0 > 8 && y1 < h - 8) stars++;
  }
  let black = 0;
  for (let i = 0; i < w * h; i++) if (!white[i]) black++;
  return { stripes, stars, total, blackShare: black / (w * h) };
}

/**
 * The white area a flood fill from (cx, cy) covers on the flag drawn as line art (edges 1 flag
 * unit wide), in flag units: its area and the width and height of its bounding box.
 */
function fillFrom(code: string, cx: number, cy: number) {
  const scale = 3;
  const w = FLAG_W * scale;
  const h = FLAG_H * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FLAG_W} ${FLAG_H}" width="${w}" height="${h}"><rect width="${FLAG_W}" height="${FLAG_H}" fill="#fff"/>${flagMarkup(code, 1)}</svg>`;
  const px = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const white = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) white[i] = (px[i * 4] as number) > 128 ? 1 : 0;
  const start = Math.round(cy * scale) * w + Math.round(cx * scale);
  expect(white[start], `${code}: the centre (${cx}, ${cy}) is white`).toBe(1);
  const { area, x0, x1, y0, y1 } = flood(white, w, h, start, new Uint8Array(w * h));
  return { area: area / scale ** 2, width: (x1 - x0 + 1) / scale, height: (y1 - y0 + 1) / scale };
}

describe("flags from real flag geometry", () => {
  it.each([
    ["United States", 13, 50],
    ["USA", 13, 50],
    ["Malaysia", 14, undefined],
    ["Liberia", 11, 1],
    ["Greece", 9, undefined],
    ["Thailand", 5, 0],
    ["Cuba", 5, 1],
    ["Togo", 5, 1],
    ["Germany", 3, 0],
    ["France", 1, 0],
    ["Japan", 1, 0],
    ["China", 1, 5],
    ["Chile", undefined, 1],
    ["Solomon Islands", undefined, 5],
    // Nine stripes, but the top three white ones meet the white canton with no edge, as on
    // the flag itself: one white area, so 7 areas reach the fly edge.
    ["Uruguay", 7, undefined],
  ])("%s: %s stripes, %s stars", (country, stripes, stars) => {
    const r = regions(country);
    if (stripes !== undefined) expect(r.stripes).toBe(stripes);
    if (stars !== undefined) expect(r.stars).toBe(stars);
  });

  it("Cabo Verde: each of the ten stars (one path of open outlines) is closed", () => {
    // Ten stars, plus the four notches between the feet of the stars that sit on a stripe's edge.
    expect(regions("Cabo Verde").stars).toBe(14);
  });

  it.each(["eu", "Grenada", "New Zealand", "Venezuela", "Honduras"])(
    "%s: stars drawn from shared pieces are outlines, not black blots",
    (country) => {
      const r = regions(country);
      expect(r.blackShare).toBeLessThan(0.06);
    },
  );

  it("every country in the catalogue's list draws its own flag", () => {
    const names = readFileSync("catalog/lists/countries.yaml", "utf8")
      .split("\n")
      .filter((l) => l.startsWith("  - "))
      .map((l) => l.slice(4).trim());
    expect(names.length).toBeGreaterThan(190);
    const codes = new Map<string, string>();
    for (const n of names) {
      const code = flagCode(n);
      expect(code, n).toBeDefined();
      expect(codes.get(code as string), `${n} shares a flag`).toBeUndefined();
      codes.set(code as string, n);
    }
    expect(flagCode("Japan")).toBe("jp");
    expect(flagCode("Palestine")).toBe("ps");
    expect(flagCode("Vatican City")).toBe("va");
    expect(flagCode("Kosovo")).toBe("xk");
    expect(flagCode("Ivory Coast")).toBe("ci");
    expect(flagCode("Atlantis")).toBeUndefined();
    expect(flagCode("European Union")).toBe("eu");
  });

  // Stars built from five or ten pieces (triangles, mirrored halves, reused points) are one
  // closed region each: a fill from the centre reaches every point, with no inner lines.
  it.each([
    ["cm", 320, 240, 56.9],
    ["gw", 110, 240, 80],
    ["st", 351.6, 240, 68.57],
    ["st", 528.4, 240, 68.57],
    ["eu", 320, 100.08, 23.7],
    ["eu", 320, 384.52, 23.7],
    ["gd", 320, 240, 52.8],
    ["mm", 320, 256.9, 176.88],
    // New Zealand's red stars sit inside white ones, each of ten triangles (tips 1.044 out).
    ["nz", 490.4, 116.3, 20.93],
    // Syria's three stars are one path of three self-crossing pentagrams.
    ["sy", 320, 246.3, 66.3],
    ["sy", 500, 246.3, 66.3],
  ])("%s: the star at (%s, %s) is one region", (code, cx, cy, r) => {
    const star = fillFrom(code, cx, cy);
    // A regular five-pointed star of outer radius r: 1.1226 r² in area, 1.902 r wide (tip to
    // tip) and 1.809 r high. Edges 1 unit wide take half a unit off its 7.27 r perimeter.
    const ideal = 1.1226 * r * r - 0.5 * 7.27 * r;
    expect(star.area).toBeGreaterThan(ideal * 0.85);
    expect(star.area).toBeLessThan(ideal * 1.1);
    expect(star.width).toBeGreaterThan(1.902 * r * 0.85);
    expect(star.height).toBeGreaterThan(1.809 * r * 0.85);
  });
});
