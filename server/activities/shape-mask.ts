import { Resvg } from "@resvg/resvg-js";
import { type Motif, matchMotifs, motifMarkup } from "../sketch/art.js";
import { repaintSvg } from "../svg/tree.js";

/**
 * Which cells of a cols x rows grid lie inside a drawable subject's silhouette (a maze in a
 * dinosaur): the built-in drawing's colour shapes filled solid, rasterised at 4 samples a cell
 * side, a cell kept when most of it is inside; then only the largest connected part, so every
 * cell can be reached. Null when the subject has no drawing or too small a silhouette.
 */
export function shapeMask(subject: string, cols: number, rows: number): boolean[] | null {
  const motif: Motif | undefined = matchMotifs(subject, 1)[0];
  if (!motif) return null;
  const k = 4;
  const inner = repaintSvg(motifMarkup(motif.hexcode, "color"), { fill: "#000", stroke: "#000" });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${cols * k}" height="${rows * k}" preserveAspectRatio="xMidYMid meet"><g transform="translate(36 36) scale(1.12) translate(-36 -36)">${inner}</g></svg>`;
  const img = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
  const px = img.pixels;
  const w = img.width;
  const inside = new Array<boolean>(cols * rows).fill(false);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      let hit = 0;
      for (let y = 0; y < k; y++)
        for (let x = 0; x < k; x++) if ((px[((r * k + y) * w + c * k + x) * 4 + 3] as number) > 128) hit++;
      inside[r * cols + c] = hit * 2 > k * k;
    }
  const part = largestPart(inside, cols, rows);
  return part.filter(Boolean).length >= 30 ? part : null;
}

function largestPart(inside: boolean[], cols: number, rows: number): boolean[] {
  const label = new Int32Array(cols * rows).fill(-1);
  let best = -1;
  let bestSize = 0;
  for (let i = 0; i < inside.length; i++) {
    if (!inside[i] || label[i] !== -1) continue;
    const stack = [i];
    label[i] = i;
    let size = 0;
    while (stack.length) {
      const at = stack.pop() as number;
      size++;
      const c = at % cols;
      const r = Math.floor(at / cols);
      for (const [dc, dr] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nc = c + dc;
        const nr = r + dr;
        const n = nr * cols + nc;
        if (nc < 0 || nr < 0 || nc >= cols || nr >= rows || !inside[n] || label[n] !== -1) continue;
        label[n] = i;
        stack.push(n);
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = i;
    }
  }
  return inside.map((_, i) => label[i] === best);
}
