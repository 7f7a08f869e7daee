import { rasterise, renderSketchSvg, type SketchRequest, threshold } from "../../server/sketch/index.js";

/**
 * The page's ink at 1024 px wide without its frame (every page of a book has the same frame),
 * dilated by `grow` px: a square of side 2·grow+1 round each ink pixel.
 */
export function inkMask(req: SketchRequest, grow = 3): { mask: Uint8Array; ink: number } {
  const svg = renderSketchSvg(req).replace(/<g data-frame="1">[\s\S]*?<\/g>/g, "");
  const { img } = rasterise({ ...req, size: 1024 }, svg);
  const { width: w, height: h } = img;
  const bw = threshold(img.pixels, w * h);
  // Separable dilation: along rows, then along columns.
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let last = -1e9;
    for (let x = 0; x < w; x++)
      if (bw[y * w + x] === 0) last = x;
      else if (x - last <= grow) rows[y * w + x] = 1;
    last = 1e9;
    for (let x = w - 1; x >= 0; x--) {
      if (bw[y * w + x] === 0) {
        last = x;
        rows[y * w + x] = 1;
      } else if (last - x <= grow) rows[y * w + x] = 1;
    }
  }
  const mask = new Uint8Array(w * h);
  let ink = 0;
  for (let x = 0; x < w; x++) {
    let last = -1e9;
    for (let y = 0; y < h; y++)
      if (rows[y * w + x]) last = y;
      else if (y - last <= grow) mask[y * w + x] = 1;
    last = 1e9;
    for (let y = h - 1; y >= 0; y--) {
      if (rows[y * w + x]) {
        last = y;
        mask[y * w + x] = 1;
      } else if (last - y <= grow) mask[y * w + x] = 1;
    }
  }
  for (let i = 0; i < mask.length; i++) ink += mask[i] as number;
  return { mask, ink };
}

/** |A∩B| / min(|A|, |B|): 1 when one page's ink lies wholly on the other's. */
export function inkOverlap(a: { mask: Uint8Array; ink: number }, b: { mask: Uint8Array; ink: number }): number {
  let both = 0;
  for (let i = 0; i < a.mask.length; i++) both += (a.mask[i] as number) & (b.mask[i] as number);
  return both / Math.max(1, Math.min(a.ink, b.ink));
}
