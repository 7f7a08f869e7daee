import type { LayoutContext } from "../context.js";
import { cardLayout } from "./card.js";
import { chartLayout } from "./chart.js";
import { coverLayout } from "./cover.js";
import { flagLayout } from "./flag.js";
import { letterLayout } from "./letter.js";
import { letteringLayout } from "./lettering.js";
import { mandalaLayout } from "./mandala.js";
import { motifLayout } from "./motif.js";
import { patternLayout } from "./pattern.js";

export type Layout = (ctx: LayoutContext) => string;

/** Layout name (engine/descriptor.ts sketchLayouts) → drawing function. Add a layout here. */
export const layouts: Record<string, Layout> = {
  motif: (ctx) => motifLayout(ctx, false),
  scene: (ctx) => motifLayout(ctx, true),
  letter: letterLayout,
  lettering: letteringLayout,
  mandala: mandalaLayout,
  pattern: patternLayout,
  flag: flagLayout,
  card: cardLayout,
  chart: chartLayout,
  cover: coverLayout,
};
