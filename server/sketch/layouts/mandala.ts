import { matchMotifs } from "../art.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { lineMotif, svgPage, W } from "../draw.js";
import { pick, type Rng, r2 } from "../random.js";
import { border, contentMargin, MIN_LINE } from "../style.js";

type Ring = "petals" | "dots" | "scallops" | "zigzag" | "leaves" | "lattice" | "beads";

const C = W / 2;
const P = (r: number, a: number) => `${r2(C + Math.cos(a) * r)} ${r2(C + Math.sin(a) * r)}`;

function ringKinds(style: string): Ring[] {
  if (/geometric|modern/.test(style)) return ["zigzag", "lattice", "beads", "dots", "scallops"];
  if (/celtic/.test(style)) return ["lattice", "scallops", "beads", "lattice", "leaves"];
  if (/indian/.test(style)) return ["petals", "dots", "leaves", "scallops", "beads"];
  if (/floral/.test(style)) return ["petals", "leaves", "petals", "dots", "scallops"];
  return ["petals", "leaves", "scallops", "dots", "zigzag", "lattice", "beads"];
}

/** One ring of n-fold shapes between radii r0 and r1; fill lets covers paint the same rings. */
function ring(kind: Ring, n: number, r0: number, r1: number, w: number, fill: string, rng: Rng, plain = false): string {
  const step = (Math.PI * 2) / n;
  const off = rng() < 0.5 ? 0 : step / 2;
  const attr = `fill="${fill}" stroke="#000" stroke-width="${r2(w)}" stroke-linejoin="round" stroke-linecap="round"`;
  let d = "";
  let inner = "";
  for (let i = 0; i < n; i++) {
    const a = i * step + off;
    const h = step / 2;
    const mid = (r0 + r1) / 2;
    if (kind === "petals" || kind === "leaves") {
      const wide = kind === "petals" ? h * 0.95 : h * 0.6;
      d += `M${P(r0, a)}C${P(r0 + (r1 - r0) * 0.45, a - wide * 1.3)} ${P(r1 - (r1 - r0) * 0.1, a - wide * 0.35)} ${P(r1, a)}C${P(r1 - (r1 - r0) * 0.1, a + wide * 0.35)} ${P(r0 + (r1 - r0) * 0.45, a + wide * 1.3)} ${P(r0, a)}Z`;
      // A smaller petal inside (petals) or a vein (leaves): more to color.
      inner +=
        kind === "petals"
          ? `M${P(r0 + (r1 - r0) * 0.18, a)}C${P(r0 + (r1 - r0) * 0.45, a - wide * 0.7)} ${P(r1 - (r1 - r0) * 0.25, a - wide * 0.2)} ${P(r1 - (r1 - r0) * 0.2, a)}C${P(r1 - (r1 - r0) * 0.25, a + wide * 0.2)} ${P(r0 + (r1 - r0) * 0.45, a + wide * 0.7)} ${P(r0 + (r1 - r0) * 0.18, a)}Z`
          : `M${P(r0 + (r1 - r0) * 0.1, a)}L${P(r1 - (r1 - r0) * 0.12, a)}`;
    } else if (kind === "dots" || kind === "beads") {
      const rr = Math.min((r1 - r0) * 0.4, mid * Math.sin(h) * 0.75);
      const c = P(mid, a).split(" ");
      d += `M${r2(Number(c[0]) + rr)} ${c[1]}A${r2(rr)} ${r2(rr)} 0 1 0 ${r2(Number(c[0]) - rr)} ${c[1]}A${r2(rr)} ${r2(rr)} 0 1 0 ${r2(Number(c[0]) + rr)} ${c[1]}Z`;
      if (kind === "beads") {
        const c2 = P(mid, a + h).split(" ");
        const q = rr * 0.45;
        d += `M${r2(Number(c2[0]) + q)} ${c2[1]}A${r2(q)} ${r2(q)} 0 1 0 ${r2(Number(c2[0]) - q)} ${c2[1]}A${r2(q)} ${r2(q)} 0 1 0 ${r2(Number(c2[0]) + q)} ${c2[1]}Z`;
      }
    } else if (kind === "scallops") {
      d += `${i ? "L" : "M"}${P(r0, a - h)}Q${P(r1 * 1.12 - r0 * 0.12, a)} ${P(r0, a + h)}`;
      inner += `M${P(r0 + (r1 - r0) * 0.15, a - h * 0.55)}Q${P(r1 * 0.95 - r0 * 0.0, a)} ${P(r0 + (r1 - r0) * 0.15, a + h * 0.55)}`;
    } else if (kind === "zigzag") {
      d += `${i ? "L" : "M"}${P(r0, a - h)}L${P(r1, a)}`;
      inner += `M${P(r0 + (r1 - r0) * 0.4, a)}L${P(r1 - (r1 - r0) * 0.25, a)}`;
    } else {
      // Lattice: two sets of crossing arcs.
      d += `M${P(r0, a - h)}Q${P(mid, a + h * 0.2)} ${P(r1, a + h)}M${P(r0, a + h)}Q${P(mid, a - h * 0.2)} ${P(r1, a - h)}`;
    }
  }
  if (kind === "scallops" || kind === "zigzag") d += "Z";
  // A plain ring (a simple page) has no inner petal or vein, nor a circle of its own: each
  // shape is one area to colour.
  if (plain) inner = "";
  const edge = plain
    ? ""
    : `<circle cx="${C}" cy="${C}" r="${r2(r0)}" fill="none" stroke="#000" stroke-width="${r2(w)}"/>`;
  const lat = kind === "lattice" ? "none" : fill;
  return `${edge}<path d="${d}" ${attr.replace(`fill="${fill}"`, `fill="${lat}"`)}/>${inner ? `<path d="${inner}" fill="none" stroke="#000" stroke-width="${r2(Math.max(MIN_LINE, w * 0.8))}" stroke-linecap="round"/>` : ""}`;
}

/**
 * A bold and easy mandala (simple detail): two wide rings of six or eight large shapes and a
 * core, with no inner petal or vein, about 30 areas in all, drawn so rather than drawn full and
 * merged into large areas afterwards (detail.ts), which breaks its symmetry.
 */
function simpleMandala(ctx: LayoutContext, radius: number): string {
  const { rng, keys } = ctx;
  const lineW = ctx.style.pen.main;
  const theme = matchMotifs(keys.subject ?? keys.decoration, 1);
  const r1 = radius * (0.6 + rng() * 0.06);
  const core = radius * (0.34 + rng() * 0.04);
  // Each shape floats inside its ring, touching neither circle: where a tip met a line, slivers
  // too small to colour were left, and merging them cut the circles.
  const float = (kind: Ring, n: number, r0: number, r: number) =>
    ring(kind, n, r0 + (r - r0) * 0.1, r - (r - r0) * 0.1, lineW, "#fff", rng, true);
  const circle = (r: number, w: number) =>
    `<circle cx="${C}" cy="${C}" r="${r2(r)}" fill="#fff" stroke="#000" stroke-width="${r2(w)}"/>`;
  let out = circle(radius, lineW + 2);
  out += float(pick(rng, ["petals", "dots"] as const), pick(rng, [6, 8]), r1, radius);
  out += circle(r1, lineW);
  out += float(pick(rng, ["petals", "leaves", "dots"] as const), 6, core, r1);
  out += circle(core, lineW + 1);
  if (theme[0]) out += lineMotif(theme[0], { x: C, y: C, size: core * 1.7 }, { main: lineW, fine: lineW });
  else out += float("petals", 6, core * 0.26, core) + circle(core * 0.2, lineW);
  return out;
}

/** Procedural radial mandala; `paint(i)` gives ring i's fill (white for line art). */
export function mandalaArt(ctx: LayoutContext, radius: number, paint: (i: number) => string = () => "#fff"): string {
  const { rng, keys } = ctx;
  const style = wordsOf(ctx, "style", "variant", "subject");
  const n = pick(rng, /geometric|celtic/.test(style) ? [8, 12, 16] : [10, 12, 16, 18]);
  const kinds = ringKinds(style);
  // The page's line weight when it has one (page options), else the hub's.
  const lineW = ctx.keys.lineWeight ? ctx.style.pen.main : ctx.style.hub === "kids" ? 6 : 4;
  const theme = matchMotifs(keys.subject ?? keys.decoration, 2);
  // Radii shrink outward-in; each ring gets a width between 9 % and 16 % of the radius.
  const radii: number[] = [radius];
  while ((radii[radii.length - 1] as number) > radius * 0.26) {
    const last = radii[radii.length - 1] as number;
    radii.push(last - radius * (0.09 + rng() * 0.07));
  }
  let out = `<circle cx="${C}" cy="${C}" r="${r2(radius)}" fill="${paint(99)}" stroke="#000" stroke-width="${lineW + 2}"/>`;
  for (let i = 0; i < radii.length - 1; i++) {
    const outer = radii[i] as number;
    const innerR = radii[i + 1] as number;
    const kind = i === 1 && theme[1] ? null : pick(rng, kinds);
    if (!kind) {
      // A ring of small theme drawings (e.g. owls or shells) instead of shapes.
      const k = Math.max(6, Math.round((Math.PI * 2 * (outer + innerR)) / 2 / ((outer - innerR) * 1.15)));
      out += `<circle cx="${C}" cy="${C}" r="${r2(innerR)}" fill="${paint(i)}" stroke="#000" stroke-width="${lineW}"/>`;
      for (let j = 0; j < k; j++) {
        const a = (j / k) * Math.PI * 2;
        const [x, y] = P((outer + innerR) / 2, a)
          .split(" ")
          .map(Number) as [number, number];
        out += lineMotif(
          theme[1] as never,
          { x, y, size: (outer - innerR) * 0.95, rotate: (a * 180) / Math.PI + 90 },
          { main: Math.max(MIN_LINE, lineW * 0.8), fine: Math.min(3, Math.max(MIN_LINE, lineW * 0.8)) },
        );
      }
      continue;
    }
    const mult = kind === "dots" || kind === "beads" ? 2 : 1;
    out += ring(kind, n * mult * (outer > radius * 0.7 && rng() < 0.4 ? 2 : 1), innerR, outer, lineW, paint(i), rng);
  }
  const core = radii[radii.length - 1] as number;
  out += `<circle cx="${C}" cy="${C}" r="${r2(core)}" fill="${paint(50)}" stroke="#000" stroke-width="${lineW + 1}"/>`;
  if (theme[0]) out += lineMotif(theme[0], { x: C, y: C, size: core * 1.5 }, { main: lineW + 1, fine: 3 });
  else out += ring("petals", n / 2, core * 0.2, core * 0.92, lineW, paint(51), rng);
  return out;
}

export function mandalaLayout(ctx: LayoutContext): string {
  const radius = C - contentMargin(ctx.style) + 20;
  const art = ctx.style.detail === "simple" ? simpleMandala(ctx, radius) : mandalaArt(ctx, radius);
  return svgPage(art + border(ctx.style, ctx.seed));
}
