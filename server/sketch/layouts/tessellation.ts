import { r2 } from "../random.js";

/**
 * All-over geometric tilings for pattern pages that name a tiling and no thing ("tessellation",
 * "islamic geometric pattern", "quilt pattern", "asanoha", "ocean wave pattern"): every line is
 * part of a closed cell, so each cell is one area to colour. Each kind is one period of its
 * tiling, drawn as an SVG pattern tile (layouts/tile.ts draws the drawings' repeats the same way).
 */
export const tilingKinds = ["star", "hexagon", "asanoha", "quilt", "waves", "circles"] as const;
export type TilingKind = (typeof tilingKinds)[number];

type Pt = readonly [number, number];

/** Which tiling the words name, if any ("moroccan tiles": the star); a plain tessellation is undefined (any kind). */
export function tilingNamed(words: string): TilingKind | undefined {
  const s = words.toLowerCase();
  if (/flower of life|seed of life|sacred geometry|overlapping circles|circles?\b/.test(s)) return "circles";
  if (/islamic|moroccan|arabic|arabesque|star/.test(s)) return "star";
  if (/honeycomb|hexagon|hex\b/.test(s)) return "hexagon";
  if (/asanoha|hemp|japanese|triangle/.test(s)) return /wave|seigaiha/.test(s) ? "waves" : "asanoha";
  if (/quilt|patchwork/.test(s)) return "quilt";
  if (/wave|seigaiha|art deco|scales?|fans?/.test(s)) return "waves";
  return undefined;
}

/** Words that only say which tiling (left out of nothing: the tiling is drawn by them). */
export const tilingKindWords =
  /\b(?:flower of life|seed of life|sacred|geometry|overlapping|circles?|islamic|moroccan|arabic|arabesque|stars?|honeycomb|hexagons?|asanoha|hemp|japanese|triangles?|quilts?|patchwork|waves?|seigaiha|art deco|scales?|fans?|ocean|sea)\b/gi;

/** Words that name a tiling of cells rather than a drawing's repeat or a mandala. */
export const tilingWords =
  /\b(?:tessellations?|tilings?|tiles?|mosaics?|quilts?|patchwork|honeycomb|asanoha|seigaiha|islamic|moroccan|arabesque|art deco|geometric patterns?|wave patterns?|(?:hexagon(?:al)?|triangle|circle) patterns?|flower of life|seed of life|sacred geometry|overlapping circles)\b/i;

const polygon = (pts: Pt[]) => `M${pts.map(([x, y]) => `${r2(x)} ${r2(y)}`).join("L")}Z`;
const line = (a: Pt, b: Pt) => `M${r2(a[0])} ${r2(a[1])}L${r2(b[0])} ${r2(b[1])}`;
const ring = (c: Pt, r: number, n: number, turn: number): Pt[] =>
  Array.from({ length: n }, (_, k) => {
    const a = turn + (k * 2 * Math.PI) / n;
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)] as const;
  });

/**
 * One period of a tiling `u` px across: its size and markup (black lines `pen` wide, white cells).
 * Shapes crossing the period's edge are drawn again from the neighbouring periods so every seam
 * joins when the tile repeats.
 */
export function tilingTile(kind: TilingKind, u: number, pen: number): { w: number; h: number; body: string } {
  const stroke = `fill="none" stroke="#000" stroke-width="${r2(pen)}" stroke-linejoin="round" stroke-linecap="round"`;
  const filled = `fill="#fff" stroke="#000" stroke-width="${r2(pen)}" stroke-linejoin="round"`;
  const around = (w: number, h: number, draw: (ox: number, oy: number) => string) => {
    let d = "";
    for (const ox of [-w, 0, w]) for (const oy of [-h, 0, h]) d += draw(ox, oy);
    return d;
  };
  switch (kind) {
    case "star": {
      // An eight-pointed star (two squares) in every square, its points joined to the square's
      // corners and the middles of its sides: stars and crosses, as on Moroccan tiles.
      const a = u * 0.27;
      const d = around(u, u, (ox, oy) => {
        const c: Pt = [ox + u / 2, oy + u / 2];
        const square = ring(c, a * Math.SQRT2, 4, Math.PI / 4);
        const turned = ring(c, a * Math.SQRT2, 4, 0);
        let s = polygon(square) + polygon(turned);
        square.forEach((p, k) => {
          s += line(p, [ox + (k === 0 || k === 3 ? u : 0), oy + (k < 2 ? u : 0)]);
        });
        turned.forEach((p, k) => {
          const mid: Pt = [
            c[0] + (u / 2) * Math.round(Math.cos((k * Math.PI) / 2)),
            c[1] + (u / 2) * Math.round(Math.sin((k * Math.PI) / 2)),
          ];
          s += line(p, mid);
        });
        s += polygon(ring(c, a * 0.45, 8, Math.PI / 8));
        return s;
      });
      return { w: u, h: u, body: `<path ${stroke} d="${d}"/>` };
    }
    case "hexagon": {
      // A honeycomb, each cell with a smaller cell and a round centre inside, joined corner to corner.
      const r = u / Math.sqrt(3);
      const w = u;
      const h = 3 * r;
      const d = around(w, h, (ox, oy) => {
        let s = "";
        // A period's two cells; the neighbouring periods' copies draw the rest.
        for (const c of [
          [ox, oy],
          [ox + w / 2, oy + 1.5 * r],
        ] as Pt[]) {
          const outer = ring(c, r, 6, -Math.PI / 2);
          const inner = ring(c, r * 0.52, 6, -Math.PI / 2);
          s += polygon(outer) + polygon(inner);
          outer.forEach((p, k) => {
            s += line(inner[k] as Pt, p);
          });
          s += polygon(ring(c, r * 0.2, 12, 0));
        }
        return s;
      });
      return { w, h, body: `<path ${stroke} d="${d}"/>` };
    }
    case "asanoha": {
      // The hemp leaf: a lattice of triangles, each cut into three by lines from its corners to its middle.
      const t = (u * Math.sqrt(3)) / 2;
      const w = u;
      const h = 2 * t;
      const d = around(w, h, (ox, oy) => {
        let s = "";
        for (let j = 0; j < 2; j++)
          for (let i = -1; i < 2; i++) {
            const x0 = ox + i * u + (j % 2 ? u / 2 : 0);
            const y0 = oy + j * t;
            for (const tri of [
              [
                [x0, y0 + t],
                [x0 + u, y0 + t],
                [x0 + u / 2, y0],
              ],
              [
                [x0 + u / 2, y0],
                [x0 + 1.5 * u, y0],
                [x0 + u, y0 + t],
              ],
            ] as Pt[][]) {
              const m: Pt = [(tri[0]![0] + tri[1]![0] + tri[2]![0]) / 3, (tri[0]![1] + tri[1]![1] + tri[2]![1]) / 3];
              s += polygon(tri) + tri.map((p) => line(p, m)).join("");
            }
          }
        return s;
      });
      return { w, h, body: `<path ${stroke} d="${d}"/>` };
    }
    case "quilt": {
      // Sawtooth star blocks: a block of three by three squares, the middle one of each side cut
      // into a star's point and its two halves of sky.
      const c = u / 3;
      const d = around(u, u, (ox, oy) => {
        let s = "";
        // Three of the block's four lines each way: its far edge is the next block's near one.
        for (let k = 0; k < 3; k++)
          s += line([ox + k * c, oy], [ox + k * c, oy + u]) + line([ox, oy + k * c], [ox + u, oy + k * c]);
        const tip = (a: Pt, b: Pt, t: Pt) => line(a, t) + line(b, t);
        s += tip([ox + c, oy + c], [ox + 2 * c, oy + c], [ox + 1.5 * c, oy]);
        s += tip([ox + c, oy + 2 * c], [ox + 2 * c, oy + 2 * c], [ox + 1.5 * c, oy + u]);
        s += tip([ox + c, oy + c], [ox + c, oy + 2 * c], [ox, oy + 1.5 * c]);
        s += tip([ox + 2 * c, oy + c], [ox + 2 * c, oy + 2 * c], [ox + u, oy + 1.5 * c]);
        s += polygon(ring([ox + 1.5 * c, oy + 1.5 * c], c * 0.5, 4, 0));
        return s;
      });
      return { w: u, h: u, body: `<path ${stroke} d="${d}"/>` };
    }
    case "circles": {
      // The flower of life: equal circles on a lattice of triangles, each through its six
      // neighbours' centres, so the page is petals and curved triangles, every one closed.
      const r = u * 0.6;
      const h = r * Math.sqrt(3);
      let body = "";
      for (let row = -2; row <= 3; row++)
        for (let col = -3; col <= 3; col++) {
          const cx = col * r + (row % 2 ? r / 2 : 0);
          body += `<circle cx="${r2(cx)}" cy="${r2((row * h) / 2)}" r="${r2(r)}" ${stroke}/>`;
        }
      return { w: r, h, body };
    }
    case "waves": {
      // Seigaiha: rows of fans of rings, each row over the one behind it.
      const r = u / 2;
      const w = u;
      const h = r;
      let body = "";
      for (let row = -2; row <= 3; row++)
        for (let col = -1; col <= 2; col++) {
          const cx = col * w + (row % 2 ? r : 0);
          const cy = (row * h) / 2;
          body += `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" ${filled}/>`;
          for (const k of [0.76, 0.52, 0.28])
            body += `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r * k)}" ${stroke}/>`;
        }
      return { w, h, body };
    }
  }
}
