import ClipperLib from "clipper-lib";
import svgpath from "svgpath";
import { isElement, parseSvg, type SvgElement, type SvgNode, serialiseSvg } from "../svg/tree.js";
import { needsFlattening } from "./flatten.js";

/** Whether an element or one inside it sets an opacity (a gradient's stops: `stop-opacity`). */
function seeThrough(el: SvgElement): boolean {
  const own = Object.entries(el.attrs).some(
    ([name, value]) => name.endsWith("opacity") || (name === "style" && value.includes("opacity")),
  );
  return own || el.children.some((c) => isElement(c) && seeThrough(c));
}

/**
 * Art made opaque before svg-to-pdfkit places it (docs/decisions/051-opaque-vector-art.md):
 * svg-to-pdfkit writes a clip path or mask as a luminosity soft mask, a pattern as a pattern
 * whose cell is a transparency group and any opacity as `/ca` or `/CA` under 1, all of which
 * KDP's flattened files may not hold. This SVG→SVG step removes them so the art stays vector:
 *
 * - a clip path is applied to the geometry (Clipper): shapes wholly inside it are kept as they
 *   are drawn (strokes stay strokes), shapes wholly outside are dropped, and a shape across its
 *   edge becomes its fill and its stroke's outline cut to the clip, as filled paths;
 * - a pattern fill is expanded into its tiles, each tile's content cut to its cell and to the
 *   filled shape, as above;
 * - opacity (`opacity`, `fill-opacity`, `stroke-opacity`, `rgba()`) becomes the opaque colour it
 *   shows on white (black at 0.35 is #a6a6a6), only where the art is printed on white
 *   (`onWhite`); on a coloured cover it cannot be told without what lies beneath.
 *
 * What cannot be expressed this way (masks, text or images across a clip's edge, a pattern or
 * clip in object-bounding-box units, opacity off white) leaves the art `opaque: false`, and the
 * caller places it as an opaque image (server/print/flatten.ts). The result is checked with
 * the same test that decides flattening, so nothing transparent passes as opaque.
 */
export interface OpaqueArt {
  /** The SVG with nothing svg-to-pdfkit writes as transparency, when `opaque`; else the input. */
  svg: string;
  opaque: boolean;
  /** Why the art could not be made opaque (empty when it was). */
  unresolved: string[];
}

type Matrix = [number, number, number, number, number, number];
type Pt = { X: number; Y: number };
type Path = Pt[];
type Paths = Path[];
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Clipper works in integers: output units (the art's viewBox, ~1024 a page) times this. */
const SCALE = 1000;
/** Curves are flattened to within this many output units (1/20 of a unit is ~0.03 pt on a page). */
const TOLERANCE = 0.05;

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

/** How much a matrix scales lengths (its area scale's root). */
const lengthScale = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/** An SVG `transform` attribute as a matrix. */
function parseTransform(value: string | undefined): Matrix {
  let m = IDENTITY;
  if (!value) return m;
  for (const [, op, args] of value.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const a = (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [p = 0, q, r, s, t, u] = a;
    let n: Matrix = IDENTITY;
    if (op === "matrix" && a.length === 6) n = [p, q ?? 0, r ?? 0, s ?? 0, t ?? 0, u ?? 0];
    else if (op === "translate") n = [1, 0, 0, 1, p, q ?? 0];
    else if (op === "scale") n = [p, 0, 0, q ?? p, 0, 0];
    else if (op === "rotate") {
      const rad = (p * Math.PI) / 180;
      const cos = Math.cos(rad);
      const sin = Math.sin(rad);
      n = [cos, sin, -sin, cos, 0, 0];
      if (q !== undefined) n = multiply(multiply([1, 0, 0, 1, q, r ?? 0], n), [1, 0, 0, 1, -q, -(r ?? 0)]);
    } else if (op === "skewX") n = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0];
    else if (op === "skewY") n = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0];
    m = multiply(m, n);
  }
  return m;
}

// ---- colours ------------------------------------------------------------------------------

const NAMED: Record<string, [number, number, number]> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  red: [255, 0, 0],
  green: [0, 128, 0],
  blue: [0, 0, 255],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  yellow: [255, 255, 0],
};

/** A colour as RGB and its own alpha, or null for `none`, paint servers and unknown names. */
function parseColor(v: string): { rgb: [number, number, number]; alpha: number } | null {
  const s = v.trim().toLowerCase();
  if (s === "transparent") return { rgb: [0, 0, 0], alpha: 0 };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
    return {
      rgb: [
        Number.parseInt(full.slice(0, 2), 16),
        Number.parseInt(full.slice(2, 4), 16),
        Number.parseInt(full.slice(4), 16),
      ],
      alpha: 1,
    };
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(s)?.[1];
  if (fn) {
    const parts = fn.split(/[\s,/]+/).filter(Boolean);
    const channel = (p: string) => (p.endsWith("%") ? (Number.parseFloat(p) * 255) / 100 : Number(p));
    const [r = "0", g = "0", b = "0", a] = parts;
    const alpha = a === undefined ? 1 : a.endsWith("%") ? Number.parseFloat(a) / 100 : Number(a);
    return { rgb: [channel(r), channel(g), channel(b)], alpha };
  }
  const named = NAMED[s];
  return named ? { rgb: named, alpha: 1 } : null;
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, "0");

/** `colour` at `alpha` over white, as one opaque colour (`none` at alpha 0). */
export function onWhite(rgb: [number, number, number], alpha: number): string {
  if (alpha <= 0) return "none";
  const mix = (c: number) => c * alpha + 255 * (1 - alpha);
  return `#${hex2(mix(rgb[0]))}${hex2(mix(rgb[1]))}${hex2(mix(rgb[2]))}`;
}

// ---- styles -------------------------------------------------------------------------------

/** Presentation properties that children inherit. */
const INHERITED = [
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linejoin",
  "stroke-linecap",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "fill-rule",
  "clip-rule",
  "fill-opacity",
  "stroke-opacity",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "color",
] as const;
type Style = Partial<Record<(typeof INHERITED)[number], string>>;
const ROOT_STYLE: Style = { fill: "#000", stroke: "none", "stroke-width": "1" };

/** The element with its `style` declarations made attributes (they win over attributes). */
function unstyled(el: SvgElement): SvgElement {
  const style = el.attrs.style;
  if (style === undefined) return el;
  const attrs = { ...el.attrs };
  delete attrs.style;
  for (const decl of style.split(";")) {
    const i = decl.indexOf(":");
    if (i > 0) attrs[decl.slice(0, i).trim()] = decl.slice(i + 1).trim();
  }
  return { ...el, attrs };
}

function inherit(parent: Style, el: SvgElement): Style {
  const own: Style = { ...parent };
  for (const k of INHERITED) {
    const v = el.attrs[k];
    if (v !== undefined && v !== "inherit") own[k] = v;
  }
  return own;
}

const num = (v: string | undefined, fallback = 0) => {
  const n = Number.parseFloat(v ?? "");
  return Number.isFinite(n) ? n : fallback;
};

const OPACITY_ATTRS = ["opacity", "fill-opacity", "stroke-opacity"];
const SHAPES = new Set(["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]);
/** Drawn by svg-to-pdfkit only through a reference: left out once every reference is resolved. */
const REFERENCED = new Set(["clipPath", "pattern", "mask"]);
const NOT_DRAWN = new Set(["defs", "title", "desc", "metadata", "symbol", "linearGradient", "radialGradient", "style"]);

// ---- geometry -----------------------------------------------------------------------------

/** A shape's outline as path data in its own coordinates (null for what is not a shape). */
function shapeData(el: SvgElement): string | null {
  const a = el.attrs;
  switch (el.name) {
    case "path":
      return a.d ?? "";
    case "rect": {
      const x = num(a.x);
      const y = num(a.y);
      const w = num(a.width);
      const h = num(a.height);
      if (w <= 0 || h <= 0) return "";
      let rx = a.rx !== undefined ? num(a.rx) : a.ry !== undefined ? num(a.ry) : 0;
      let ry = a.ry !== undefined ? num(a.ry) : rx;
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (rx <= 0 || ry <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
        `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
        `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      );
    }
    case "circle":
    case "ellipse": {
      const cx = num(a.cx);
      const cy = num(a.cy);
      const rx = el.name === "circle" ? num(a.r) : num(a.rx);
      const ry = el.name === "circle" ? num(a.r) : num(a.ry);
      if (rx <= 0 || ry <= 0) return "";
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case "line":
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case "polyline":
    case "polygon": {
      const p = (a.points ?? "")
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (p.length < 4) return "";
      let d = `M${p[0]} ${p[1]}`;
      for (let i = 2; i + 1 < p.length; i += 2) d += `L${p[i]} ${p[i + 1]}`;
      return el.name === "polygon" ? `${d}Z` : d;
    }
    default:
      return null;
  }
}

interface Sub {
  points: [number, number][];
  closed: boolean;
}

/** Path data under `m` as flattened subpaths in output units. */
function flatten(d: string, m: Matrix): Sub[] {
  const subs: Sub[] = [];
  let cur: Sub | null = null;
  let sx = 0;
  let sy = 0;
  let px = 0;
  let py = 0;
  const steps = (len: number) => Math.max(1, Math.min(200, Math.ceil(Math.sqrt(len / (8 * TOLERANCE)) * 2)));
  svgpath(d)
    .matrix(m)
    .abs()
    .unarc()
    .unshort()
    .iterate((seg) => {
      const c = seg[0] as string;
      const v = seg.slice(1) as number[];
      if (c === "M") {
        cur = { points: [[v[0] as number, v[1] as number]], closed: false };
        subs.push(cur);
        [sx, sy, px, py] = [v[0] as number, v[1] as number, v[0] as number, v[1] as number];
        return;
      }
      if (!cur) {
        cur = { points: [[px, py]], closed: false };
        subs.push(cur);
      }
      const line = cur.points;
      if (c === "Z") {
        cur.closed = true;
        [px, py] = [sx, sy];
        cur = null;
        return;
      }
      if (c === "L") [px, py] = [v[0] as number, v[1] as number];
      else if (c === "H") px = v[0] as number;
      else if (c === "V") py = v[0] as number;
      else if (c === "C" || c === "Q") {
        const pts = c === "C" ? [px, py, ...v] : [px, py, ...v];
        let len = 0;
        for (let i = 2; i < pts.length; i += 2)
          len += Math.hypot(
            (pts[i] as number) - (pts[i - 2] as number),
            (pts[i + 1] as number) - (pts[i - 1] as number),
          );
        const n = steps(len);
        for (let k = 1; k <= n; k++) {
          const t = k / n;
          const u = 1 - t;
          if (c === "C") {
            const [x0, y0, x1, y1, x2, y2, x3, y3] = pts as [
              number,
              number,
              number,
              number,
              number,
              number,
              number,
              number,
            ];
            line.push([
              u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
              u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
            ]);
          } else {
            const [x0, y0, x1, y1, x2, y2] = pts as [number, number, number, number, number, number];
            line.push([u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2]);
          }
        }
        [px, py] = [v[v.length - 2] as number, v[v.length - 1] as number];
        return;
      }
      line.push([px, py]);
    });
  return subs;
}

const toClipper = (pts: [number, number][]): Path =>
  pts.map(([x, y]) => ({ X: Math.round(x * SCALE), Y: Math.round(y * SCALE) }));

function clip(
  subject: Paths,
  subjectFill: ClipperLib.PolyFillType,
  region: Paths | null,
  op = ClipperLib.ClipType.ctIntersection,
): Paths {
  const c = new ClipperLib.Clipper();
  c.AddPaths(subject, ClipperLib.PolyType.ptSubject, true);
  if (region) c.AddPaths(region, ClipperLib.PolyType.ptClip, true);
  const out: Paths = [];
  c.Execute(region ? op : ClipperLib.ClipType.ctUnion, out, subjectFill, ClipperLib.PolyFillType.pftNonZero);
  return out;
}

const fillType = (rule: string | undefined) =>
  rule === "evenodd" ? ClipperLib.PolyFillType.pftEvenOdd : ClipperLib.PolyFillType.pftNonZero;

/** The subpaths cut into dashes (SVG stroke-dasharray), each dash an open subpath. */
function dashed(subs: Sub[], pattern: number[], offset: number): Sub[] {
  const total = pattern.reduce((a, b) => a + b, 0);
  if (total <= 0) return subs;
  const out: Sub[] = [];
  for (const sub of subs) {
    const pts = sub.closed ? [...sub.points, sub.points[0] as [number, number]] : sub.points;
    let index = 0;
    let left = pattern[0] as number;
    let skip = ((offset % total) + total) % total;
    while (skip > 0) {
      if (skip >= left) {
        skip -= left;
        index = (index + 1) % pattern.length;
        left = pattern[index] as number;
      } else {
        left -= skip;
        skip = 0;
      }
    }
    let dash: [number, number][] | null = index % 2 === 0 ? [pts[0] as [number, number]] : null;
    for (let i = 1; i < pts.length; i++) {
      let [ax, ay] = pts[i - 1] as [number, number];
      const [bx, by] = pts[i] as [number, number];
      let seg = Math.hypot(bx - ax, by - ay);
      while (seg > 0) {
        const step = Math.min(seg, left);
        const t = step / seg;
        const nx = ax + (bx - ax) * t;
        const ny = ay + (by - ay) * t;
        if (dash) dash.push([nx, ny]);
        seg -= step;
        left -= step;
        [ax, ay] = [nx, ny];
        if (left <= 1e-9) {
          if (dash) {
            if (dash.length > 1) out.push({ points: dash, closed: false });
            dash = null;
          } else dash = [[ax, ay]];
          index = (index + 1) % pattern.length;
          left = pattern[index] as number;
        }
      }
    }
    if (dash && dash.length > 1) out.push({ points: dash, closed: false });
  }
  return out;
}

/** A stroke's painted area: the subpaths offset by half its width with its joins and caps. */
function strokeArea(subs: Sub[], style: Style, m: Matrix): Paths {
  const width = num(style["stroke-width"], 1) * lengthScale(m);
  if (width <= 0) return [];
  const dash = (style["stroke-dasharray"] ?? "none").trim();
  let lines = subs;
  if (dash !== "none" && dash !== "") {
    let parts = dash
      .split(/[\s,]+/)
      .map((p) => num(p) * lengthScale(m))
      .filter((n) => n >= 0);
    if (parts.length % 2) parts = [...parts, ...parts];
    if (parts.some((p) => p > 0)) lines = dashed(subs, parts, num(style["stroke-dashoffset"]) * lengthScale(m));
  }
  const join = style["stroke-linejoin"];
  const cap = style["stroke-linecap"];
  const joinType =
    join === "round"
      ? ClipperLib.JoinType.jtRound
      : join === "bevel"
        ? ClipperLib.JoinType.jtSquare
        : ClipperLib.JoinType.jtMiter;
  const openEnd =
    cap === "round"
      ? ClipperLib.EndType.etOpenRound
      : cap === "square"
        ? ClipperLib.EndType.etOpenSquare
        : ClipperLib.EndType.etOpenButt;
  const co = new ClipperLib.ClipperOffset(Math.max(1, num(style["stroke-miterlimit"], 4)), TOLERANCE * SCALE);
  for (const sub of lines) {
    const path = toClipper(sub.points);
    if (path.length < 2) continue;
    co.AddPath(path, joinType, sub.closed ? ClipperLib.EndType.etClosedLine : openEnd);
  }
  const out: Paths = [];
  co.Execute(out, (width / 2) * SCALE);
  return out;
}

const boxOfPaths = (paths: Paths): Box | null => {
  let b: Box | null = null;
  for (const p of paths)
    for (const { X, Y } of p) {
      const x = X / SCALE;
      const y = Y / SCALE;
      if (!b) b = { x0: x, y0: y, x1: x, y1: y };
      else {
        b.x0 = Math.min(b.x0, x);
        b.y0 = Math.min(b.y0, y);
        b.x1 = Math.max(b.x1, x);
        b.y1 = Math.max(b.y1, y);
      }
    }
  return b;
};

const rectPath = (b: Box): Path =>
  toClipper([
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x1, b.y1],
    [b.x0, b.y1],
  ]);

const area = (paths: Paths) => paths.reduce((s, p) => s + ClipperLib.Clipper.Area(p), 0);

/** Where a box lies against a clip region: wholly inside, wholly outside or across its edge. */
function relation(box: Box, region: Paths, regionBox: Box | null): "inside" | "outside" | "across" {
  if (![box.x0, box.y0, box.x1, box.y1].every(Number.isFinite)) return "across";
  if (!regionBox || box.x1 < regionBox.x0 || box.x0 > regionBox.x1 || box.y1 < regionBox.y0 || box.y0 > regionBox.y1)
    return "outside";
  const r = [rectPath(box)];
  const rest = clip(r, ClipperLib.PolyFillType.pftNonZero, region, ClipperLib.ClipType.ctDifference);
  if (Math.abs(area(rest)) < SCALE) return "inside";
  const common = clip(r, ClipperLib.PolyFillType.pftNonZero, region);
  return Math.abs(area(common)) < 1 ? "outside" : "across";
}

const pathData = (paths: Paths) =>
  paths
    .filter((p) => p.length > 2)
    .map((p) => `M${p.map(({ X, Y }) => `${+(X / SCALE).toFixed(2)} ${+(Y / SCALE).toFixed(2)}`).join("L")}Z`)
    .join("");

const matrixAttr = (m: Matrix) => `matrix(${m.map((v) => +v.toFixed(6)).join(" ")})`;

// ---- the pass -----------------------------------------------------------------------------

class Opaquer {
  readonly unresolved = new Set<string>();
  private readonly ids = new Map<string, SvgElement>();
  private readonly boxes = new WeakMap<SvgElement, Box | null>();

  constructor(
    root: readonly SvgNode[],
    private readonly white: boolean,
  ) {
    const walk = (nodes: readonly SvgNode[]) => {
      for (const n of nodes) {
        if (!isElement(n)) continue;
        if (n.attrs.id) this.ids.set(n.attrs.id, n);
        walk(n.children);
      }
    };
    walk(root);
  }

  private ref(v: string | undefined): SvgElement | undefined {
    const id = v && /^\s*url\(\s*["']?#([^)"']+)["']?\s*\)/.exec(v)?.[1];
    return id ? this.ids.get(id) : undefined;
  }

  /** A paint as the opaque colour it shows, or the paint as written when it has no alpha to remove. */
  private paint(value: string | undefined, alpha: number): string | undefined {
    if (value === undefined || value === "none" || value.startsWith("url(") || value === "currentColor") return value;
    const c = parseColor(value);
    if (!c) {
      if (alpha < 1) this.unresolved.add(`colour ${value} at opacity ${alpha}`);
      return value;
    }
    const a = alpha * c.alpha;
    if (a >= 1) return value;
    if (!this.white && a > 0) {
      this.unresolved.add("opacity off white");
      return value;
    }
    return onWhite(c.rgb, a);
  }

  /** `<use>` as the group it stands for (its x/y a translation), or null when it points nowhere. */
  private inlineUse(el: SvgElement): SvgElement | null {
    const href = el.attrs.href ?? el.attrs["xlink:href"];
    const target = href?.startsWith("#") ? this.ids.get(href.slice(1)) : undefined;
    if (!target) return null;
    const { href: _h, "xlink:href": _x, x, y, width: _w, height: _hh, ...rest } = el.attrs;
    const shift = x || y ? ` translate(${num(x)} ${num(y)})` : "";
    const inner: SvgElement =
      target.name === "symbol" || target.name === "svg"
        ? { name: "g", attrs: {}, children: target.children }
        : { ...target, attrs: { ...target.attrs } };
    delete inner.attrs.id;
    const transform = `${rest.transform ?? ""}${shift}`.trim();
    return { name: "g", attrs: { ...rest, ...(transform ? { transform } : {}) }, children: [inner] };
  }

  /** Does anything under the element need geometry (a clip or a pattern fill)? */
  private needsGeometry(el: SvgElement, style: Style): boolean {
    if (el.attrs["clip-path"] && el.attrs["clip-path"] !== "none") return true;
    const own = inherit(style, el);
    if (SHAPES.has(el.name) && (this.ref(own.fill)?.name === "pattern" || this.ref(own.stroke)?.name === "pattern"))
      return true;
    for (const c of el.children) {
      if (!isElement(c)) continue;
      let child = unstyled(c);
      if (child.name === "use") child = this.inlineUse(child) ?? child;
      if (!REFERENCED.has(child.name) && !NOT_DRAWN.has(child.name) && this.needsGeometry(child, own)) return true;
    }
    return false;
  }

  /**
   * The element with every opacity made an opaque colour and every clip and pattern resolved,
   * in its parent's coordinates; `style` is what it inherits, `alpha` its ancestors' opacity.
   */
  out(source: SvgElement, style: Style, alpha: number): SvgNode[] {
    let el = unstyled(source);
    if (REFERENCED.has(el.name)) return [];
    if (el.name === "use") {
      const inlined = this.inlineUse(el);
      if (!inlined) return [];
      el = inlined;
    }
    if (el.attrs.mask && el.attrs.mask !== "none") this.unresolved.add("mask");
    const own = inherit(style, el);
    if (this.needsGeometry(el, style)) {
      const drawn: SvgNode[] = [];
      this.emit(el, IDENTITY, style, alpha, null, drawn);
      return [{ name: "g", attrs: {}, children: drawn }];
    }
    const a = alpha * (el.attrs.opacity !== undefined ? num(el.attrs.opacity, 1) : 1);
    const attrs = { ...el.attrs };
    for (const k of OPACITY_ATTRS) delete attrs[k];
    if (SHAPES.has(el.name) || el.name === "text") {
      const fa = a * num(own["fill-opacity"], 1);
      const sa = a * num(own["stroke-opacity"], 1);
      if (fa < 1 || (parseColor(own.fill ?? "")?.alpha ?? 1) < 1) {
        const fill = this.paint(own.fill, fa);
        if (fill !== undefined) attrs.fill = fill;
      }
      if (sa < 1 || (parseColor(own.stroke ?? "")?.alpha ?? 1) < 1) {
        const stroke = this.paint(own.stroke, sa);
        if (stroke !== undefined) attrs.stroke = stroke;
      }
      if (this.ref(own.fill) || this.ref(own.stroke)) {
        const grad = this.ref(own.fill) ?? this.ref(own.stroke);
        if (grad && seeThrough(grad)) this.unresolved.add("gradient with opacity");
      }
    } else if (el.name === "image" && a < 1) this.unresolved.add("image with opacity");
    // The opacities go down with the style and `a`, and are applied on each shape.
    const children: SvgNode[] = [];
    for (const c of el.children) children.push(...(isElement(c) ? this.out(c, own, a) : [c]));
    return [{ ...el, attrs, children }];
  }

  /** The element's painted bounds in its parent's coordinates under `m` (strokes included). */
  private box(el: SvgElement, m: Matrix, style: Style): Box | null {
    const local = this.localBox(el, style);
    if (!local) return null;
    const corners = [
      apply(m, local.x0, local.y0),
      apply(m, local.x1, local.y0),
      apply(m, local.x1, local.y1),
      apply(m, local.x0, local.y1),
    ];
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  }

  /** Bounds in the element's parent's coordinates (its own transform applied), memoised. */
  private localBox(source: SvgElement, style: Style): Box | null {
    if (this.boxes.has(source)) return this.boxes.get(source) ?? null;
    let el = unstyled(source);
    if (el.name === "use") el = this.inlineUse(el) ?? { name: "g", attrs: {}, children: [] };
    const own = inherit(style, el);
    const t = parseTransform(el.attrs.transform);
    let b: Box | null = null;
    const grow = (o: Box | null) => {
      if (!o) return;
      b = b
        ? { x0: Math.min(b.x0, o.x0), y0: Math.min(b.y0, o.y0), x1: Math.max(b.x1, o.x1), y1: Math.max(b.y1, o.y1) }
        : o;
    };
    const d = shapeData(el);
    if (d !== null) {
      const subs = flatten(d, t);
      // Half the stroke, times the miter limit where corners are mitred (1.5 covers square caps).
      const reach =
        (own["stroke-linejoin"] ?? "miter") === "miter" ? Math.max(1.5, num(own["stroke-miterlimit"], 4)) : 1.5;
      const pad = own.stroke && own.stroke !== "none" ? (num(own["stroke-width"], 1) * lengthScale(t) * reach) / 2 : 0;
      for (const s of subs) for (const [x, y] of s.points) grow({ x0: x - pad, y0: y - pad, x1: x + pad, y1: y + pad });
    } else if (el.name === "text" || el.name === "image" || el.name === "foreignObject" || el.name === "svg") {
      // Unknown extent: never "wholly inside" or "outside" anything.
      b = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
    } else if (!REFERENCED.has(el.name) && !NOT_DRAWN.has(el.name)) {
      for (const c of el.children) if (isElement(c)) grow(this.box(c, t, own));
    }
    this.boxes.set(source, b);
    return b;
  }

  /** A clip path's region in output units under `m` (the user space of the element it clips). */
  private clipRegion(ref: string, m: Matrix): Paths | null {
    const cp = this.ref(ref);
    if (cp?.name !== "clipPath") {
      this.unresolved.add(`clip ${ref}`);
      return null;
    }
    if (cp.attrs.clipPathUnits === "objectBoundingBox" || (cp.attrs["clip-path"] && cp.attrs["clip-path"] !== "none")) {
      this.unresolved.add("clip path in bounding-box units or clipped itself");
      return null;
    }
    const cm = multiply(m, parseTransform(cp.attrs.transform));
    const region: Paths = [];
    const collect = (nodes: readonly SvgNode[], cm2: Matrix, style: Style) => {
      for (const n of nodes) {
        if (!isElement(n)) continue;
        let el = unstyled(n);
        if (el.name === "use") el = this.inlineUse(el) ?? el;
        const own = inherit(style, el);
        const mm = multiply(cm2, parseTransform(el.attrs.transform));
        const d = shapeData(el);
        if (d !== null) {
          const subs = flatten(d, mm).map((s) => toClipper(s.points));
          region.push(...clip(subs, fillType(own["clip-rule"]), null));
        } else if (el.name === "g") collect(el.children, mm, own);
        else if (el.name !== "title" && el.name !== "desc") this.unresolved.add(`${el.name} in a clip path`);
      }
    };
    collect(cp.children, cm, inherit(ROOT_STYLE, cp));
    return clip(region, ClipperLib.PolyFillType.pftNonZero, null);
  }

  /**
   * Draws `source` (under `ctm`, the transform from its parent to the output) into `into`, cut
   * to `region` when there is one: as it is where it lies wholly inside, as filled pieces
   * where it crosses the region's edge, not at all outside.
   */
  private emit(source: SvgElement, ctm: Matrix, style: Style, alpha: number, region: Paths | null, into: SvgNode[]) {
    let el = unstyled(source);
    if (REFERENCED.has(el.name) || NOT_DRAWN.has(el.name)) return;
    if (el.name === "use") {
      const inlined = this.inlineUse(el);
      if (!inlined) return;
      el = inlined;
    }
    if (el.attrs.mask && el.attrs.mask !== "none") this.unresolved.add("mask");
    const own = inherit(style, el);
    const m = multiply(ctm, parseTransform(el.attrs.transform));
    const clipRef = el.attrs["clip-path"];
    let cut = region;
    if (clipRef && clipRef !== "none") {
      const r = this.clipRegion(clipRef, m);
      if (!r) return;
      cut = cut ? clip(r, ClipperLib.PolyFillType.pftNonZero, cut) : r;
      if (cut.length === 0) return;
    }
    const withoutClip: SvgElement = { ...el, attrs: { ...el.attrs } };
    delete withoutClip.attrs["clip-path"];
    const geometry = this.needsGeometry(withoutClip, style);
    // Wholly inside (or nothing to cut) and nothing within that needs geometry: drawn as written.
    const bounds = this.box(withoutClip, ctm, style);
    if (!bounds) return;
    const where = cut ? relation(bounds, cut, boxOfPaths(cut)) : "inside";
    if (where === "outside") return;
    if (where === "inside" && !geometry) {
      const kept = this.out(withoutClip, style, alpha);
      into.push({ name: "g", attrs: { transform: matrixAttr(ctm), ...this.explicit(style) }, children: kept });
      return;
    }
    const a = alpha * (el.attrs.opacity !== undefined ? num(el.attrs.opacity, 1) : 1);
    const d = shapeData(el);
    if (d === null) {
      if (el.name === "text" || el.name === "image" || el.name === "foreignObject" || el.name === "svg") {
        this.unresolved.add(`${el.name} across a clip's edge`);
        return;
      }
      const inner: Style = { ...own };
      for (const c of el.children) if (isElement(c)) this.emit(c, m, inner, a, cut, into);
      return;
    }
    const subs = flatten(d, m);
    const fill = own.fill;
    const pattern = this.ref(fill);
    if (pattern?.name === "pattern") {
      const shape = clip(
        subs.map((s) => toClipper(s.points)),
        fillType(own["fill-rule"]),
        cut,
      );
      this.tiles(pattern, m, shape, a, into);
    } else if (fill && fill !== "none") {
      const color = this.paint(fill, a * num(own["fill-opacity"], 1));
      if (color && color !== "none") {
        const shape = clip(
          subs.map((s) => toClipper(s.points)),
          fillType(own["fill-rule"]),
          cut,
        );
        if (shape.length)
          into.push({ name: "path", attrs: { d: pathData(shape), fill: color, stroke: "none" }, children: [] });
      }
    }
    const stroke = own.stroke;
    if (stroke && stroke !== "none" && !cut) {
      // Nothing to cut (a pattern-filled shape's own stroke): the stroke stays a stroke.
      const line = this.out({ ...withoutClip, attrs: { ...withoutClip.attrs, fill: "none" } }, style, alpha);
      into.push({ name: "g", attrs: { transform: matrixAttr(ctm), ...this.explicit(style) }, children: line });
    } else if (stroke && stroke !== "none") {
      if (this.ref(stroke)) {
        this.unresolved.add("paint server on a stroke");
        return;
      }
      const color = this.paint(stroke, a * num(own["stroke-opacity"], 1));
      if (color && color !== "none") {
        const outline = clip(strokeArea(subs, own, m), ClipperLib.PolyFillType.pftNonZero, cut);
        if (outline.length)
          into.push({ name: "path", attrs: { d: pathData(outline), fill: color, stroke: "none" }, children: [] });
      }
    }
  }

  /** The inherited style written out on a wrapper (opacities are applied on the shapes instead). */
  private explicit(style: Style): Record<string, string> {
    const attrs: Record<string, string> = {};
    for (const k of INHERITED) if (style[k] !== undefined && !OPACITY_ATTRS.includes(k)) attrs[k] = style[k] as string;
    return attrs;
  }

  /** A pattern's tiles over `shape` (output units), each tile's content cut to its cell and the shape. */
  private tiles(pattern: SvgElement, m: Matrix, shape: Paths, alpha: number, into: SvgNode[]) {
    if (shape.length === 0) return;
    const p = unstyled(pattern);
    if (
      p.attrs.patternUnits !== "userSpaceOnUse" ||
      p.attrs.patternContentUnits === "objectBoundingBox" ||
      p.attrs.viewBox ||
      p.attrs.href ||
      p.attrs["xlink:href"]
    ) {
      this.unresolved.add("pattern in bounding-box units, with a viewBox or inherited");
      return;
    }
    const w = num(p.attrs.width);
    const h = num(p.attrs.height);
    if (w <= 0 || h <= 0) return;
    const x = num(p.attrs.x);
    const y = num(p.attrs.y);
    const pm = multiply(m, parseTransform(p.attrs.patternTransform));
    const inv = invert(pm);
    const sb = boxOfPaths(shape);
    if (!sb) return;
    // The shape's bounds in pattern space: which tiles it meets.
    const corners = [
      apply(inv, sb.x0, sb.y0),
      apply(inv, sb.x1, sb.y0),
      apply(inv, sb.x1, sb.y1),
      apply(inv, sb.x0, sb.y1),
    ];
    const px0 = Math.min(...corners.map((c) => c[0]));
    const px1 = Math.max(...corners.map((c) => c[0]));
    const py0 = Math.min(...corners.map((c) => c[1]));
    const py1 = Math.max(...corners.map((c) => c[1]));
    const i0 = Math.floor((px0 - x) / w);
    const i1 = Math.ceil((px1 - x) / w);
    const j0 = Math.floor((py0 - y) / h);
    const j1 = Math.ceil((py1 - y) / h);
    if ((i1 - i0) * (j1 - j0) > 20000) {
      this.unresolved.add("pattern of too many tiles");
      return;
    }
    const style = inherit(ROOT_STYLE, p);
    for (let j = j0; j < j1; j++)
      for (let i = i0; i < i1; i++) {
        const tx = x + i * w;
        const ty = y + j * h;
        const cell = flatten(`M${tx} ${ty}H${tx + w}V${ty + h}H${tx}Z`, pm).map((s) => toClipper(s.points));
        const tileCut = clip(cell, ClipperLib.PolyFillType.pftNonZero, shape);
        if (tileCut.length === 0) continue;
        const tm = multiply(pm, [1, 0, 0, 1, tx, ty]);
        for (const c of p.children) if (isElement(c)) this.emit(c, tm, style, alpha, tileCut, into);
      }
  }
}

/** Cached results: a book places the same art many times (100 art pages from 20 drawings). */
const cache = new Map<string, OpaqueArt>();
const CACHE_SIZE = 64;

/**
 * The art with no clip path, mask, pattern or opacity left for svg-to-pdfkit to write as
 * transparency (see the top of this file); `onWhite` says the art is printed on white paper,
 * so an opacity can become the opaque colour it shows there.
 */
export function opaqueSvg(svg: string, opts: { onWhite: boolean }): OpaqueArt {
  if (!needsFlattening(svg)) return { svg, opaque: true, unresolved: [] };
  const key = `${opts.onWhite ? 1 : 0}${svg}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = make(svg, opts.onWhite);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}

function make(svg: string, white: boolean): OpaqueArt {
  let nodes: SvgNode[];
  try {
    nodes = parseSvg(svg);
  } catch {
    return { svg, opaque: false, unresolved: ["unreadable SVG"] };
  }
  const pass = new Opaquer(nodes, white);
  const out: SvgNode[] = [];
  for (const n of nodes) {
    if (!isElement(n) || n.name !== "svg") {
      out.push(n);
      continue;
    }
    const root = unstyled(n);
    const style = inherit(ROOT_STYLE, root);
    const a = root.attrs.opacity !== undefined ? num(root.attrs.opacity, 1) : 1;
    const attrs = { ...root.attrs };
    for (const k of OPACITY_ATTRS) delete attrs[k];
    const children: SvgNode[] = [];
    for (const c of root.children) children.push(...(isElement(c) ? pass.out(c, style, a) : [c]));
    out.push({ ...root, attrs, children });
  }
  const result = serialiseSvg(out);
  const unresolved = [...pass.unresolved];
  if (!unresolved.length && needsFlattening(result)) unresolved.push("transparency left after the pass");
  return unresolved.length ? { svg, opaque: false, unresolved } : { svg: result, opaque: true, unresolved };
}
