import { PNG } from "pngjs";
import { areaBoxes, areas } from "../../server/images/areas.js";
import { pointsPerPixel } from "../../server/images/print-size.js";
import { composeSketch, renderSketchSync, type SketchRequest } from "../../server/sketch/index.js";
import { findFaces } from "../../server/sketch/patterns/faces.js";
import { textBoxes } from "../../server/sketch/patterns/text-boxes.js";

type Box = [number, number, number, number];

/** Enclosed paper areas of a black-and-white page: size in mm² at print size and box in pixels. */
function paperAreas(lum: Uint8Array, w: number, h: number): Array<{ mm2: number; box: Box }> {
  const ink = new Uint8Array(lum.length);
  for (let i = 0; i < lum.length; i++) ink[i] = (lum[i] as number) < 128 ? 1 : 0;
  const paper = areas(ink, w, h, false, 0);
  const mm = (pointsPerPixel(w, h) / 72) * 25.4;
  const boxes = areaBoxes(paper, (r) => !paper.edge[r]);
  return [...boxes].map(([r, box]) => ({ mm2: (paper.area[r] as number) * mm * mm, box }));
}

/**
 * The smallest area of a detailed page outside its text and faces (whose own small areas, a
 * letter's counter or an eye's highlight, stay as drawn at every level).
 */
export function smallestOutsideTextAndFaces(req: SketchRequest, lum: Uint8Array, w: number, h: number): number {
  const text = textBoxes(composeSketch(req).svg, w / 1024);
  // Faces as the detail step finds them: on the page before patterns (the medium page).
  const medium = PNG.sync.read(renderSketchSync({ ...req, sketch: { ...req.sketch, detail: "medium" } }));
  const mediumLum = new Uint8Array(w * h);
  for (let i = 0; i < mediumLum.length; i++) mediumLum[i] = medium.data[i * 4] as number;
  const faces = findFaces(mediumLum, w, h).map((f): Box => [f.cx - f.rx, f.cy - f.ry, f.cx + f.rx, f.cy + f.ry]);
  const spared = [...text, ...faces];
  const hit = (b: Box) => spared.some((t) => b[0] < t[2] && b[2] > t[0] && b[1] < t[3] && b[3] > t[1]);
  return Math.min(
    ...paperAreas(lum, w, h)
      .filter((a) => !hit(a.box))
      .map((a) => a.mm2),
  );
}

/** A black-and-white page PNG as one luminance byte per pixel. */
export function grey(png: Buffer): { lum: Uint8Array; w: number; h: number } {
  const img = PNG.sync.read(png);
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4] as number;
  return { lum, w: img.width, h: img.height };
}
