import { indoor } from "./setting-indoor.js";
import { outdoor } from "./setting-outdoor.js";
import type { Backdrop, SettingInput } from "./setting-parts.js";

/**
 * A backdrop for a scene: outdoors (landscape, street, sky, space) or indoors (room, shop,
 * stage, building front). The kinds share their pieces through setting-parts.ts, so no file
 * here imports one that imports it back.
 */
export function drawSetting(s: SettingInput): Backdrop {
  if (s.kind === "outdoor" || s.kind === "street" || s.kind === "sky" || s.kind === "space") return outdoor(s);
  return indoor(s);
}

export type { Backdrop, SettingInput } from "./setting-parts.js";
