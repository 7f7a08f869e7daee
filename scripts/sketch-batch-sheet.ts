/**
 * A batch of 8 for a few ordinary requests, drawn as a generation would draw them (consecutive
 * seeds, the theme plan applied, portrait, medium detail) into docs/sketch-batch-sheet.png, each
 * page labelled with what its `understood` and `extras` say.
 */
import { writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { validateValues } from "../engine/compile.js";
import { renderTool } from "../engine/render.js";
import { loadCatalog } from "../server/catalog/load.js";
import { plannedValues } from "../server/generations/plan.js";
import { composeSketch, renderSketchSync } from "../server/sketch/index.js";
import { fitText, textBlockPath } from "../server/sketch/text.js";
import { understandSketch } from "../server/sketch/understand.js";

const requests: Array<[string, string]> = [
  ["kids/simple", "dinosaurs"],
  ["kids/simple", "a cat"],
  ["doodle/coloring-page", "a bear fishing in a river"],
  ["kids/simple", "a dog jumping over a fence"],
  ["doodle/coloring-page", "a cat in a cozy kitchen"],
  ["kids/simple", "a turtle"],
  ["kids/simple", "a castle"],
];
const FIRST = 4000;
const thumb = 200;
const tall = Math.round(thumb * 1.294);

const catalog = loadCatalog();
let body = "";
requests.forEach(([toolId, subject], row) => {
  const tool = catalog.byId.get(toolId);
  if (!tool) throw new Error(toolId);
  const valid = validateValues(tool, { subject, page: "portrait" });
  if (!valid.ok) throw new Error(valid.message);
  for (let i = 0; i < 8; i++) {
    const seed = FIRST + i;
    const sketch = renderTool(tool, plannedValues(tool, valid.values, seed)).sketch ?? {};
    const req = { toolId, hub: tool.hub, output: "line-art" as const, sketch, seed };
    const png = renderSketchSync({ ...req, size: 400 });
    const drawn = understandSketch(sketch, "line-art").understood.map((w) => w.drawnAs);
    const { extras } = composeSketch(req);
    const x = i * (thumb + 12) + 12;
    const y = row * (tall + 64) + 12;
    body += `<rect x="${x - 2}" y="${y - 2}" width="${thumb + 4}" height="${tall + 4}" fill="#999"/>`;
    body += `<image x="${x}" y="${y}" width="${thumb}" height="${tall}" href="data:image/png;base64,${png.toString("base64")}"/>`;
    const label = `${subject} #${i + 1}: ${drawn.join(", ")}${extras.length ? ` (+ ${extras.join(", ")})` : ""}`;
    const box = { x, y: y + tall + 4, w: thumb, h: 52 };
    body += `<path d="${textBlockPath(fitText(label, "nunito", box, 14, 3), "nunito", box)}" fill="#222"/>`;
  }
});
const width = 8 * (thumb + 12) + 12;
const height = requests.length * (tall + 64) + 12;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eee"/>${body}</svg>`;
const out = process.argv[2] ?? "docs/sketch-batch-sheet.png";
writeFileSync(out, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
console.log(`${requests.length} batches of 8 → ${out}`);
