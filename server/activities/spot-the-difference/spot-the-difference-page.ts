import { motifByAnnotation } from "../../sketch/art.js";
import { ground, lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { type Scene, sceneFor } from "../scenes.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import {
  differenceCount,
  makeSpotTheDifference,
  PART_OFFSET,
  PART_SIZE,
  type Slot,
  type Thing,
} from "./spot-the-difference.js";

type SpotTheDifferencePuzzle = PuzzleOf<"spot-the-difference">;

const GAP = 28;
const SUBTITLE = 34;
const FRAME = 5;

/** One drawing as the sketch engine draws it, white inside so it hides the horizon behind it. */
function drawThing(thing: Thing, slot: Slot, horizonY: number): string {
  const pen = { main: Math.max(2.5, slot.size / 30), fine: Math.max(1.8, slot.size / 45) };
  const motif = motifByAnnotation(thing.name) ?? { hexcode: "2B50", annotation: "star" };
  // Only a drawing that reaches the horizon needs its white knockout (it doubles the markup).
  const crosses = horizonY > 0 && Math.abs(slot.y - horizonY) < slot.r;
  let out = lineMotif(motif, { x: slot.x, y: slot.y, size: slot.size, flip: thing.flip }, pen, crosses);
  if (thing.part) {
    const part = motifByAnnotation(thing.part) ?? { hexcode: "2B50", annotation: "star" };
    const d = slot.size * PART_OFFSET;
    out += lineMotif(part, { x: slot.x + d, y: slot.y - d, size: slot.size * PART_SIZE }, pen, true);
  }
  return out;
}

/** The scene's backdrop, the same in both panels: rolling hills, a wave line, or nothing. */
function backdrop(scene: Scene, width: number, y: number): string {
  if (scene.horizon === "hills") return ground(y, 0, width, 3, 10, 1.7);
  if (scene.horizon === "none") return "";
  const n = Math.max(6, Math.round(width / 70));
  const seg = width / n;
  let d = `M0 ${r2(y)}`;
  for (let i = 0; i < n; i++) d += `q${r2(seg / 4)} ${-10} ${r2(seg / 2)} 0t${r2(seg / 2)} 0`;
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round"/>`;
}

/**
 * Two panels of one built-in scene, side by side on a square page and stacked on a portrait
 * one (each panel then lies wide), under "Find N differences". The key circles every
 * difference in both panels.
 */
export function spotTheDifferencePage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const scene = sceneFor(values.theme);
  const box = contentBox(sheet, true);
  const top = box.y + SUBTITLE + 22;
  const areaH = box.y + box.h - top;
  const stacked = sheet.height > sheet.width;
  const width = Math.floor(stacked ? box.w : (box.w - GAP) / 2);
  const height = Math.floor(stacked ? (areaH - GAP) / 2 : areaH);
  const x0 = Math.round(box.x + (box.w - (stacked ? width : 2 * width + GAP)) / 2);
  const panels = [
    { x: x0, y: Math.round(top), width, height },
    stacked
      ? { x: x0, y: Math.round(top) + height + GAP, width, height }
      : { x: x0 + width + GAP, y: Math.round(top), width, height },
  ];
  const spot = makeSpotTheDifference(scene, width, height, difficulty, seed);
  const horizonY = spot.slots.find((s) => s.row === 1) ? height / Math.max(...spot.slots.map((s) => s.row + 1)) : 0;
  const clip = `<defs><clipPath id="panel"><rect width="${width}" height="${height}" rx="16"/></clipPath></defs>`;
  const panel = (i: number, things: Array<Thing | null>, marks: string) => {
    const p = panels[i] as (typeof panels)[number];
    const drawn = things.map((t, k) => (t ? drawThing(t, spot.slots[k] as Slot, horizonY) : "")).join("");
    const frame = `<rect width="${width}" height="${height}" rx="16" fill="none" stroke="#000" stroke-width="${FRAME}"/>`;
    return `<g transform="translate(${p.x} ${p.y})"><g clip-path="url(#panel)">${backdrop(scene, width, horizonY)}${drawn}</g>${frame}${marks}</g>`;
  };
  const circles = spot.differences
    .map(({ slot }) => {
      const s = spot.slots[slot] as Slot;
      return `<circle cx="${s.x}" cy="${s.y}" r="${s.r - 3}"/>`;
    })
    .join("");
  const marks = `<g fill="none" stroke="#e11d48" stroke-width="6">${circles}</g>`;
  const n = differenceCount[difficulty];
  const heading =
    title(sheet, pageTitle("Spot the Difference", values)) +
    text(`Find ${n} differences`, 30, sheet.width / 2, box.y + SUBTITLE);
  const puzzle: SpotTheDifferencePuzzle = {
    type: "spot-the-difference",
    panels,
    differences: spot.differences.map(({ slot }) => {
      const s = spot.slots[slot] as Slot;
      return { x: s.x, y: s.y, r: s.r };
    }),
  };
  const placedMarks = panels.map((p) => `<g transform="translate(${p.x} ${p.y})">${marks}</g>`).join("");
  return {
    puzzle,
    answerMarks: placedMarks,
    svg: svgDocument(sheet, clip + heading + panel(0, spot.left, "") + panel(1, spot.right, "")),
    answerSvg: svgDocument(sheet, clip + heading + panel(0, spot.left, marks) + panel(1, spot.right, marks)),
  };
}
