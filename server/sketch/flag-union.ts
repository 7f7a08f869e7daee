import ClipperLib from "clipper-lib";
import svgpath from "svgpath";
import { isElement, type SvgElement, type SvgNode, svgElements } from "../svg/tree.js";

/**
 * Flags build many stars from pieces: Cameroon's star is ten triangles, the EU's twelve stars
 * are each four mirrored halves, New Zealand's are ten triangles each. Filled, the pieces read
 * as one star; outlined, every piece kept its own edge and each star was cut into ten cells.
 *
 * This pass unites shapes of one fill that are drawn one after another (or grouped in one
 * <g>, or defined once and reused) into one outline when they touch or overlap (Clipper,
 * non-zero fill). Same-coloured shapes that touch are one area on the flag itself, so nothing
 * a child colours is lost. Only plain straight-edged filled shapes take part: anything with a
 * stroke, a clip, a curve or an even-odd fill is left exactly as drawn.
 */

type Node = SvgElement;

/** How often each id is referred to in the attributes of a subtree: href="#id" and url(#id). */
function refCounts(nodes: readonly SvgNode[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const el of svgElements(nodes))
    for (const [k, v] of Object.entries(el.attrs)) {
      if ((k === "href" || k.endsWith(":href")) && v.startsWith("#")) add(v.slice(1));
      for (const [, id] of v.matchAll(/url\(#([^)]+)\)/g)) add(id as string);
    }
  return counts;
}

/** Attributes that change how a shape looks beyond its fill: such shapes stay as drawn. */
const unsafeAttrs = new Set([
  "stroke",
  "stroke-width",
  "clip-path",
  "mask",
  "opacity",
  "fill-opacity",
  "style",
  "filter",
]);
const unsafe = (n: Node) => Object.keys(n.attrs).some((k) => unsafeAttrs.has(k) || /^marker-[a-z]+$/.test(k));

interface Pieces {
  /** The fill every piece shares ("" where it is inherited from outside). */
  fill: string;
  /** Path data of each piece (one per shape drawn), in the coordinates of the element asked about. */
  ds: string[];
}

/**
 * The plain filled pieces an element draws, in its own coordinates (its transform not applied),
 * or undefined when it draws anything else or more than one fill.
 */
const known = new WeakMap<Node, Map<string, Pieces | undefined>>();

function pieces(n: Node, ids: Map<string, Node>, inherited: string, depth = 0): Pieces | undefined {
  let memo = known.get(n);
  if (!memo) {
    memo = new Map();
    known.set(n, memo);
  }
  if (memo.has(inherited)) return memo.get(inherited);
  const p = findPieces(n, ids, inherited, depth);
  memo.set(inherited, p);
  return p;
}

function findPieces(n: Node, ids: Map<string, Node>, inherited: string, depth: number): Pieces | undefined {
  if (depth > 12 || unsafe(n)) return undefined;
  if (n.attrs["fill-rule"] === "evenodd") return undefined;
  const own = n.attrs.fill;
  if (own === "none") return undefined;
  const fill = own ?? inherited;
  let ds: string[];
  if (n.name === "path" || n.name === "polygon" || n.name === "rect") {
    if (n.children.length) return undefined;
    let d: string | undefined;
    if (n.name === "path") d = n.attrs.d;
    else if (n.name === "polygon") {
      const p = n.attrs.points?.trim();
      d = p ? `M${p}Z` : undefined;
    } else {
      if (n.attrs.rx || n.attrs.ry) return undefined;
      const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(n.attrs[k] ?? 0));
      d = w && h ? `M${x} ${y}h${w}v${h}h${-(w as number)}Z` : undefined;
    }
    if (!d || /[^MmLlHhVvZz\d\s,.eE+-]/.test(d)) return undefined;
    ds = [d];
  } else if (n.name === "use") {
    const href = n.attrs.href ?? n.attrs["xlink:href"];
    const ref = href?.startsWith("#") ? href.slice(1) : undefined;
    const target = ref ? ids.get(ref) : undefined;
    if (!target) return undefined;
    const inner = pieces(target, ids, fill, depth + 1);
    if (!inner) return undefined;
    const x = Number(n.attrs.x ?? 0);
    const y = Number(n.attrs.y ?? 0);
    const t = target.attrs.transform;
    ds = inner.ds.map((d) => {
      let p = svgpath(d);
      if (t) p = p.transform(t);
      return p.translate(x, y).toString();
    });
    return { fill: inner.fill, ds };
  } else if (n.name === "g") {
    ds = [];
    let shared: string | undefined;
    for (const c of n.children) {
      if (!isElement(c)) return undefined;
      const p = pieces(c, ids, fill, depth + 1);
      if (!p || (shared !== undefined && p.fill !== shared)) return undefined;
      shared = p.fill;
      const t = c.attrs.transform;
      for (const d of p.ds) ds.push(t ? svgpath(d).transform(t).toString() : d);
    }
    if (shared === undefined) return undefined;
    return { fill: shared, ds };
  } else return undefined;
  return { fill, ds };
}

/** A piece's path data as polygons (straight edges only). */
function rings(d: string): Array<Array<[number, number]>> {
  const out: Array<Array<[number, number]>> = [];
  let ring: Array<[number, number]> = [];
  svgpath(d)
    .abs()
    .unshort()
    .iterate((seg, _i, x, y) => {
      const c = seg[0];
      if (c === "M") {
        if (ring.length > 2) out.push(ring);
        ring = [[seg[1] as number, seg[2] as number]];
      } else if (c === "L") ring.push([seg[1] as number, seg[2] as number]);
      else if (c === "H") ring.push([seg[1] as number, y]);
      else if (c === "V") ring.push([x, seg[1] as number]);
      else if (c === "Z") {
        if (ring.length > 2) out.push(ring);
        ring = ring.length ? [ring[0] as [number, number]] : [];
      }
    });
  if (ring.length > 2) out.push(ring);
  return out;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The pieces united: one path of every separate outline, or undefined when nothing touched
 * (as many outlines as pieces, so uniting would change nothing).
 */
function unitePieces(ds: string[]): string | undefined {
  const perPiece = ds.map(rings);
  const polys = perPiece.flat();
  // One shape of a few parts (the Union Jack's white cross: two bars) may overlap itself; the
  // many-part outlines of an emblem are drawn as they are (and would cost the most to unite).
  if (polys.length < 2 || (ds.length === 1 && polys.length > 6)) return undefined;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of polys)
    for (const [x, y] of p) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  const size = Math.max(x1 - x0, y1 - y0);
  if (!(size > 0)) return undefined;
  const scale = 1e6 / size;
  // Each piece fills by itself (a mirrored copy runs the other way round): its own area first,
  // outer edges counter-clockwise, so the union counts every piece the same way.
  // A piece that crosses itself (Syria's three stars: one path of three pentagrams) gains the
  // corners where it crosses: uniting it draws its outline even when no two pieces touch.
  let crossing = false;
  const paths: ClipperLib.Paths = perPiece.flatMap((piece) => {
    const own = ClipperLib.Clipper.SimplifyPolygons(
      piece.map((p) => p.map(([x, y]) => ({ X: Math.round((x - x0) * scale), Y: Math.round((y - y0) * scale) }))),
      ClipperLib.PolyFillType.pftNonZero,
    );
    const corners = (ps: ClipperLib.Paths | Array<Array<unknown>>) => ps.reduce((a, p) => a + p.length, 0);
    if (corners(own) > corners(piece)) crossing = true;
    return own;
  });
  const clipper = new ClipperLib.Clipper();
  clipper.AddPaths(paths, ClipperLib.PolyType.ptSubject, true);
  const united: ClipperLib.Paths = [];
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    united,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  // Pieces that only meet along an edge or at a point (rounded apart by a hair) are joined:
  // grown by a hair, united, shrunk back. Mitred joins keep the star points sharp.
  const hair = 100;
  const grow = (src: ClipperLib.Paths, delta: number) => {
    const co = new ClipperLib.ClipperOffset(20, 0.25);
    co.AddPaths(src, ClipperLib.JoinType.jtMiter, ClipperLib.EndType.etClosedPolygon);
    const res: ClipperLib.Paths = [];
    co.Execute(res, delta);
    return res;
  };
  const joined = ClipperLib.Clipper.CleanPolygons(grow(grow(united, hair), -hair), 2);
  const outers = joined.filter((p) => ClipperLib.Clipper.Orientation(p)).length;
  if (outers === 0 || (outers >= polys.length && !crossing)) return undefined;
  let d = "";
  for (const ring of joined) {
    if (ring.length < 3) continue;
    ring.forEach((p, i) => {
      d += `${i ? "L" : "M"}${r3(p.X / scale + x0)} ${r3(p.Y / scale + y0)}`;
    });
    d += "Z";
  }
  return d;
}

/** Ids defined in a subtree. */
function definedIds(n: Node): string[] {
  return [...svgElements([n])].flatMap((el) => (el.attrs.id ? [el.attrs.id] : []));
}

/**
 * Replaces `run` (consecutive children of one parent, all of one fill) by one united path, if
 * its pieces touch. A single element keeps its id and transform; a longer run is drawn in the
 * parent's coordinates and may not hold an id anything outside it refers to.
 */
function uniteRun(run: Node[], ids: Map<string, Node>, whole: Map<string, number>): Node | undefined {
  const single = run.length === 1 ? run[0] : undefined;
  if (single?.name === "use") return undefined;
  const keep = single ? single.attrs.id : undefined;
  const inner = refCounts(run);
  for (const id of run.flatMap((n) => definedIds(n))) {
    if (id === keep) continue;
    if ((whole.get(id) ?? 0) > (inner.get(id) ?? 0)) return undefined;
  }
  const ds: string[] = [];
  let fill: string | undefined;
  for (const n of run) {
    const p = pieces(n, ids, "");
    if (!p || (fill !== undefined && p.fill !== fill)) return undefined;
    fill = p.fill;
    const t = single ? undefined : n.attrs.transform;
    for (const d of p.ds) ds.push(t ? svgpath(d).transform(t).toString() : d);
  }
  const d = unitePieces(ds);
  if (!d) return undefined;
  const t = single ? single.attrs.transform : undefined;
  const attrs: Record<string, string> = {};
  if (keep) attrs.id = keep;
  if (fill) attrs.fill = fill;
  if (t) attrs.transform = t;
  attrs.d = d;
  return { name: "path", attrs, children: [] };
}

const containers = /^(g|defs|symbol)$/;

/** Children of a stroked group (Cambodia's temple) keep every edge: each is a line drawn. */
function inheritsPaint(n: Node): boolean {
  const stroke = n.attrs.stroke;
  return (
    (stroke !== undefined && stroke !== "none") || n.attrs.style !== undefined || n.attrs["fill-rule"] === "evenodd"
  );
}

function walk(n: Node, ids: Map<string, Node>, whole: Map<string, number>, painted = false): void {
  if (painted || inheritsPaint(n)) {
    for (const c of n.children) if (isElement(c) && containers.test(c.name)) walk(c, ids, whole, true);
    return;
  }
  const out: SvgNode[] = [];
  const kids = n.children;
  let i = 0;
  while (i < kids.length) {
    const first = kids[i] as SvgNode;
    const p = isElement(first) ? pieces(first, ids, "") : undefined;
    if (!p) {
      if (isElement(first) && containers.test(first.name)) walk(first, ids, whole);
      out.push(first);
      i++;
      continue;
    }
    let j = i + 1;
    while (j < kids.length) {
      const next = kids[j] as SvgNode;
      const q = isElement(next) ? pieces(next, ids, "") : undefined;
      if (!q || q.fill !== p.fill) break;
      j++;
    }
    const run = kids.slice(i, j) as Node[];
    const united = uniteRun(run, ids, whole);
    if (united) out.push(united);
    else
      for (const c of run) {
        const alone = run.length > 1 && c.name === "g" ? uniteRun([c], ids, whole) : undefined;
        out.push(alone ?? c);
      }
    i = j;
  }
  n.children = out;
}

/**
 * The flag's nodes with every touching run of same-filled pieces drawn as one shape. Text
 * between elements is expected gone (a run is elements only); `nodes` is not changed.
 */
export function uniteFlagPieces(nodes: readonly SvgNode[]): SvgNode[] {
  // The walk replaces children lists (never attributes): each element gets its own list.
  const own = (list: readonly SvgNode[]): SvgNode[] =>
    list.map((n) => (isElement(n) ? { ...n, children: own(n.children) } : n));
  const root: Node = { name: "", attrs: {}, children: own(nodes) };
  const ids = new Map<string, Node>();
  for (const el of svgElements(root.children)) {
    const id = el.attrs.id;
    if (id && !ids.has(id)) ids.set(id, el);
  }
  walk(root, ids, refCounts(root.children));
  return root.children;
}
