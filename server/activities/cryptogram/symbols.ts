import { r2 } from "../../sketch/random.js";

/** A picture code's shapes, in a box from -1 to 1: each drawn as an outline and solid, 26 pictures. */
type Pt = [number, number];

const ring = (n: number, r: number, turn = 0): Pt[] =>
  Array.from({ length: n }, (_, i) => {
    const a = turn + (i / n) * Math.PI * 2 - Math.PI / 2;
    return [r * Math.cos(a), r * Math.sin(a)];
  });

const star = (): Pt[] =>
  Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const r = i % 2 ? 0.4 : 0.95;
    return [r * Math.cos(a), r * Math.sin(a) + 0.08];
  });

const heart = (): Pt[] =>
  Array.from({ length: 48 }, (_, i) => {
    const t = (i / 48) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [x / 17, -y / 17 + 0.05];
  });

const moon = (): Pt[] => {
  const out: Pt[] = [];
  // The outer circle's left half, then back along a circle through the same tips, further right.
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI / 2 + (i / 24) * Math.PI;
    out.push([0.15 + 0.85 * Math.cos(a), 0.85 * Math.sin(a)]);
  }
  const c = 0.45;
  const r = Math.hypot(c, 0.85);
  const a0 = Math.atan2(-0.85, -c);
  const a1 = Math.atan2(0.85, -c) - Math.PI * 2;
  for (let i = 0; i <= 24; i++) {
    const a = a0 + (i / 24) * (a1 - a0);
    out.push([0.15 + c + r * Math.cos(a), r * Math.sin(a)]);
  }
  return out;
};

const drop = (): Pt[] =>
  Array.from({ length: 40 }, (_, i) => {
    const t = (i / 40) * Math.PI * 2;
    return [0.8 * Math.sin(t) * Math.sin(t / 2), -0.95 * Math.cos(t)];
  });

const shapes: Record<string, Pt[]> = {
  circle: ring(40, 0.85),
  square: [
    [-0.75, -0.75],
    [0.75, -0.75],
    [0.75, 0.75],
    [-0.75, 0.75],
  ],
  triangle: [
    [0, -0.9],
    [0.9, 0.75],
    [-0.9, 0.75],
  ],
  diamond: [
    [0, -0.95],
    [0.7, 0],
    [0, 0.95],
    [-0.7, 0],
  ],
  star: star(),
  heart: heart(),
  moon: moon(),
  hexagon: ring(6, 0.9, Math.PI / 6),
  drop: drop(),
  arrow: [
    [0, -0.95],
    [0.75, -0.1],
    [0.3, -0.1],
    [0.3, 0.9],
    [-0.3, 0.9],
    [-0.3, -0.1],
    [-0.75, -0.1],
  ],
  plus: [
    [-0.28, -0.9],
    [0.28, -0.9],
    [0.28, -0.28],
    [0.9, -0.28],
    [0.9, 0.28],
    [0.28, 0.28],
    [0.28, 0.9],
    [-0.28, 0.9],
    [-0.28, 0.28],
    [-0.9, 0.28],
    [-0.9, -0.28],
    [-0.28, -0.28],
  ],
  bolt: [
    [0.25, -0.95],
    [-0.6, 0.12],
    [-0.05, 0.12],
    [-0.25, 0.95],
    [0.6, -0.18],
    [0.05, -0.18],
  ],
  house: [
    [0, -0.95],
    [0.85, -0.15],
    [0.85, 0.85],
    [-0.85, 0.85],
    [-0.85, -0.15],
  ],
};

/** The 26 pictures' names: "star" is an outline, "solid star" filled black. */
export const symbolNames = Object.keys(shapes).flatMap((s) => [s, `solid ${s}`]);

/** The picture named, centred on (cx, cy), `size` units across, its outline `line` units wide. */
export function symbolSvg(name: string, cx: number, cy: number, size: number, line: number): string {
  const solid = name.startsWith("solid ");
  const pts = shapes[solid ? name.slice(6) : name];
  if (!pts) throw new Error(`no picture "${name}"`);
  const h = size / 2;
  const d = `M${pts.map(([x, y]) => `${r2(cx + x * h)} ${r2(cy + y * h)}`).join("L")}Z`;
  return solid
    ? `<path d="${d}" fill="#000" stroke="#000" stroke-width="${r2(line)}" stroke-linejoin="round"/>`
    : `<path d="${d}" fill="none" stroke="#000" stroke-width="${r2(line)}" stroke-linejoin="round"/>`;
}
