/**
 * Where a face is, so no pattern covers it. Two signs: a pair of eyes (two round blobs of ink of
 * one size side by side, filled dots or thick rings, whether or not they touch other lines) and
 * islands of ink (eyes, nose and mouth drawn wholly inside one area). Each face becomes an
 * ellipse of pixels kept clear.
 */
import { type Areas, areas } from "../../images/areas.js";
import { pointsPerPixel } from "../../images/print-size.js";
import { labels } from "../detail.js";

export interface Face {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

/** Bounding boxes and areas of the ink components. */
function blobs(ink: Areas): Map<number, Blob> {
  const out = new Map<number, Blob>();
  for (let i = 0; i < ink.runs; i++) {
    const root = ink.root[i] as number;
    const y = ink.ry[i] as number;
    const a = ink.rx0[i] as number;
    const b = ink.rx1[i] as number;
    const o = out.get(root);
    if (!o) out.set(root, { x0: a, y0: y, x1: b, y1: y + 1, area: b - a });
    else {
      if (a < o.x0) o.x0 = a;
      if (b > o.x1) o.x1 = b;
      o.y1 = y + 1;
      o.area += b - a;
    }
  }
  return out;
}

/**
 * Eye pairs: round blobs (a box near square, ink filling a disc's or a thick ring's share of it)
 * between 1.5 and 60 mm across, matched with a blob of the same size level with it, one to four
 * eye-widths away. `mm` is millimetres per pixel.
 */
export function eyeFaces(ink: Areas, mm: number): Face[] {
  const round: Blob[] = [];
  /** Filled ovals up to three times as tall as wide: a lone eye seen from the side (a cat's, a dog's). */
  const ovals: Blob[] = [];
  for (const b of blobs(ink).values()) {
    const bw = b.x1 - b.x0;
    const bh = b.y1 - b.y0;
    const d = (bw + bh) / 2;
    if (d * mm < 1.5 || d * mm > 60) continue;
    const fill = b.area / (bw * bh);
    if (bw <= bh * 1.3 && bh <= bw * 1.3 && fill >= 0.25 && fill <= 0.86) round.push(b);
    else if (bh > bw * 1.3 && bh <= bw * 3.2 && fill >= 0.6 && fill <= 0.92) ovals.push(b);
  }
  const faces: Face[] = [];
  const used = new Set<Blob>();
  for (const a of round) {
    if (used.has(a)) continue;
    const da = (a.x1 - a.x0 + a.y1 - a.y0) / 2;
    const ax = (a.x0 + a.x1) / 2;
    const ay = (a.y0 + a.y1) / 2;
    let best: Blob | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const b of round) {
      if (b === a || used.has(b) || (b.x0 + b.x1) / 2 <= ax) continue;
      const db = (b.x1 - b.x0 + b.y1 - b.y0) / 2;
      if (db > da * 1.3 || da > db * 1.3 || Math.abs(b.area - a.area) > 0.35 * Math.max(a.area, b.area)) continue;
      const gap = (b.x0 + b.x1) / 2 - ax;
      if (Math.abs((b.y0 + b.y1) / 2 - ay) > da * 0.6 || gap < da * 1.1 || gap > da * 4.5) continue;
      if (gap < bestGap) [best, bestGap] = [b, gap];
    }
    if (!best) continue;
    used.add(a).add(best);
    const d = bestGap;
    // Down to the mouth: about an eye-spacing below the eyes, whatever the eyes' size.
    faces.push({
      cx: ax + d / 2,
      cy: ay + d * 0.3,
      rx: d * 0.5 + da * 0.65,
      ry: Math.max(d * 0.3 + da * 0.65, d * 0.8),
    });
  }
  // A lone filled eye (a head seen from the side): the face round it, towards nose and mouth.
  // Up to 20 mm: a head seen close (a close view fills the page with it) has large eyes.
  for (const a of [...round, ...ovals]) {
    if (used.has(a) || a.area / ((a.x1 - a.x0) * (a.y1 - a.y0)) < 0.6) continue;
    const da = (a.x1 - a.x0 + a.y1 - a.y0) / 2;
    if (da * mm > 20) continue;
    const r = da * 2 + 3 / mm;
    faces.push({ cx: (a.x0 + a.x1) / 2, cy: (a.y0 + a.y1) / 2 + da, rx: r, ry: r });
  }
  return faces;
}

/**
 * Islands: ink components every edge pixel of which borders one paper area (lines drawn wholly
 * inside it, such as a face's eyes, nose and mouth). Per area, the ellipse round its islands.
 */
export function islandFaces(paperLab: Int32Array, ink: Areas, w: number, h: number, mm: number): Face[] {
  const runs = ink.runs;
  // Per ink component: the one paper area it borders (-1 none yet, -2 more than one) and its box.
  const touch = new Int32Array(runs).fill(-1);
  const span = new Int32Array(runs * 4);
  const seen = new Uint8Array(runs);
  const meet = (root: number, q: number) => {
    const lab = paperLab[q] as number;
    if (lab < 0) return;
    const t = touch[root] as number;
    if (t === -1) touch[root] = lab;
    else if (t !== lab) touch[root] = -2;
  };
  for (let i = 0; i < runs; i++) {
    const root = ink.root[i] as number;
    const y = ink.ry[i] as number;
    const a = ink.rx0[i] as number;
    const b = ink.rx1[i] as number;
    const s = root * 4;
    if (seen[root]) {
      if (a < (span[s] as number)) span[s] = a;
      if (b - 1 > (span[s + 2] as number)) span[s + 2] = b - 1;
      span[s + 3] = y;
    } else {
      seen[root] = 1;
      span[s] = a;
      span[s + 1] = y;
      span[s + 2] = b - 1;
      span[s + 3] = y;
    }
    if (touch[root] === -2) continue;
    const row = y * w;
    if (a > 0) meet(root, row + a - 1);
    if (b < w) meet(root, row + b);
    for (let x = a; x < b; x++) {
      if (y > 0) meet(root, row - w + x);
      if (y < h - 1) meet(root, row + w + x);
    }
  }
  // Only small islands (features, not a pattern's or a body's markings) make a face.
  const most = 14 / mm;
  const boxes = new Map<number, number[]>();
  for (let root = 0; root < runs; root++) {
    const lab = touch[root] as number;
    if (!seen[root] || lab < 0) continue;
    const s = root * 4;
    const b = [span[s], span[s + 1], span[s + 2], span[s + 3]] as number[];
    if ((b[2] as number) - (b[0] as number) > most || (b[3] as number) - (b[1] as number) > most) continue;
    const o = boxes.get(lab);
    if (!o) boxes.set(lab, b);
    else {
      o[0] = Math.min(o[0] as number, b[0] as number);
      o[1] = Math.min(o[1] as number, b[1] as number);
      o[2] = Math.max(o[2] as number, b[2] as number);
      o[3] = Math.max(o[3] as number, b[3] as number);
    }
  }
  const margin = 3 / mm;
  const out: Face[] = [];
  for (const [x0, y0, x1, y1] of boxes.values()) {
    // A cluster wider than a face is markings (spots, stripes), not features.
    if ((x1 as number) - (x0 as number) > 45 / mm || (y1 as number) - (y0 as number) > 45 / mm) continue;
    out.push({
      cx: ((x0 as number) + (x1 as number)) / 2,
      cy: ((y0 as number) + (y1 as number)) / 2,
      rx: ((x1 as number) - (x0 as number)) * 0.71 + margin,
      ry: ((y1 as number) - (y0 as number)) * 0.71 + margin,
    });
  }
  return out;
}

/** The faces as a mask of pixels kept clear. */
export function faceMask(faces: Face[], w: number, h: number): Uint8Array {
  const keep = new Uint8Array(w * h);
  for (const f of faces) {
    const y0 = Math.max(0, Math.floor(f.cy - f.ry));
    const y1 = Math.min(h - 1, Math.ceil(f.cy + f.ry));
    for (let y = y0; y <= y1; y++) {
      const dy = (y - f.cy) / f.ry;
      const half = f.rx * Math.sqrt(Math.max(0, 1 - dy * dy));
      keep.fill(1, y * w + Math.max(0, Math.ceil(f.cx - half)), y * w + Math.min(w, Math.floor(f.cx + half) + 1));
    }
  }
  return keep;
}

/** Every face on a black-and-white page (0 ink, 255 paper): eye pairs, lone eyes and islands. */
export function findFaces(bw: Uint8Array, w: number, h: number): Face[] {
  const mm = (pointsPerPixel(w, h) / 72) * 25.4;
  const ink = new Uint8Array(bw.length);
  for (let i = 0; i < bw.length; i++) ink[i] = (bw[i] as number) < 128 ? 1 : 0;
  const paper = areas(ink, w, h, false, 0);
  const inkAreas = areas(ink, w, h, true);
  return [...eyeFaces(inkAreas, mm), ...islandFaces(labels(paper, w, bw.length), inkAreas, w, h, mm)];
}
