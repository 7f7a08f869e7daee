import type { Areas } from "./areas.js";

/** Areas inside a line of text under this size are text to read, not areas to colour (decision 037). */
export const TEXT_AREA_CM2 = 1;

/** The box of a line of the page's text: [x0, y0, x1, y1] (pixels, or canvas units where said). */
export type TextBox = [number, number, number, number];

/**
 * Per root run of `a`: 1 when its whole area lies inside one line of text's box: a letter, one
 * of its counters, or a gap between touching letters. Text is read, not coloured
 * (docs/decisions/037-simple-text.md). `boxes` in pixels of the page; `f` the reduction of `a`'s grid.
 */
export function textAreas(a: Areas, boxes: readonly TextBox[], f = 1): Uint8Array {
  const out = new Uint8Array(a.runs);
  if (!boxes.length) return out;
  const span = new Int32Array(a.runs * 4);
  for (let i = 0; i < a.runs; i++) {
    const r = (a.root[i] as number) * 4;
    const x0 = a.rx0[i] as number;
    const x1 = a.rx1[i] as number;
    const y = a.ry[i] as number;
    if (a.root[i] === i) {
      span[r] = x0;
      span[r + 1] = y;
      span[r + 2] = x1;
    } else {
      if (x0 < (span[r] as number)) span[r] = x0;
      if (x1 > (span[r + 2] as number)) span[r + 2] = x1;
    }
    span[r + 3] = y + 1;
  }
  const cells = boxes.map(([x0, y0, x1, y1]) => [
    Math.floor(x0 / f),
    Math.floor(y0 / f),
    Math.ceil(x1 / f),
    Math.ceil(y1 / f),
  ]);
  for (let i = 0; i < a.runs; i++) {
    if (a.root[i] !== i) continue;
    const [x0, y0, x1, y1] = [span[i * 4], span[i * 4 + 1], span[i * 4 + 2], span[i * 4 + 3]] as number[];
    for (const c of cells)
      if (
        (x0 as number) >= (c[0] as number) &&
        (y0 as number) >= (c[1] as number) &&
        (x1 as number) <= (c[2] as number) &&
        (y1 as number) <= (c[3] as number)
      ) {
        out[i] = 1;
        break;
      }
  }
  return out;
}
