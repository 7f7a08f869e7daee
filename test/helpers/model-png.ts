import { PNG } from "pngjs";
import { providerPage } from "./gate-pages.js";

/**
 * A model's answer as a PNG: the grey grid of providerPage in RGB, slightly tinted, with its
 * alpha fading towards the right edge (some models answer with transparency).
 */
export function modelPng(width: number, height: number, cell: number): Buffer {
  const lum = providerPage(width, height, cell);
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const v = lum[i] as number;
      png.data[i * 4] = v;
      png.data[i * 4 + 1] = Math.max(0, v - 6);
      png.data[i * 4 + 2] = Math.min(255, v + 9);
      png.data[i * 4 + 3] = x > width * 0.8 ? 255 - Math.floor(((x - width * 0.8) / (width * 0.2)) * 200) : 255;
    }
  return PNG.sync.write(png);
}
