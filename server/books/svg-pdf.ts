import { isElement, type SvgElement, type SvgNode } from "../svg/tree.js";
import { type Matrix, multiply } from "./pdf-geometry.js";

/**
 * The art of a book page written straight into the page's content stream (decision 071): the
 * SVG the app itself draws (activities, the built-in engine's pages, keys) uses a small part of
 * SVG (svg, g, defs, use, path, rect, circle, ellipse, line, polyline, polygon; fill, stroke and
 * their widths, caps, joins, dashes and fill rule; transforms). Each element becomes its PDF
 * operators as svg-to-pdfkit writes them (a nested svg clipped to its viewport, the stroke's
 * miter limit 4, zero-length subpaths left out and drawn as a cap's dot), without building an
 * object for every segment: a page of word-search letters was most of a book's layout time.
 * Anything else (text, images, gradients, styles, opacity, clips, masks, markers, units) returns
 * null and the page is drawn by svg-to-pdfkit as before.
 */

interface Paint {
  fill: string;
  stroke: string;
  width: number;
  cap: string;
  join: string;
  miter: number;
  dash: number[];
  dashOffset: number;
  evenOdd: boolean;
}

const INITIAL: Paint = {
  fill: "black",
  stroke: "none",
  width: 1,
  cap: "butt",
  join: "miter",
  miter: 4,
  dash: [],
  dashOffset: 0,
  evenOdd: false,
};

/** How a colour is written: its operator (`0 g`), or null for a colour this writer cannot set. */
export type ColorWriter = (color: string, stroke: boolean) => string | null;

class Unsupported extends Error {}

const CAPS: Record<string, number> = { butt: 0, round: 1, square: 2 };
const JOINS: Record<string, number> = { miter: 0, round: 1, bevel: 2 };

/**
 * A number as PDF writes it: no exponent, no trailing zeros, at most 4 decimals (a path's points,
 * in the art's own units) or 6 (a matrix: a scale rounded to 4 decimals moved a page's foot by a
 * tenth of a pixel, and its edges with it).
 */
function num(v: number, scale = 1e4): string {
  if (!Number.isFinite(v)) throw new Unsupported("number");
  const k = Math.round(v * scale);
  if (k === 0) return "0";
  // Written from the integer: the same text as String(k / scale) (a decimal of at most 14 digits
  // is the shortest that reads back as its double), four times faster; a page's paths are
  // millions of numbers.
  if (!(Math.abs(k) < 1e14)) return String(k / scale);
  const a = k < 0 ? -k : k;
  const whole = Math.floor(a / scale);
  let frac = a - whole * scale;
  const sign = k < 0 ? "-" : "";
  if (frac === 0) return `${sign}${whole}`;
  let digits = Math.round(Math.log10(scale));
  while (frac % 10 === 0) {
    frac /= 10;
    digits--;
  }
  return `${sign}${whole}.${String(frac).padStart(digits, "0")}`;
}

/** A length attribute: a plain number (or px). */
function length(v: string | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  const m = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*(px)?\s*$/.exec(v);
  if (!m) throw new Unsupported(`length ${v}`);
  return Number(m[1]);
}

function numbers(v: string): number[] {
  const out: number[] = [];
  for (const m of v.matchAll(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g)) out.push(Number(m[0]));
  return out;
}

/** An SVG transform list as one matrix (applied left to right, as SVG reads it). */
function transform(v: string): Matrix {
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  const re = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let at = 0;
  for (let hit = re.exec(v); hit; hit = re.exec(v)) {
    at = re.lastIndex;
    const a = numbers(hit[2] as string);
    let t: Matrix;
    switch (hit[1]) {
      case "matrix":
        if (a.length !== 6) throw new Unsupported("matrix");
        t = a as Matrix;
        break;
      case "translate":
        t = [1, 0, 0, 1, a[0] ?? 0, a[1] ?? 0];
        break;
      case "scale":
        t = [a[0] ?? 1, 0, 0, a[1] ?? a[0] ?? 1, 0, 0];
        break;
      case "rotate": {
        const r = ((a[0] ?? 0) * Math.PI) / 180;
        const [c, s] = [Math.cos(r), Math.sin(r)];
        const [cx, cy] = [a[1] ?? 0, a[2] ?? 0];
        t = [c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy];
        break;
      }
      case "skewX":
        t = [1, 0, Math.tan(((a[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        t = [1, Math.tan(((a[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
    }
    // SVG applies the list's last transform first: pdf-geometry's multiply takes the first applied first.
    m = multiply(t, m);
  }
  if (v.slice(at).trim()) throw new Unsupported(`transform ${v}`);
  return m;
}

/** Path data as subpaths of absolute points: `M x y`, then `L x y` and `C x1 y1 x2 y2 x y`, `Z`. */
type Sub = { ops: string[]; moved: boolean; length: number; x: number; y: number };

function pathOps(d: string): Sub[] {
  const subs: Sub[] = [];
  let sub: Sub | null = null;
  let i = 0;
  const n = d.length;
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  // The last control point, for S and T.
  let cx = 0;
  let cy = 0;
  let qx = 0;
  let qy = 0;
  let last = "";
  const skip = () => {
    while (i < n) {
      const c = d.charCodeAt(i);
      if (c === 32 || c === 44 || c === 9 || c === 10 || c === 13 || c === 12) i++;
      else break;
    }
  };
  const number = (): number => {
    skip();
    const start = i;
    let c = d.charCodeAt(i);
    const negative = c === 45;
    if (c === 43 || c === 45) c = d.charCodeAt(++i);
    let digits = 0;
    let dot = false;
    // The digits as an integer and the power of ten under it: read without making a string.
    let whole = 0;
    let scale = 1;
    while (i < n) {
      c = d.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        digits++;
        whole = whole * 10 + (c - 48);
        if (dot) scale *= 10;
        i++;
      } else if (c === 46 && !dot) {
        dot = true;
        i++;
      } else break;
    }
    let exponent = false;
    if (digits && (c === 101 || c === 69)) {
      const back = i;
      i++;
      c = d.charCodeAt(i);
      if (c === 43 || c === 45) i++;
      const exp = i;
      while (i < n && d.charCodeAt(i) >= 48 && d.charCodeAt(i) <= 57) i++;
      if (i === exp) i = back;
      else exponent = true;
    }
    if (!digits) throw new Unsupported("path number");
    // Up to 15 digits both are exact doubles, and their quotient is the decimal correctly
    // rounded: the number Number() reads from the same text.
    if (exponent || digits > 15) return Number(d.slice(start, i));
    return (negative ? -whole : whole) / scale;
  };
  const flag = (): number => {
    skip();
    const c = d[i++];
    if (c !== "0" && c !== "1") throw new Unsupported("arc flag");
    return c === "1" ? 1 : 0;
  };
  const moveTo = (px: number, py: number) => {
    sub = { ops: [`${num(px)} ${num(py)} m`], moved: true, length: 0, x: px, y: py };
    subs.push(sub);
    x = sx = px;
    y = sy = py;
  };
  const current = (): Sub => {
    if (!sub) throw new Unsupported("path without a move");
    return sub;
  };
  const lineTo = (px: number, py: number) => {
    const s = current();
    s.length += Math.hypot(px - x, py - y);
    s.ops.push(`${num(px)} ${num(py)} l`);
    x = px;
    y = py;
  };
  const curveTo = (x1: number, y1: number, x2: number, y2: number, px: number, py: number) => {
    const s = current();
    s.length += Math.hypot(x1 - x, y1 - y) + Math.hypot(x2 - x1, y2 - y1) + Math.hypot(px - x2, py - y2);
    s.ops.push(`${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(px)} ${num(py)} c`);
    cx = x2;
    cy = y2;
    x = px;
    y = py;
  };
  const quadTo = (x1: number, y1: number, px: number, py: number) => {
    qx = x1;
    qy = y1;
    curveTo(x + ((x1 - x) * 2) / 3, y + ((y1 - y) * 2) / 3, px + ((x1 - px) * 2) / 3, py + ((y1 - py) * 2) / 3, px, py);
  };
  while (true) {
    skip();
    if (i >= n) break;
    let cmd = d[i] as string;
    if (/[MmLlHhVvCcSsQqTtAaZz]/.test(cmd)) i++;
    else if (last && last !== "Z" && last !== "z") cmd = last === "M" ? "L" : last === "m" ? "l" : last;
    else throw new Unsupported("path command");
    const rel = cmd === cmd.toLowerCase() && cmd !== "z";
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case "M":
        moveTo(ox + number(), oy + number());
        break;
      case "L":
        lineTo(ox + number(), oy + number());
        break;
      case "H":
        lineTo(ox + number(), y);
        break;
      case "V":
        lineTo(x, oy + number());
        break;
      case "C":
        curveTo(ox + number(), oy + number(), ox + number(), oy + number(), ox + number(), oy + number());
        break;
      case "S": {
        const smooth = /[CcSs]/.test(last);
        const x1 = smooth ? 2 * x - cx : x;
        const y1 = smooth ? 2 * y - cy : y;
        curveTo(x1, y1, ox + number(), oy + number(), ox + number(), oy + number());
        break;
      }
      case "Q":
        quadTo(ox + number(), oy + number(), ox + number(), oy + number());
        break;
      case "T": {
        const smooth = /[QqTt]/.test(last);
        quadTo(smooth ? 2 * x - qx : x, smooth ? 2 * y - qy : y, ox + number(), oy + number());
        break;
      }
      case "A": {
        const [rx, ry, rot] = [number(), number(), number()];
        const [large, sweep] = [flag(), flag()];
        arcTo(x, y, rx, ry, rot, large, sweep, ox + number(), oy + number(), lineTo, curveTo);
        break;
      }
      default: {
        const s = current();
        s.ops.push("h");
        s.length += Math.hypot(sx - x, sy - y);
        x = sx;
        y = sy;
        // A command after Z without a move starts a new subpath at the same point.
        sub = { ops: [`${num(x)} ${num(y)} m`], moved: true, length: 0, x, y };
        subs.push(sub);
      }
    }
    last = cmd;
  }
  return subs.filter((s) => s.ops.length > 1);
}

/**
 * An SVG elliptical arc as cubic Béziers of at most 60° each (SVG 1.1, appendix F.6), as
 * svg-to-pdfkit divides it: a rasteriser flattens a small dot of four 90° curves visibly coarser.
 */
function arcTo(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: number,
  sweep: number,
  x2: number,
  y2: number,
  line: (x: number, y: number) => void,
  curve: (a: number, b: number, c: number, d: number, e: number, f: number) => void,
) {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (!rx || !ry) return line(x2, y2);
  if (x1 === x2 && y1 === y2) return;
  const phi = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num2 = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  let k = Math.sqrt(Math.max(0, num2 / den));
  if (large === sweep) k = -k;
  const cxp = (k * rx * yp) / ry;
  const cyp = (-k * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = ang(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let dt = ang((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const parts = Math.ceil(Math.abs(dt) / (Math.PI / 3) - 1e-9);
  const step = dt / parts;
  const alpha = (4 / 3) * Math.tan(step / 4);
  const point = (t: number) => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const deriv = (t: number) => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  let t = t1;
  for (let p = 0; p < parts; p++) {
    const [ax, ay] = point(t) as [number, number];
    const [adx, ady] = deriv(t) as [number, number];
    const t2 = t + step;
    const [bx, by] = p === parts - 1 ? [x2, y2] : (point(t2) as [number, number]);
    const [bdx, bdy] = deriv(t2) as [number, number];
    curve(ax + alpha * adx, ay + alpha * ady, bx - alpha * bdx, by - alpha * bdy, bx, by);
    t = t2;
  }
}

/** A shape element as path data (SVG 1.1's equivalent paths). */
function shapeData(el: SvgElement): string | null {
  const a = el.attrs;
  switch (el.name) {
    case "path":
      return a.d ?? "";
    case "rect": {
      const [x, y, w, h] = [length(a.x, 0), length(a.y, 0), length(a.width, 0), length(a.height, 0)];
      if (w <= 0 || h <= 0) return "";
      let rx = a.rx === undefined ? undefined : length(a.rx, 0);
      let ry = a.ry === undefined ? undefined : length(a.ry, 0);
      rx ??= ry ?? 0;
      ry ??= rx;
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (!rx || !ry) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
        `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
        `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      );
    }
    case "circle":
    case "ellipse": {
      const [cx, cy] = [length(a.cx, 0), length(a.cy, 0)];
      const rx = el.name === "circle" ? length(a.r, 0) : length(a.rx, 0);
      const ry = el.name === "circle" ? rx : length(a.ry, 0);
      if (rx <= 0 || ry <= 0) return "";
      return `M${cx + rx} ${cy}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}A${rx} ${ry} 0 0 1 ${cx + rx} ${cy}Z`;
    }
    case "line":
      return `M${length(a.x1, 0)} ${length(a.y1, 0)}L${length(a.x2, 0)} ${length(a.y2, 0)}`;
    case "polyline":
    case "polygon": {
      const p = numbers(a.points ?? "");
      if (p.length < 4) return "";
      let d = `M${p[0]} ${p[1]}`;
      for (let k = 2; k + 1 < p.length; k += 2) d += `L${p[k]} ${p[k + 1]}`;
      return el.name === "polygon" ? `${d}Z` : d;
    }
    default:
      return null;
  }
}

/** Attributes read here; any other attribute (not data-*, ids or namespaces) sends the page to svg-to-pdfkit. */
const KNOWN = new Set([
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "fill-rule",
  "clip-rule",
  "transform",
  "id",
  "class",
  "xmlns",
  "xmlns:xlink",
  "version",
  "d",
  "x",
  "y",
  "width",
  "height",
  "rx",
  "ry",
  "cx",
  "cy",
  "r",
  "x1",
  "y1",
  "x2",
  "y2",
  "points",
  "viewBox",
  "preserveAspectRatio",
  "href",
  "xlink:href",
  "fill-opacity",
  "stroke-opacity",
  "opacity",
]);

function paintOf(el: SvgElement, inherited: Paint): Paint {
  const a = el.attrs;
  for (const k of Object.keys(a)) if (!KNOWN.has(k) && !k.startsWith("data-")) throw new Unsupported(`attribute ${k}`);
  for (const k of ["opacity", "fill-opacity", "stroke-opacity"])
    if (a[k] !== undefined && Number(a[k]) !== 1) throw new Unsupported(k);
  const p = { ...inherited };
  if (a.fill !== undefined) p.fill = a.fill.trim();
  if (a.stroke !== undefined) p.stroke = a.stroke.trim();
  if (a["stroke-width"] !== undefined) p.width = length(a["stroke-width"], 1);
  if (a["stroke-linecap"] !== undefined) p.cap = a["stroke-linecap"].trim();
  if (a["stroke-linejoin"] !== undefined) p.join = a["stroke-linejoin"].trim();
  if (a["stroke-miterlimit"] !== undefined) p.miter = length(a["stroke-miterlimit"], 4);
  if (a["fill-rule"] !== undefined) p.evenOdd = a["fill-rule"].trim() === "evenodd";
  if (a["stroke-dashoffset"] !== undefined) p.dashOffset = length(a["stroke-dashoffset"], 0);
  if (a["stroke-dasharray"] !== undefined) {
    const v = a["stroke-dasharray"].trim();
    const list = v === "none" ? [] : numbers(v);
    if (list.some((x) => x < 0)) throw new Unsupported("dash");
    const all = list.length % 2 ? [...list, ...list] : list;
    p.dash = all.reduce((s, x) => s + x, 0) === 0 ? [] : all;
  }
  if (!(p.cap in CAPS) || !(p.join in JOINS)) throw new Unsupported("cap or join");
  if (/^(url|currentColor|inherit)/i.test(p.fill) || /^(url|currentColor|inherit)/i.test(p.stroke))
    throw new Unsupported("paint");
  return p;
}

const isNone = (c: string) => c === "none" || c === "transparent";

/** The viewport transform of preserveAspectRatio (svg-to-pdfkit's parseAspectRatio). */
function aspect(v: string | undefined, w: number, h: number, vw: number, vh: number): Matrix {
  const m = /^(none)$|^x(Min|Mid|Max)Y(Min|Mid|Max)(?:\s+(meet|slice))?$/.exec((v ?? "").trim()) ?? [];
  const type = m[1] ?? m[4] ?? "meet";
  const ax = { Min: 0, Mid: 0.5, Max: 1 }[(m[2] ?? "Mid") as "Mid"];
  const ay = { Min: 0, Mid: 0.5, Max: 1 }[(m[3] ?? "Mid") as "Mid"];
  let sx = w / vw;
  let sy = h / vh;
  if (type === "slice") sx = sy = Math.max(sx, sy);
  else if (type === "meet") sx = sy = Math.min(sx, sy);
  return [sx, 0, 0, sy, ax * (w - vw * sx), ay * (h - vh * sy)];
}

const cm = (m: Matrix) => `${m.map((v) => num(v, 1e6)).join(" ")} cm`;

class Writer {
  readonly out: string[] = [];
  private readonly ids = new Map<string, SvgElement>();
  /** Each path's operators by its data, made once however often a `use` draws it. */
  private readonly shapes = new Map<string, Sub[]>();
  private depth = 0;

  constructor(
    private readonly color: ColorWriter,
    root: SvgNode[],
  ) {
    const index = (nodes: SvgNode[]) => {
      for (const n of nodes)
        if (isElement(n)) {
          if (n.attrs.id) this.ids.set(n.attrs.id, n);
          index(n.children);
        }
    };
    index(root);
  }

  private colorOp(c: string, stroke: boolean): string {
    const op = this.color(c, stroke);
    if (op === null) throw new Unsupported(`colour ${c}`);
    return op;
  }

  svg(el: SvgElement, paint: Paint, box?: { x: number; y: number; width: number; height: number }) {
    const a = el.attrs;
    const p = paintOf(el, paint);
    const x = box ? box.x : length(a.x, 0);
    const y = box ? box.y : length(a.y, 0);
    const width = box ? box.width : length(a.width, 0);
    const height = box ? box.height : length(a.height, 0);
    const vb = a.viewBox ? numbers(a.viewBox) : [0, 0, width, height];
    if (vb.length !== 4 || !((vb[2] as number) > 0) || !((vb[3] as number) > 0)) throw new Unsupported("viewBox");
    const preserve = box ? "xMidYMid meet" : a.preserveAspectRatio;
    const own = a.transform ? transform(a.transform) : null;
    this.out.push("q");
    if (own) this.out.push(cm(own));
    // svg-to-pdfkit clips every svg element to its viewport (overflow: hidden).
    this.out.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re W n`);
    this.out.push(cm([1, 0, 0, 1, x, y]));
    this.out.push(cm(aspect(preserve, width, height, vb[2] as number, vb[3] as number)));
    this.out.push(cm([1, 0, 0, 1, -(vb[0] as number), -(vb[1] as number)]));
    this.children(el.children, p);
    this.out.push("Q");
  }

  private children(nodes: SvgNode[], paint: Paint) {
    for (const n of nodes) {
      if (typeof n === "string") {
        if (n.trim()) throw new Unsupported("text");
        continue;
      }
      this.element(n, paint);
    }
  }

  private element(el: SvgElement, paint: Paint) {
    // Outlined type (server/activities/page.ts typeAttr): its size in units as marked content,
    // read at the size it prints (pdf-scan.ts printedLines).
    const type = Number(el.attrs["data-type"]);
    if (!(type > 0)) return this.unmarked(el, paint);
    this.out.push(`/Span <</TypeSize ${num(type)}>> BDC`);
    this.unmarked(el, paint);
    this.out.push("EMC");
  }

  private unmarked(el: SvgElement, paint: Paint) {
    if (++this.depth > 64) throw new Unsupported("depth");
    try {
      switch (el.name) {
        case "defs":
        case "title":
        case "desc":
        case "metadata":
          return;
        case "svg":
          return this.svg(el, paint);
        case "g": {
          const p = paintOf(el, paint);
          this.out.push("q");
          if (el.attrs.transform) this.out.push(cm(transform(el.attrs.transform)));
          this.children(el.children, p);
          this.out.push("Q");
          return;
        }
        case "use": {
          const p = paintOf(el, paint);
          const ref = (el.attrs.href ?? el.attrs["xlink:href"] ?? "").trim();
          const target = ref.startsWith("#") ? this.ids.get(ref.slice(1)) : undefined;
          if (!target || target.name === "svg" || target.name === "symbol") throw new Unsupported("use");
          this.out.push("q");
          if (el.attrs.transform) this.out.push(cm(transform(el.attrs.transform)));
          this.out.push(cm([1, 0, 0, 1, length(el.attrs.x, 0), length(el.attrs.y, 0)]));
          this.element(target, p);
          this.out.push("Q");
          return;
        }
        default:
          return this.shape(el, paint);
      }
    } finally {
      this.depth--;
    }
  }

  private shape(el: SvgElement, paint: Paint) {
    const d = shapeData(el);
    if (d === null) throw new Unsupported(`element ${el.name}`);
    if (el.children.some(isElement)) throw new Unsupported("shape with children");
    const p = paintOf(el, paint);
    let subs = this.shapes.get(d);
    if (!subs) {
      subs = pathOps(d);
      this.shapes.set(d, subs);
    }
    // A line has no inside; a polyline is filled as SVG fills it (closed for the fill).
    const filled = isNone(p.fill) || el.name === "line" ? null : p.fill;
    const stroke = !isNone(p.stroke) && p.width > 0 ? p.stroke : null;
    if (!filled && !stroke) return;
    const out = this.out;
    out.push("q");
    if (el.attrs.transform) out.push(cm(transform(el.attrs.transform)));
    if (stroke && (p.cap === "round" || p.cap === "square"))
      for (const s of subs)
        if (s.length === 0) {
          // A zero-length subpath strokes as its cap alone: a dot (svg-to-pdfkit draws it filled).
          out.push(this.colorOp(stroke, false));
          const r = p.width / 2;
          if (p.cap === "square") out.push(`${num(s.x - r)} ${num(s.y - r)} ${num(p.width)} ${num(p.width)} re f`);
          else
            out.push(
              `${pathOps(`M${s.x + r} ${s.y}A${r} ${r} 0 0 1 ${s.x - r} ${s.y}A${r} ${r} 0 0 1 ${s.x + r} ${s.y}Z`)
                .flatMap((q) => q.ops)
                .join(" ")} f`,
            );
        }
    if (filled) out.push(this.colorOp(filled, false));
    if (stroke) {
      out.push(this.colorOp(stroke, true));
      out.push(
        `${num(p.width)} w ${num(p.miter)} M ${JOINS[p.join]} j ${CAPS[p.cap]} J [${p.dash.map((v) => num(v)).join(" ")}] ${num(p.dashOffset)} d`,
      );
    }
    for (const s of subs) if (s.length > 0) out.push(s.ops.join(" "));
    const odd = p.evenOdd ? "*" : "";
    out.push(filled && stroke ? `B${odd}` : filled ? `f${odd}` : "S");
    out.push("Q");
  }
}

/**
 * The operators that draw `root` (the art's parsed SVG) into the box `x, y, width, height` of a
 * PDFKit page (y down, as PDFKit's page starts), as svg-to-pdfkit would place it: null when the
 * art uses anything this writer does not.
 */
export function svgOperators(
  root: SvgNode[],
  color: ColorWriter,
  box: { x: number; y: number; width: number; height: number },
): string | null {
  const svg = root.find((n): n is SvgElement => isElement(n) && n.name === "svg");
  if (!svg) return null;
  try {
    const w = new Writer(color, root);
    w.svg(svg, INITIAL, box);
    return w.out.join("\n");
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
}
