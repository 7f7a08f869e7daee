import type { Config } from "@neplex/vectorizer";
import { isElement, parseSvg, serialiseSvg } from "../svg/tree.js";

// The binding declares these options as const enums, which isolated modules cannot read.
const BINARY = 1 as Config["colorMode"];
const CUTOUT = 1 as Config["hierarchical"];
const SPLINE = 2 as Config["mode"];

/**
 * A provider's cleaned black-and-white page traced into vector paths (vtracer through
 * @neplex/vectorizer, on libuv's threads), so model pages print as sharp as built-in ones.
 * The answer gets a viewBox so it scales like the built-in engine's SVG.
 */
export async function traceLineArt(png: Buffer): Promise<string> {
  const { vectorize } = await import("@neplex/vectorizer");
  const svg = await vectorize(png, {
    colorMode: BINARY,
    hierarchical: CUTOUT,
    filterSpeckle: 4,
    colorPrecision: 6,
    layerDifference: 16,
    mode: SPLINE,
    cornerThreshold: 60,
    lengthThreshold: 4,
    maxIterations: 10,
    spliceThreshold: 45,
    pathPrecision: 2,
  });
  const root = parseSvg(svg).find(isElement);
  const { width, height } = root?.name === "svg" ? root.attrs : {};
  if (!root || !width || !height) throw new Error("traced SVG has no size");
  return serialiseSvg([{ ...root, attrs: { viewBox: `0 0 ${width} ${height}`, ...root.attrs } }]);
}
