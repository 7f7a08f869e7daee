import svgpath from "svgpath";
import { isElement, type SvgElement, type SvgNode, withAttrs } from "../svg/tree.js";

/**
 * The flat emoji set draws many outlines as a rim: a darker shape with a lighter copy of it
 * drawn over it, set in by about one unit (on the 32-unit grid) all round. Every shape of the
 * line art is edged, so the rim printed as two lines a hair apart (a cloud, a ghost, a skull, a
 * bone, a baseball, a speech balloon, a rabbit, a swan). Here the lighter copy keeps its white
 * fill but is edged only where it runs away from the rim (a notch between legs, a tooth's gap,
 * a lighter ear on a darker one): one line at the designed outline, every region kept.
 */

type Pt = [number, number];
/** A straight piece of an edge: x0, y0, x1, y1. */
type Line = [number, number, number, number];

/** Farther than this from the darker shape's edge, the lighter shape's edge is its own line. */
const RIM = 1.3;
/** Nearer than this, the two edges are one line drawn twice (the lighter shape's fill would cover half of it). */
const SAME = 0.45;
/** A kept stretch of the lighter edge shorter than this is a scrap between stretches of rim. */
const SCRAP = 2;
/** The share of the darker edge a lighter shape must run along to be its copy. */
const RIM_SHARE = 0.6;
/** The share of a part's edge that must run along the rim for it to lose its line there. */
const ALONG = 0.4;
/** Points sampled along each curve of the darker shape's edge. */
const STEPS = 10;

/** A path's segments as absolute commands (arcs as curves, H/V/Z as lines), each with its start. */
function segments(d: string): { from: Pt; seg: number[]; cmd: string; move: boolean }[] {
  const out: { from: Pt; seg: number[]; cmd: string; move: boolean }[] = [];
  let p: Pt = [0, 0];
  let start: Pt = [0, 0];
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((s) => {
      const c = s[0] as string;
      const v = s.slice(1) as number[];
      if (c === "M") {
        p = [v[0] as number, v[1] as number];
        start = p;
        out.push({ from: p, seg: [], cmd: "M", move: true });
        return;
      }
      const end: Pt =
        c === "H"
          ? [v[0] as number, p[1]]
          : c === "V"
            ? [p[0], v[0] as number]
            : c === "Z"
              ? start
              : [v[v.length - 2] as number, v[v.length - 1] as number];
      const cmd = c === "C" || c === "Q" ? c : "L";
      out.push({ from: p, seg: cmd === "L" ? [...end] : v, cmd, move: false });
      p = end;
    });
  return out;
}

/** The point at t along a segment. */
function at(from: Pt, cmd: string, v: number[], t: number): Pt {
  const u = 1 - t;
  const [a, b, c, d, e, f] = v as [number, number, number, number, number, number];
  if (cmd === "C")
    return [
      u * u * u * from[0] + 3 * u * u * t * a + 3 * u * t * t * c + t * t * t * e,
      u * u * u * from[1] + 3 * u * u * t * b + 3 * u * t * t * d + t * t * t * f,
    ];
  if (cmd === "Q") return [u * u * from[0] + 2 * u * t * a + t * t * c, u * u * from[1] + 2 * u * t * b + t * t * d];
  return [from[0] + (a - from[0]) * t, from[1] + (b - from[1]) * t];
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Pieces each segment of the lighter shape's edge is judged in. */
const PIECES = 4;

/** The part of a segment from t0 to t1, as its start and its command's numbers. */
function part(from: Pt, cmd: string, v: number[], t0: number, t1: number): { from: Pt; seg: number[] } {
  const start = at(from, cmd, v, t0);
  const end = at(from, cmd, v, t1);
  if (cmd === "L") return { from: start, seg: end };
  // The control points of the part (blossoms of the curve at t0 and t1).
  const pts: Pt[] = [from];
  for (let i = 0; i + 1 < v.length; i += 2) pts.push([v[i] as number, v[i + 1] as number]);
  const blossom = (ts: number[]): Pt => {
    let level = pts;
    for (const t of ts) level = level.slice(1).map((q, i) => lerp(level[i] as Pt, q, t));
    return level[0] as Pt;
  };
  const seg =
    cmd === "C" ? [...blossom([t0, t0, t1]), ...blossom([t0, t1, t1]), ...end] : [...blossom([t0, t1]), ...end];
  return { from: start, seg };
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The edge of each subpath of a path, closed. */
function edgeParts(d: string): Line[][] {
  const parts: Line[][] = [];
  for (const s of segments(d)) {
    if (s.move) {
      parts.push([]);
      continue;
    }
    const n = s.cmd === "L" ? 1 : STEPS;
    let q = s.from;
    for (let i = 1; i <= n; i++) {
      const r = at(s.from, s.cmd, s.seg, i / n);
      parts[parts.length - 1]?.push([q[0], q[1], r[0], r[1]]);
      q = r;
    }
  }
  for (const part of parts) {
    const first = part[0];
    const last = part[part.length - 1];
    if (first && last && (first[0] !== last[2] || first[1] !== last[3]))
      part.push([last[2], last[3], first[0], first[1]]);
  }
  return parts;
}

/**
 * A path's edge as straight pieces, [x0, y0, x1, y1] each. `outer`: only its parts that lie
 * inside no other part's box (a hole's edge, or a sliver drawn inside the shape, is left out).
 */
function edge(d: string, outer = false): Line[] {
  const parts = edgeParts(d);
  if (!outer) return parts.flat();
  const boxes = parts.map(box);
  const within = (a: Box, b: Box) => a !== b && a.x0 >= b.x0 && a.y0 >= b.y0 && a.x1 <= b.x1 && a.y1 <= b.y1;
  return parts.filter((_, i) => !boxes.some((b) => within(boxes[i] as Box, b))).flat();
}

/** Whether a point is inside the shape the edge bounds (non-zero winding, or even-odd). */
function inside(p: Pt, lines: Line[], evenOdd: boolean): boolean {
  let winding = 0;
  let crossings = 0;
  for (const [x0, y0, x1, y1] of lines) {
    if (y0 <= p[1] === y1 <= p[1]) continue;
    const x = x0 + ((p[1] - y0) / (y1 - y0)) * (x1 - x0);
    if (x <= p[0]) continue;
    crossings++;
    winding += y1 > y0 ? 1 : -1;
  }
  return evenOdd ? crossings % 2 === 1 : winding !== 0;
}

/** The darker shape of a rim: the edge it is drawn with, and all its parts for what lies inside. */
interface Rim {
  outer: Line[];
  whole: Line[];
  evenOdd: boolean;
}

function distance(p: Pt, lines: Line[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const [x0, y0, x1, y1] of lines) {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const l = dx * dx + dy * dy;
    const t = l ? Math.max(0, Math.min(1, ((p[0] - x0) * dx + (p[1] - y0) * dy) / l)) : 0;
    best = Math.min(best, Math.hypot(x0 + t * dx - p[0], y0 + t * dy - p[1]));
  }
  return best;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function box(lines: Line[]): Box {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const [x0, y0, x1, y1] of lines) {
    b.x0 = Math.min(b.x0, x0, x1);
    b.y0 = Math.min(b.y0, y0, y1);
    b.x1 = Math.max(b.x1, x0, x1);
    b.y1 = Math.max(b.y1, y0, y1);
  }
  return b;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A white, edged path of the line art whose geometry can be read (no transform, no clip). */
const plainWhite = (n: SvgNode): n is SvgElement =>
  isElement(n) &&
  n.name === "path" &&
  !!n.attrs.d &&
  n.attrs.fill === "#fff" &&
  !n.attrs.transform &&
  !n.attrs["clip-path"] &&
  !n.attrs.mask &&
  n.attrs.stroke !== "none";

/**
 * The lighter shape's edge where it is its own line: the pieces not running inside the darker
 * shape within the rim's width of its edge. Undefined when the lighter shape is no rim's inner
 * copy (its box not inside the darker one's, or most of the darker edge far from it) or loses
 * no edge. Not `copy`: a shape drawn inside the rim after its copy (a shaded crescent along one
 * side), which needs to run along the rim only where it loses its edge.
 */
function ownEdge(rim: Rim, inner: SvgElement, copy = true): string | undefined {
  const { outer } = rim;
  const a = box(outer);
  const innerLines = edge(inner.attrs.d as string);
  const b = box(innerLines);
  const inset = [b.x0 - a.x0, b.y0 - a.y0, a.x1 - b.x1, a.y1 - b.y1];
  if (inset.some((v) => v < -0.2) || a.x1 - a.x0 < 4 || a.y1 - a.y0 < 4) return undefined;
  // Most of the darker edge runs along the lighter one: it is a rim, not a shape of its own.
  const along = outer.filter(([x0, y0, x1, y1]) => distance([(x0 + x1) / 2, (y0 + y1) / 2], innerLines) <= RIM);
  if (copy && along.length < outer.length * RIM_SHARE) return undefined;
  // Each quarter of a segment is judged alone: a curve often runs from the rim out to a notch.
  const runs: { sub: number; kept: boolean; pieces: { from: Pt; cmd: string; seg: number[] }[] }[] = [];
  for (const s of segments(inner.attrs.d as string)) {
    if (s.move) {
      runs.push({ sub: runs.length, kept: false, pieces: [] });
      continue;
    }
    for (let k = 0; k < PIECES; k++) {
      const piece = { cmd: s.cmd, ...part(s.from, s.cmd, s.seg, k / PIECES, (k + 1) / PIECES) };
      // Along the rim and inside it: where the lighter shape runs outside, its fill hides the rim's line.
      const kept =
        !inside(at(piece.from, s.cmd, piece.seg, 0.5), rim.whole, rim.evenOdd) ||
        ![0.2, 0.5, 0.8].every((t) => {
          const g = distance(at(piece.from, s.cmd, piece.seg, t), outer);
          return g >= SAME && g <= RIM;
        });
      const last = runs[runs.length - 1] as (typeof runs)[number];
      if (last.kept === kept || !last.pieces.length) {
        last.kept = kept;
        last.pieces.push(piece);
      } else runs.push({ sub: last.sub, kept, pieces: [piece] });
    }
  }
  const length = (r: (typeof runs)[number]) =>
    r.pieces.reduce((sum, p) => sum + Math.hypot((p.seg.at(-2) ?? 0) - p.from[0], (p.seg.at(-1) ?? 0) - p.from[1]), 0);
  // A part whose edge runs along the darker edge for less than a share of its length is a shape
  // of its own beside that edge (a window near the top of its band): it keeps its line.
  const subs = new Set(runs.map((r) => r.sub));
  for (const sub of subs) {
    const own = runs.filter((r) => r.sub === sub);
    const total = own.reduce((sum, r) => sum + length(r), 0);
    const along = own.filter((r) => !r.kept).reduce((sum, r) => sum + length(r), 0);
    if (along < total * ALONG) for (const r of own) r.kept = true;
  }
  if (!runs.some((r) => !r.kept && r.pieces.length)) return undefined;
  let d = "";
  for (const r of runs) {
    // A scrap of edge left between two stretches of rim is no line of its own.
    if (!r.kept || (length(r) < SCRAP && runs.some((o) => o.sub === r.sub && !o.kept))) continue;
    const first = r.pieces[0] as (typeof r.pieces)[number];
    d += `M${r3(first.from[0])} ${r3(first.from[1])}`;
    for (const p of r.pieces) d += `${p.cmd}${p.seg.map(r3).join(" ")}`;
  }
  return d;
}

/**
 * The line art's sibling shapes with each rim drawn as one line: a white shape drawn over an
 * earlier white shape it sits inside, most of whose edge it runs along within the rim's width
 * (nothing drawn between them over that shape), loses its edge along the rim; what it edges
 * elsewhere stays, as a path of its own. Groups are read the same way, each among its own children.
 */
export function oneLineRims(nodes: readonly SvgNode[]): SvgNode[] {
  const kids: SvgNode[] = nodes.map((n) =>
    isElement(n) && n.children.length ? { ...n, children: oneLineRims(n.children) } : n,
  );
  const rims = new Map<number, Rim>();
  const rimOf = (i: number) => {
    let r = rims.get(i);
    if (!r) {
      const el = kids[i] as SvgElement;
      const d = el.attrs.d as string;
      r = { outer: edge(d, true), whole: edge(d), evenOdd: el.attrs["fill-rule"] === "evenodd" };
      rims.set(i, r);
    }
    return r;
  };
  const redrawn = new Map<number, SvgNode[]>();
  const redraw = (j: number, own: string) => {
    const n = kids[j] as SvgElement;
    const line: SvgElement = { name: "path", attrs: { d: own, fill: "none" }, children: [] };
    redrawn.set(j, [withAttrs(n, { stroke: "none" }), ...(own ? [line] : [])]);
  };
  for (let i = 0; i < kids.length; i++) {
    if (!plainWhite(kids[i] as SvgNode) || redrawn.has(i)) continue;
    const a = box(rimOf(i).outer);
    for (let j = i + 1; j < kids.length; j++) {
      const n = kids[j] as SvgNode;
      if (!isElement(n)) continue;
      const own = plainWhite(n) && !redrawn.has(j) ? ownEdge(rimOf(i), n) : undefined;
      if (own !== undefined) {
        redraw(j, own);
        // Shapes drawn inside the rim after it (shading along one side) lose their edge along it too.
        for (let k = j + 1; k < kids.length && plainWhite(kids[k] as SvgNode); k++) {
          const along = redrawn.has(k) ? undefined : ownEdge(rimOf(i), kids[k] as SvgElement, false);
          if (along !== undefined) redraw(k, along);
        }
        break;
      }
      // Anything else drawn over the darker shape ends the search: the rim may be hidden under it.
      if (!plainWhite(n) || overlaps(a, box(rimOf(j).outer))) break;
    }
  }
  return kids.flatMap((n, i) => redrawn.get(i) ?? [n]);
}
