/**
 * A provider's cleaned black-and-white page traced into vector paths (vtracer through
 * @neplex/vectorizer, on libuv's threads), so model pages print as sharp as built-in ones.
 * The answer gets a viewBox so it scales like the built-in engine's SVG.
 */
export async function traceLineArt(png: Buffer): Promise<string> {
  const { ColorMode, Hierarchical, PathSimplifyMode, vectorize } = await import("@neplex/vectorizer");
  const svg = await vectorize(png, {
    colorMode: ColorMode.Binary,
    hierarchical: Hierarchical.Cutout,
    filterSpeckle: 4,
    colorPrecision: 6,
    layerDifference: 16,
    mode: PathSimplifyMode.Spline,
    cornerThreshold: 60,
    lengthThreshold: 4,
    maxIterations: 10,
    spliceThreshold: 45,
    pathPrecision: 2,
  });
  const body = svg.slice(svg.indexOf("<svg"));
  const size = /<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(body);
  if (!size) throw new Error("traced SVG has no size");
  return body.replace(/<svg\b/, `<svg viewBox="0 0 ${size[1]} ${size[2]}"`);
}
