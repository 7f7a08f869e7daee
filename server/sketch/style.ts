import { circle, heart, type Pen, W } from "./draw.js";
import { r2 } from "./random.js";

/** How a hub draws: kids thick and simple, adult finer and denser, cozy homely, doodle hand-drawn. */
export interface HubStyle {
  hub: string;
  pen: Pen;
  /** Border line width and distance from the page edge. */
  frame: number;
  inset: number;
  /** How many small props a scene gets. */
  density: number;
}

const styles: Record<string, HubStyle> = {
  kids: { hub: "kids", pen: { main: 12, fine: 6 }, frame: 12, inset: 34, density: 3 },
  adult: { hub: "adult", pen: { main: 7, fine: 3.5 }, frame: 5, inset: 30, density: 6 },
  cozy: { hub: "cozy", pen: { main: 9, fine: 4.5 }, frame: 8, inset: 32, density: 4 },
  doodle: { hub: "doodle", pen: { main: 9, fine: 4.5 }, frame: 7, inset: 32, density: 5 },
};

export function hubStyle(hub: string): HubStyle {
  return styles[hub] ?? (styles.doodle as HubStyle);
}

/** Inner edge of the border: layouts keep their drawing inside this margin. */
export const contentMargin = (s: HubStyle) => s.inset + s.frame + 26;

export function border(s: HubStyle, seed: number): string {
  const i = s.inset;
  const size = W - 2 * i;
  const line = (w: number, extra = "") =>
    `fill="none" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"${extra}`;
  if (s.hub === "kids") {
    return `<rect x="${i}" y="${i}" width="${size}" height="${size}" rx="46" ${line(s.frame)}/>`;
  }
  if (s.hub === "adult") {
    const j = i + 16;
    const corners = [
      [i + 8, i + 8],
      [W - i - 8, i + 8],
      [i + 8, W - i - 8],
      [W - i - 8, W - i - 8],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${(x as number) - 11}" y="${(y as number) - 11}" width="22" height="22" transform="rotate(45 ${x} ${y})" fill="#fff" stroke="#000" stroke-width="4"/>`,
      )
      .join("");
    return `<rect x="${i}" y="${i}" width="${size}" height="${size}" ${line(s.frame)}/><rect x="${j}" y="${j}" width="${W - 2 * j}" height="${W - 2 * j}" ${line(3)}/>${corners}`;
  }
  if (s.hub === "cozy") {
    const j = i + 16;
    const hearts = [
      [i + 2, i + 2],
      [W - i - 2, i + 2],
      [i + 2, W - i - 2],
      [W - i - 2, W - i - 2],
    ]
      .map(([x, y]) => heart(x as number, y as number, 20, 5))
      .join("");
    return `<rect x="${i}" y="${i}" width="${size}" height="${size}" rx="30" ${line(s.frame)}/><rect x="${j}" y="${j}" width="${W - 2 * j}" height="${W - 2 * j}" rx="18" ${line(4, ' stroke-dasharray="16 12"')}/>${hearts}`;
  }
  // Doodle: a wobbly hand-drawn line.
  const pts: string[] = [];
  const n = 14;
  const wob = (k: number) => Math.sin(seed * 0.37 + k * 2.1) * 5;
  const edge = (x0: number, y0: number, x1: number, y1: number, o: number) => {
    for (let k = 0; k < n; k++) {
      const t = k / n;
      pts.push(
        `${r2(x0 + (x1 - x0) * t + (y1 !== y0 ? wob(k + o) : 0))},${r2(y0 + (y1 - y0) * t + (x1 !== x0 ? wob(k + o) : 0))}`,
      );
    }
  };
  edge(i, i, W - i, i, 0);
  edge(W - i, i, W - i, W - i, 20);
  edge(W - i, W - i, i, W - i, 40);
  edge(i, W - i, i, i, 60);
  return `<polygon points="${pts.join(" ")}" ${line(s.frame)}/>${circle(i, i, 9, 4)}${circle(W - i, i, 9, 4)}${circle(i, W - i, 9, 4)}${circle(W - i, W - i, 9, 4)}`;
}
