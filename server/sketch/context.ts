import { PORTRAIT_H, W } from "./draw.js";
import { hashString, mulberry32, type Rng } from "./random.js";
import { type HubStyle, hubStyle, pageStyle } from "./style.js";
import { variationOf } from "./variety.js";

/** What every layout receives: the request's words, a seeded random source and the hub's style. */
export interface LayoutContext {
  keys: Record<string, string>;
  rng: Rng;
  seed: number;
  /** Which of a batch's variations this page is (variety.ts): from the request's own seed. */
  variation: number;
  style: HubStyle;
  output: "line-art" | "cover";
  toolId: string;
  /** Page height in canvas units: 1024 (square) or 1325 (portrait, 17:22); the width is always 1024. */
  height: number;
}

export function makeContext(req: {
  toolId: string;
  hub: string;
  output: "line-art" | "cover";
  sketch: Record<string, string>;
  seed: number;
}): LayoutContext {
  const keys: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.sketch)) if (typeof v === "string" && v.trim()) keys[k] = v.trim();
  // Request words are folded in so two tools with one seed still differ; the detail level and
  // line weight are not, so every level of one seed is the same picture with more or less in it.
  const { detail: _detail, lineWeight: _weight, ...words } = keys;
  const seed = (req.seed ^ hashString(`${req.toolId}|${JSON.stringify(words)}`)) >>> 0;
  const portrait = req.output === "line-art" && keys.page === "portrait";
  const style = pageStyle(hubStyle(req.hub), { lineWeight: keys.lineWeight, detail: keys.detail, portrait });
  return {
    keys,
    rng: mulberry32(seed),
    seed,
    variation: variationOf(req.seed),
    style,
    output: req.output,
    toolId: req.toolId,
    height: portrait ? PORTRAIT_H : W,
  };
}

/** Lower-cased words of some keys, for option checks like "looking up" or "kawaii". */
export function wordsOf(ctx: LayoutContext, ...names: string[]): string {
  return names
    .map((n) => ctx.keys[n] ?? "")
    .join(" ")
    .toLowerCase();
}
