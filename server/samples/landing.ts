import sharp from "sharp";
import { renderSketch, type SketchRequest } from "../sketch/index.js";

/**
 * The pages the public home page shows: real output of the built-in sketch engine, rendered on
 * first request and kept (a few hundred KB in all), so visitors see what the product makes
 * rather than stock images.
 */
export const landingSamples: Record<string, { alt: string; request: SketchRequest }> = {
  "mandala-lotus": {
    alt: "A lotus mandala coloring page",
    request: {
      toolId: "adult/mandala",
      hub: "adult",
      output: "line-art",
      seed: 12,
      sketch: { layout: "mandala", subject: "lotus", style: "floral" },
    },
  },
  "friends-picnic": {
    alt: "A bear and a rabbit having a picnic in the park, coloring page",
    request: {
      toolId: "cozy/friends",
      hub: "cozy",
      output: "line-art",
      seed: 3,
      sketch: { layout: "scene", subject: "bear", subject2: "rabbit", setting: "picnic in the park", mood: "friendly" },
    },
  },
  "alphabet-d": {
    alt: "The letter D with a dinosaur, alphabet coloring page",
    request: {
      toolId: "kids/alphabet",
      hub: "kids",
      output: "line-art",
      seed: 9,
      sketch: { layout: "letter", letter: "D", subject: "dinosaur" },
    },
  },
  "cover-vehicles": {
    alt: "A colourful book cover with a race car",
    request: {
      toolId: "kids/cover-vehicles",
      hub: "kids",
      output: "cover",
      seed: 19,
      sketch: { layout: "cover", subject: "race car", setting: "race track", palette: "Primary", mood: "excited" },
    },
  },
  "cover-dream-big": {
    alt: "A bubble-lettering book cover reading Dream Big",
    request: {
      toolId: "doodle/cover-bubble",
      hub: "doodle",
      output: "cover",
      seed: 22,
      sketch: {
        layout: "lettering",
        text: "Dream Big",
        style: "bubble",
        palette: "Neon",
        decoration: "lightning bolts",
      },
    },
  },
  "quote-kind": {
    alt: "Be kind to every kind, a lettering coloring page with butterflies and flowers",
    request: {
      toolId: "doodle/quotes",
      hub: "doodle",
      output: "line-art",
      seed: 13,
      sketch: { layout: "lettering", text: "Be kind to every kind", decoration: "butterfly, flowers" },
    },
  },
};

/** Pixel size of the samples: sharp on a retina card of ~250 CSS px, small to send. */
const SAMPLE_SIZE = 512;

export type SampleFormat = "png" | "webp";

const cache = new Map<string, Promise<Buffer>>();

/**
 * The sample as PNG or WebP, made once per process; undefined for an unknown name. The WebP is
 * what the home page shows, a third of the PNG's bytes: lossless for black line art (smaller
 * than the PNG at the same pixels), lossy for a colour cover.
 */
export function landingSample(name: string, format: SampleFormat = "png"): Promise<Buffer> | undefined {
  const sample = Object.hasOwn(landingSamples, name) ? landingSamples[name] : undefined;
  if (!sample) return undefined;
  const key = `${name}.${format}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes =
      format === "png"
        ? renderSketch({ ...sample.request, size: SAMPLE_SIZE })
        : (landingSample(name) as Promise<Buffer>).then((png) =>
            sharp(png)
              .webp(sample.request.output === "cover" ? { quality: 80 } : { lossless: true })
              .toBuffer(),
          );
    // A failed render is tried again on the next request instead of being kept.
    bytes.catch(() => cache.delete(key));
    cache.set(key, bytes);
  }
  return bytes;
}
