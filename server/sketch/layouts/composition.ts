import type { PageBox } from "../ink-bounds.js";

/** Where the asked things go: their ink boxes, so nothing unasked is put over them. */
export interface Composition {
  svg: string;
  taken: PageBox[];
}

/** The share of a portrait art box's height the main subject's ink spans at least. */
export const MIN_SPAN = 0.66;
