/**
 * The detailed level as adult colouring books draw it: the subject's areas filled with
 * decorative patterns (patterns/choose.ts), the background left plain, faces and text never
 * patterned. Should the drawing's own areas not reach DETAILED_MIN_REGIONS, a light frame of
 * circles is drawn round the inside of the page's background.
 */
import { MIN_STROKE_PT } from "../../../engine/books/kdp.js";
import { areas } from "../../images/areas.js";
import { pointsPerPixel } from "../../images/print-size.js";
import { DETAILED_MIN_MM2, DETAILED_MIN_REGIONS, labels } from "../detail.js";
import { hashString, mulberry32 } from "../random.js";
import { choosePattern, coveringOf, type PatternName, patternLines } from "./choose.js";
import { eyeFaces, type Face, faceMask, islandFaces } from "./faces.js";
import { arc, circle, type Pen, stroke } from "./pen.js";
import type { Box } from "./tilings.js";

export interface DecorateOptions {
  seed: number;
  /** Pattern line width in points at print size (finer than the drawing's outline). */
  strokePt: number;
  /** The subject's words: what its large areas are covered with. */
  subject: string;
  layout: string;
  /** Text on the page, in pixels (text-boxes.ts). */
  text: Box[];
  /**
   * Whether a pixel lies on a drawing the request asked for (a picture page's subject): areas
   * mostly off it are scenery and stay plain. Without it every area but the background may be
   * patterned.
   */
  onSubject?: (x: number, y: number) => boolean;
  /**
   * Where the faces of the people asked for are, in pixels (extras.ts `askedFaces`): an area
   * centred there and no wider stays plain.
   */
  faces?: Box[];
}

/** Layouts whose drawings are all ornament: no faces to look for. */
const ornamental = new Set(["mandala", "pattern"]);

/** Share of the page patterns may bring the ink to (the gate's ceiling is 0.4). */
const INK_BUDGET = 0.32;

/** Areas smaller than this (cm²) stay open. */
const OPEN_CM2 = 0.6;

interface Region {
  root: number;
  area: number;
  box: Box;
}

export function addPatterns(bw: Uint8Array, w: number, h: number, o: DecorateOptions): void {
  const mm = (pointsPerPixel(w, h) / 72) * 25.4;
  const u = 1 / mm;
  const n = bw.length;
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++) ink[i] = (bw[i] as number) < 128 ? 1 : 0;
  const paper = areas(ink, w, h, false, 0);
  const lab = labels(paper, w, n);
  const regions = regionsOf(paper, w, h);
  const before = countAreas(paper, mm);
  const want = Math.max(DETAILED_MIN_REGIONS + 25, Math.ceil(before * 1.25));

  const sorted = [...regions.values()].sort((a, b) => b.area - a.area);
  // The background: the largest area when it spans the page (inside a frame). It stays plain.
  const top = sorted[0];
  const ground = top && top.box[2] - top.box[0] > w * 0.75 && top.box[3] - top.box[1] > h * 0.75 ? top : undefined;
  // Scenery bands stay plain too: a sky, a sea under a wave line, a hillside — areas across most
  // of the page's width that reach its top or bottom edge.
  const scenery = (b: Box) => b[2] - b[0] > w * 0.75 && (b[1] < h * 0.07 || b[3] > h * 0.93);
  // A person's face and its parts: centred in a face's box and no wider than it.
  const onAFace = (b: Box) =>
    (o.faces ?? []).some((f) => {
      const [cx, cy] = [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
      return cx > f[0] && cx < f[2] && cy > f[1] && cy < f[3] && b[2] - b[0] <= f[2] - f[0];
    });
  const overlapsText = (b: Box) => o.text.some((t) => b[0] < t[2] && b[2] > t[0] && b[1] < t[3] && b[3] > t[1]);

  let faces: Face[] = [];
  if (!ornamental.has(o.layout)) {
    const inkAreas = areas(ink, w, h, true);
    faces = [...eyeFaces(inkAreas, mm), ...islandFaces(lab, inkAreas, w, h, mm)];
  }
  const keep = faceMask(faces, w, h);
  // Per area: how many of its pixels a face keeps clear.
  const kept = new Int32Array(paper.runs);
  for (const f of faces)
    for (let y = Math.max(0, Math.floor(f.cy - f.ry)); y <= Math.min(h - 1, Math.ceil(f.cy + f.ry)); y++)
      for (let x = Math.max(0, Math.floor(f.cx - f.rx)), i = y * w + x; x <= Math.min(w - 1, f.cx + f.rx); x++, i++)
        if (keep[i] === 1 && (lab[i] as number) >= 0) {
          const l = lab[i] as number;
          kept[l] = (kept[l] as number) + 1;
          keep[i] = 2;
        }

  const near = neighbours(lab, w, h, Math.round(3 * u));
  const given = new Map<number, PatternName>();
  const rng = mulberry32(o.seed ^ hashString("patterns"));
  const covering = coveringOf(o.subject);
  // At least 1 px each side of the line (a 3 px line at 1024 px) and over the print minimum:
  // a thinner line would be thickened by the gate, doubling the pattern's ink.
  const pt = Math.max(o.strokePt, MIN_STROKE_PT * 1.3);
  const half = Math.max(1, ((pt / 72) * 25.4) / mm / 2);
  const cm2 = (px: number) => (px * mm * mm) / 100;
  // The gate allows at most 40 % ink: patterns stop at INK_BUDGET, the largest areas first.
  const inked = { count: 0 };
  for (let i = 0; i < n; i++) inked.count += ink[i] as number;
  const scenic = o.onSubject ? offSubject(lab, w, h, o.onSubject) : new Set<number>();
  let rank = 0;
  const calm: Region[] = [];
  const decorate = (r: Region) => {
    const onFace = kept[r.root] as number;
    // A face's own parts (a muzzle, a cheek) stay plain: mostly inside a face, or centred in one
    // and under a third of its size.
    if (onFace > r.area * 0.7 || (onFace && partOfFace(r, faces))) return;
    const taken = new Set<PatternName>();
    for (const b of near.get(r.root) ?? []) {
      const p = given.get(b);
      if (p) taken.add(p);
    }
    const name = choosePattern(cm2(r.area), covering, rank, taken, rng);
    if (cm2(r.area) >= 14) rank++;
    if (!name) return;
    given.set(r.root, name);
    const pen: Pen = { bw, lab, w, h, region: r.root, half, clip: r.box, inked };
    // Where a face shares the area, the edge of the faces' union is drawn just outside it, so
    // the cells round it close; nothing inside any face changes.
    if (onFace) {
      pen.keep = keep;
      for (const f of faces)
        stroke(pen, { pts: arc(f.cx, f.cy, f.rx + half, f.ry + half, 0, Math.PI * 2, 64), closed: true });
    }
    for (const line of patternLines(name, r.box, u, rng)) stroke(pen, line);
  };
  for (const r of sorted) {
    if (inked.count > n * INK_BUDGET) break;
    if (r === ground || cm2(r.area) < OPEN_CM2 || overlapsText(r.box) || scenic.has(r.root) || onAFace(r.box)) continue;
    if (scenery(r.box)) calm.push(r);
    else decorate(r);
  }
  // A page still short of its areas without its bands across the page (a photo of wide shapes,
  // a rainbow's arcs) patterns them too, the narrowest first, until it has them.
  let count = calm.length || ground ? countAreas(paperOf(bw, w, h), mm) : want;
  for (const r of calm.reverse()) {
    if (count >= DETAILED_MIN_REGIONS || inked.count > n * INK_BUDGET) break;
    decorate(r);
    count = countAreas(paperOf(bw, w, h), mm);
  }
  if (ground && count < want) frameBand(bw, lab, w, h, ground, u, half, o.text);
  // So do a person's face's own (an eye's white, a nostril): a small figure's eyes had been filled
  // black as crumbs.
  for (const [x0, y0, x1, y1] of o.faces ?? [])
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, Math.ceil(y1)); y++)
      for (let x = Math.max(0, Math.floor(x0)), i = y * w + x; x < Math.min(w, Math.ceil(x1)); x++, i++) {
        const l = lab[i] as number;
        if (l >= 0 && !given.has(l)) keep[i] = 1;
      }
  // A face's and the text's own small areas (an eye's highlight, a letter's counter) stay as drawn.
  for (const [x0, y0, x1, y1] of o.text)
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, Math.ceil(y1)); y++)
      keep.fill(1, y * w + Math.max(0, Math.floor(x0)), y * w + Math.min(w, Math.ceil(x1)));
  fillCrumbs(bw, w, paperOf(bw, w, h), mm, keep);
}

/**
 * The areas under half of whose pixels lie on the asked drawings (every third row and column
 * looked at): a park's trees, a ground band, a cloud round a lion. They had been patterned like
 * the lion, which then could not be told from its background.
 */
function offSubject(lab: Int32Array, w: number, h: number, on: (x: number, y: number) => boolean): Set<number> {
  const seen = new Map<number, number>();
  const inside = new Map<number, number>();
  for (let y = 1; y < h; y += 3)
    for (let x = 1, i = y * w + 1; x < w; x += 3, i += 3) {
      const l = lab[i] as number;
      if (l < 0) continue;
      seen.set(l, (seen.get(l) ?? 0) + 1);
      if (on(x, y)) inside.set(l, (inside.get(l) ?? 0) + 1);
    }
  const out = new Set<number>();
  for (const [l, n] of seen) if ((inside.get(l) ?? 0) < n / 2) out.add(l);
  return out;
}

function partOfFace(r: Region, faces: Face[]): boolean {
  const x = (r.box[0] + r.box[2]) / 2;
  const y = (r.box[1] + r.box[3]) / 2;
  return faces.some(
    (f) => ((x - f.cx) / f.rx) ** 2 + ((y - f.cy) / f.ry) ** 2 < 1 && r.area < 0.35 * Math.PI * f.rx * f.ry,
  );
}

function paperOf(bw: Uint8Array, w: number, h: number) {
  const ink = new Uint8Array(bw.length);
  for (let i = 0; i < bw.length; i++) ink[i] = (bw[i] as number) < 128 ? 1 : 0;
  return areas(ink, w, h, false, 0);
}

/** Enclosed paper areas with their size and box. */
function regionsOf(paper: ReturnType<typeof areas>, w: number, h: number): Map<number, Region> {
  const out = new Map<number, Region>();
  for (let i = 0; i < paper.runs; i++) {
    const root = paper.root[i] as number;
    if (paper.edge[root]) continue;
    const y = paper.ry[i] as number;
    const a = paper.rx0[i] as number;
    const b = paper.rx1[i] as number;
    const r = out.get(root);
    if (!r) out.set(root, { root, area: paper.area[root] as number, box: [a, y, b, y + 1] });
    else {
      if (a < r.box[0]) r.box[0] = a;
      if (b > r.box[2]) r.box[2] = b;
      r.box[3] = y + 1;
    }
  }
  void w;
  void h;
  return out;
}

/** Areas facing each other across a line no thicker than `gap` (every third row and column). */
function neighbours(lab: Int32Array, w: number, h: number, gap: number): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    if (a === b || a < 0 || b < 0) return;
    for (const [p, q] of [
      [a, b],
      [b, a],
    ] as const) {
      const s = out.get(p);
      if (s) s.add(q);
      else out.set(p, new Set([q]));
    }
  };
  // Along every third row and column: areas met across at most `gap` pixels of ink are neighbours.
  const scan = (start: number, step: number, count: number) => {
    let last = -1;
    let since = 0;
    for (let k = 0, i = start; k < count; k++, i += step) {
      const l = lab[i] as number;
      if (l < 0) since++;
      else {
        if (last >= 0 && since <= gap) link(last, l);
        last = l;
        since = 0;
      }
    }
  };
  for (let y = 0; y < h; y += 3) scan(y * w, 1, w);
  for (let x = 0; x < w; x += 3) scan(x, w, h);
  return out;
}

/** Enclosed areas the gate would count (none under DETAILED_MIN_MM2 once crumbs are filled). */
function countAreas(paper: ReturnType<typeof areas>, mm: number): number {
  const limit = (DETAILED_MIN_MM2 * 1.1) / (mm * mm);
  let count = 0;
  for (let i = 0; i < paper.runs; i++)
    if (paper.root[i] === i && !paper.edge[i] && (paper.area[i] as number) >= limit) count++;
  return count;
}

/**
 * A light frame inside the background's edge: a line 10 mm in, square cells between it and the
 * edge, a circle in each. Drawn on the background only, never across text.
 */
function frameBand(
  bw: Uint8Array,
  lab: Int32Array,
  w: number,
  h: number,
  ground: Region,
  u: number,
  half: number,
  text: Box[],
): void {
  const keep = new Uint8Array(w * h);
  for (const [x0, y0, x1, y1] of text)
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, Math.ceil(y1)); y++)
      keep.fill(1, y * w + Math.max(0, Math.floor(x0)), y * w + Math.min(w, Math.ceil(x1)));
  const pen: Pen = { bw, lab, w, h, region: ground.root, half, keep, clip: ground.box };
  const [gx0, gy0, gx1, gy1] = ground.box;
  const d = 10 * u;
  const ix0 = gx0 + d;
  const iy0 = gy0 + d;
  const ix1 = gx1 - d;
  const iy1 = gy1 - d;
  stroke(pen, { pts: [ix0, iy0, ix1, iy0, ix1, iy1, ix0, iy1], closed: true });
  // Each side: its box, whether it runs across, and which way the page's edge lies (-1 or 1).
  const sides: Array<[number, number, number, number, boolean, number]> = [
    [ix0, gy0, ix1, iy0, true, -1],
    [ix0, iy1, ix1, gy1, true, 1],
    [gx0, iy0, ix0, iy1, false, -1],
    [ix1, iy0, gx1, iy1, false, 1],
  ];
  for (const [x0, y0, x1, y1, across, out] of sides) {
    const len = across ? x1 - x0 : y1 - y0;
    const cells = Math.max(1, Math.round(len / d));
    const step = len / cells;
    for (let k = 0; k <= cells; k++) {
      const at = (across ? x0 : y0) + k * step;
      // Dividers reach past the background's box so they meet its edge whatever its shape.
      if (across) stroke(pen, { pts: [at, out < 0 ? y0 - d : y0, at, out < 0 ? y1 : y1 + d] });
      else stroke(pen, { pts: [out < 0 ? x0 - d : x0, at, out < 0 ? x1 : x1 + d, at] });
      if (k < cells) {
        const c = at + step / 2;
        stroke(pen, across ? circle(c, (y0 + y1) / 2, d * 0.28) : circle((x0 + x1) / 2, c, d * 0.28));
      }
    }
  }
}

/**
 * Enclosed paper areas under DETAILED_MIN_MM2 become ink (a corner too small to colour is a dot
 * of black), unless any of their pixels is in `spare`.
 */
function fillCrumbs(bw: Uint8Array, w: number, paper: ReturnType<typeof areas>, mm: number, spare: Uint8Array): void {
  const limit = (DETAILED_MIN_MM2 * 1.1) / (mm * mm);
  const crumb = (r: number) => !paper.edge[r] && (paper.area[r] as number) < limit;
  const spared = new Set<number>();
  for (let i = 0; i < paper.runs; i++) {
    const r = paper.root[i] as number;
    if (!crumb(r) || spared.has(r)) continue;
    const row = (paper.ry[i] as number) * w;
    for (let p = row + (paper.rx0[i] as number); p < row + (paper.rx1[i] as number); p++)
      if (spare[p]) {
        spared.add(r);
        break;
      }
  }
  for (let i = 0; i < paper.runs; i++) {
    const r = paper.root[i] as number;
    if (!crumb(r) || spared.has(r)) continue;
    const row = (paper.ry[i] as number) * w;
    bw.fill(0, row + (paper.rx0[i] as number), row + (paper.rx1[i] as number));
  }
}
