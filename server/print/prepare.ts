import type { ProviderPage } from "../providers/image/provider.js";
import { fitPortrait } from "./raster.js";
import { traceLineArt } from "./trace.js";

export type PageShape = "square" | "portrait";

/** The standard `page` field, read defensively: anything but "portrait" is the square default. */
export const pageShape = (values: Record<string, unknown>): PageShape =>
  values.page === "portrait" ? "portrait" : "square";

/**
 * What a provider answered, made into the stored page and its original: the built-in engine
 * hands over its SVG; a model's line art goes through the quality gate (fitted to the page,
 * repaired, measured) and is then traced into vectors; a portrait cover is fitted to 17:22. A trace that fails
 * leaves the page raster-only (it still prints, from the raster at 300 DPI).
 */
export async function preparePage(
  made: Buffer | ProviderPage,
  opts: {
    kind: "line-art" | "cover";
    page: PageShape;
    printReady: boolean;
    lineArt: (png: Buffer) => Promise<Buffer>;
    onTraceError?: (e: unknown) => void;
  },
): Promise<{ png: Buffer; svg: string | null }> {
  let png = Buffer.isBuffer(made) ? made : made.png;
  let svg = Buffer.isBuffer(made) ? null : (made.svg ?? null);
  if (opts.printReady) return { png, svg };
  // Line art goes through the quality gate, which also fits it to the page (17:22 when portrait).
  if (opts.kind === "line-art") png = await opts.lineArt(png);
  else if (opts.page === "portrait") png = await fitPortrait(png, opts.kind);
  if (opts.kind === "line-art") {
    svg = await traceLineArt(png).catch((e) => {
      opts.onTraceError?.(e);
      return null;
    });
  }
  return { png, svg };
}
