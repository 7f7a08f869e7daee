import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { pixelsToLineArt } from "../../../server/images/postprocess.js";
import { encodeColor, encodeLineArt } from "../../../server/sketch/encode.js";

/** Opaque RGBA test image: a grey ramp across, colour blocks down. */
function image(w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const v = Math.round((x / (w - 1)) * 255);
      px[i] = y < h / 2 ? v : 255 - v;
      px[i + 1] = v;
      px[i + 2] = y % 7 === 0 ? 30 : v;
      px[i + 3] = 255;
    }
  }
  return px;
}

describe("sketch encoders", () => {
  it("line art: same pure black/white pixels as the general post-processor", () => {
    const px = image(64, 64);
    const fast = PNG.sync.read(encodeLineArt(px, 64, 64));
    const general = PNG.sync.read(pixelsToLineArt(px, 64, 64, 64));
    expect(fast.width).toBe(64);
    expect(Buffer.from(fast.data).equals(Buffer.from(general.data))).toBe(true);
    const values = new Set(fast.data);
    expect([...values].sort((a, b) => a - b)).toEqual([0, 255]);
  });

  it("colour: decodes back to exactly the input's RGB", () => {
    const px = image(40, 30);
    const out = PNG.sync.read(encodeColor(px, 40, 30));
    expect([out.width, out.height]).toEqual([40, 30]);
    for (let i = 0; i < px.length; i += 4) {
      expect([out.data[i], out.data[i + 1], out.data[i + 2]]).toEqual([px[i], px[i + 1], px[i + 2]]);
    }
  });

  it("handles pixel buffers that do not start on a 4-byte boundary", () => {
    const px = image(16, 16);
    const shifted = new Uint8Array(px.length + 1);
    shifted.set(px, 1);
    const view = shifted.subarray(1);
    expect(encodeLineArt(view, 16, 16).equals(encodeLineArt(px, 16, 16))).toBe(true);
  });
});
