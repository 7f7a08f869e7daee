/** Renders one page per catalogue tool plus the hand-picked samples into docs/sketch-sheet.png. */
import { mkdirSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { renderSketchSync } from "../server/sketch/index.js";
import { sampleRequests } from "../server/sketch/samples.js";
import { fitText, textBlockPath } from "../server/sketch/text.js";
import { catalogueRequests } from "./bench/sketch.js";

const thumb = 256;
const cols = 6;

const requests = [...catalogueRequests(), ...sampleRequests];
const out = process.argv[2] ?? "docs/sketch-sheet.png";
const rows = Math.ceil(requests.length / cols);
let body = "";
requests.forEach((req, i) => {
  const png = renderSketchSync({ ...req, size: 512 });
  if (process.env.SKETCH_PAGES) {
    mkdirSync(process.env.SKETCH_PAGES, { recursive: true });
    writeFileSync(`${process.env.SKETCH_PAGES}/${String(i).padStart(2, "0")}-${req.toolId.replace("/", "-")}.png`, png);
  }
  const x = (i % cols) * (thumb + 16) + 16;
  const y = Math.floor(i / cols) * (thumb + 48) + 16;
  body += `<rect x="${x - 2}" y="${y - 2}" width="${thumb + 4}" height="${thumb + 4}" fill="#999"/>`;
  body += `<image x="${x}" y="${y}" width="${thumb}" height="${thumb}" href="data:image/png;base64,${png.toString("base64")}"/>`;
  const label = `${req.toolId} · ${req.sketch.layout ?? ""}${req.output === "cover" ? " (cover)" : ""}`;
  const box = { x, y: y + thumb + 4, w: thumb, h: 24 };
  body += `<path d="${textBlockPath(fitText(label, "nunito", box, 16, 1), "nunito", box)}" fill="#222"/>`;
});
const width = cols * (thumb + 16) + 16;
const height = rows * (thumb + 48) + 16;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eee"/>${body}</svg>`;
writeFileSync(out, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
console.log(`${requests.length} pages → ${out}`);
