import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { pngInfo, toPrintableLineArt } from "../../../server/images/postprocess.js";
import { pixelStats } from "./helpers.js";

function gradient(w: number, h: number, alpha = 255): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = Math.round((x / (w - 1)) * 255);
      png.data[i + 3] = alpha;
    }
  }
  return PNG.sync.write(png);
}

describe("toPrintableLineArt", () => {
  it("turns a grey gradient into pure black and white at 1024×1024", () => {
    const out = toPrintableLineArt(gradient(300, 200));
    expect(pngInfo(out)).toEqual({ width: 1024, height: 1024 });
    const s = pixelStats(out);
    expect(s.grey).toBe(0);
    // The dark part of the gradient stays ink, the light part and the padding become paper.
    expect(s.black).toBeGreaterThan(0.2);
    expect(s.black).toBeLessThan(0.5);
  });

  it("treats transparency as white paper and honours the size option", () => {
    const out = toPrintableLineArt(gradient(64, 64, 0), { size: 256 });
    expect(pngInfo(out)).toEqual({ width: 256, height: 256 });
    expect(pixelStats(out).black).toBe(0);
  });

  it("rejects what is not a PNG", () => {
    expect(() => pngInfo(Buffer.from("hello world, not a png"))).toThrow(/PNG/);
  });
});
