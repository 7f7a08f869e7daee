/**
 * The seller's sheet: 72 ordinary requests across the hubs, drawn as portrait pages the way a
 * generation would (refused and stand-in subjects marked), into docs/sketch-seller-sheet.png;
 * with `--detailed`, the adult rows at the detailed level into docs/sketch-detailed-sheet.png.
 * With `--sample N --seed S`, N requests people type (/work/shared/requests/sample, or
 * REQUESTS_SAMPLE) each opened in the tool the app's search offers first, drawn as that tool's
 * generation would, the words refused, drawn as a stand-in or left out marked under each page (a
 * required field the request leaves empty filled with its first suggestion, as a person would,
 * and marked).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { publicCatalog } from "../engine/catalog.js";
import { validateValues } from "../engine/compile.js";
import { renderTool } from "../engine/render.js";
import { loadCatalog } from "../server/catalog/load.js";
import { plannedValues } from "../server/generations/plan.js";
import { renderSketchSync } from "../server/sketch/index.js";
import { fitText, textBlockPath } from "../server/sketch/text.js";
import { understandSketch } from "../server/sketch/understand.js";
import { searchTools } from "../web/lib/tool-search.js";

/** [hub, layout, subject, setting?, detail?] (medium unless given) */
export const sellerRequests: Array<[string, string, string, string?, string?]> = [
  ["kids", "motif", "an axolotl"],
  ["kids", "motif", "a unicorn"],
  ["kids", "motif", "a teddy bear"],
  ["kids", "motif", "a dinosaur"],
  ["kids", "motif", "a fire truck"],
  ["kids", "motif", "a rocket"],
  ["kids", "motif", "an owl"],
  ["kids", "motif", "a turtle"],
  ["kids", "motif", "a butterfly"],
  ["kids", "motif", "a dragon"],
  ["kids", "motif", "a princess"],
  ["kids", "motif", "a robot"],
  ["kids", "motif", "a cupcake"],
  ["kids", "motif", "a castle"],
  ["kids", "motif", "a lighthouse"],
  ["kids", "motif", "a ballerina"],
  ["kids", "motif", "a bee"],
  ["kids", "motif", "a triceratops"],
  ["kids", "motif", "a baby dinosaur"],
  ["kids", "motif", "the moon"],
  ["kids", "motif", "a monster truck"],
  ["kids", "motif", "a mermaid on a rock"],
  ["kids", "motif", "a lion reading a book"],
  ["kids", "motif", "a dog jumping over a fence"],
  ["kids", "motif", "a cat wearing a hat"],
  ["kids", "motif", "a bear riding a bike"],
  ["kids", "motif", "a penguin with an umbrella"],
  ["kids", "motif", "three cats"],
  ["kids", "motif", "a big bear and a tiny mouse"],
  ["kids", "letter", "apple"],
  ["kids", "scene", "a bear fishing in a river", "river"],
  ["kids", "scene", "a girl reading under a tree", "park"],
  ["kids", "scene", "a fox in the forest", "forest"],
  ["kids", "scene", "an astronaut on the moon", "space"],
  ["kids", "scene", "a cow on a farm", "farm"],
  ["kids", "scene", "a shark in the ocean", "ocean"],
  ["cozy", "scene", "a cat and a teapot", "cozy kitchen"],
  ["cozy", "scene", "a dog by the fireplace", "living room"],
  ["cozy", "scene", "a mug of cocoa", "cozy living room"],
  ["cozy", "scene", "a bakery with bread and cakes", "bakery"],
  ["cozy", "scene", "a tent by a lake", "camping"],
  ["cozy", "scene", "a rabbit in a garden", "garden"],
  ["cozy", "scene", "books on a shelf", "bedroom"],
  ["cozy", "scene", "a hedgehog with mushrooms", "forest"],
  ["adult", "motif", "a tiger face"],
  ["adult", "motif", "an owl"],
  ["adult", "motif", "an elephant"],
  ["adult", "motif", "a peacock"],
  ["adult", "motif", "a koi fish"],
  ["adult", "motif", "a horse"],
  ["adult", "mandala", "roses"],
  ["adult", "mandala", "butterflies"],
  ["adult", "mandala", "the sun"],
  ["adult", "pattern", "leaves"],
  ["adult", "pattern", "cats"],
  ["adult", "card", "the moon"],
  ["doodle", "motif", "a pizza"],
  ["doodle", "motif", "sneakers"],
  ["doodle", "motif", "a skateboard"],
  ["doodle", "motif", "a cactus in a pot"],
  ["kids", "motif", "a cat on a rock"],
  ["kids", "motif", "a bird over a house"],
  ["kids", "motif", "a girl under a tree"],
  ["kids", "motif", "a frog in a bucket"],
  ["kids", "motif", "a dog and a cat"],
  ["kids", "motif", "a monkey holding a banana"],
  ["kids", "motif", "a bear wearing a crown"],
  ["kids", "motif", "a fox riding a horse"],
  ["cozy", "scene", "a girl under a tree", "garden"],
  ["adult", "motif", "a tiger", undefined, "detailed"],
  ["adult", "motif", "an owl", undefined, "detailed"],
  ["adult", "mandala", "roses", undefined, "detailed"],
];

/** The adult rows drawn at detailed for `--detailed` (docs/sketch-detailed-sheet.png). */
export const detailedRequests: Array<[string, string, string, string?, string?]> = [
  "a tiger",
  "an owl",
  "an elephant",
  "a peacock",
  "a koi fish",
  "a horse",
  "a lion",
  "a butterfly",
  "a turtle",
  "a rose",
].map((subject) => ["adult", "motif", subject, undefined, "detailed"]);

const detailed = process.argv.includes("--detailed");
const flag = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const sampleSize = flag("--sample");

let catalogs: { all: ReturnType<typeof loadCatalog>; visible: ReturnType<typeof publicCatalog> } | undefined;

/** One request people type, as the app would draw it: the search's first tool, its generation. */
export function sampledPage(request: string, seed: number, size: number) {
  catalogs ??= (() => {
    const all = loadCatalog(`${resolve("catalog")}/`);
    return { all, visible: publicCatalog(all) };
  })();
  const catalog = catalogs.all;
  const [hit] = searchTools(catalogs.visible, request);
  const tool = hit ? catalog.byId.get(hit.tool.id) : undefined;
  if (!tool) return { toolId: "none", png: undefined, mark: "no tool found" };
  // A named tool opens empty; the person then types the request as its subject, if it has one.
  const typed: Record<string, unknown> =
    hit?.values ?? (tool.fields.some((f) => f.name === "subject") ? { subject: request } : {});
  // A required field the request leaves empty is filled as a person would: its first suggestion
  // or option ("clown" opens Circus Clowns, whose background is asked for), else the example its
  // placeholder gives (a child's name for Superhero Name).
  const filled: string[] = [];
  for (const f of tool.fields as Array<{
    name: string;
    required?: unknown;
    suggestions?: string[];
    options?: Array<{ value?: unknown; label: string }>;
    sample?: unknown;
  }>) {
    if (!f.required || typed[f.name] !== undefined) continue;
    const first = f.suggestions?.[0] ?? f.options?.[0]?.value ?? f.options?.[0]?.label ?? f.sample;
    if (first === undefined) continue;
    typed[f.name] = first;
    filled.push(`${f.name}=${String(first)}`);
  }
  const valid = validateValues(tool, { ...typed, page: "portrait" });
  if (!valid.ok) return { toolId: tool.id, png: undefined, mark: `invalid: ${valid.message}` };
  const planned = plannedValues(tool, valid.values, seed);
  const sketch = renderTool(tool, planned).sketch ?? {};
  if (tool.output !== "line-art") return { toolId: tool.id, png: undefined, mark: "a cover" };
  const verdict = understandSketch(sketch, "line-art");
  // A theme's page is one of its plan's subjects: the typed words it leaves out ("kwanzaa
  // kinara": the kinara) are marked as the preview says them (server/generations/preview.ts).
  const typedReading =
    planned === valid.values
      ? []
      : understandSketch(renderTool(tool, valid.values).sketch ?? {}, "line-art").understood;
  const left = [
    ...new Set([...verdict.understood, ...typedReading].filter((w) => w.drawnAs === null).map((w) => w.word)),
  ];
  const marks = [
    filled.length ? `filled: ${filled.join(", ")}` : "",
    verdict.unknown ? `refused: ${verdict.unknown.words}` : "",
    verdict.standIn ? `stand-in: ${verdict.standIn.word} as ${verdict.standIn.drawnAs}` : "",
    left.length && !verdict.unknown ? `left out: ${left.join(", ")}` : "",
  ].filter(Boolean);
  const png = verdict.unknown
    ? undefined
    : renderSketchSync({ toolId: tool.id, hub: tool.hub, output: "line-art", sketch, seed, size });
  return { toolId: tool.id, png, mark: marks.join("; ") };
}
const thumb = detailed ? 400 : 200;
const tall = Math.round(thumb * 1.294);
const cols = detailed ? 5 : 10;

if (process.argv[1]?.endsWith("sketch-seller-sheet.ts") && sampleSize) {
  const seed = flag("--seed") ?? "1";
  const script = process.env.REQUESTS_SAMPLE ?? "/work/shared/requests/sample";
  const rows = execFileSync(script, [sampleSize, seed], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"));
  let body = "";
  const listing: string[] = [];
  rows.forEach(([category, audience, request = ""], i) => {
    // Drawn at print size and scaled down: a detailed page's patterns drawn at a thumbnail's size
    // had closed their small cells into black blobs no printed page has.
    const page = sampledPage(request, 7 + i, 1024);
    const x = (i % cols) * (thumb + 12) + 12;
    const y = Math.floor(i / cols) * (tall + 52) + 12;
    body += `<rect x="${x - 2}" y="${y - 2}" width="${thumb + 4}" height="${tall + 4}" fill="#999"/>`;
    if (page.png)
      body += `<image x="${x}" y="${y}" width="${thumb}" height="${tall}" href="data:image/png;base64,${page.png.toString("base64")}"/>`;
    else body += `<rect x="${x}" y="${y}" width="${thumb}" height="${tall}" fill="#fdd"/>`;
    const label = `${i + 1}. ${request} [${page.toolId}]${page.mark ? ` — ${page.mark}` : ""}`;
    listing.push(`${i + 1}\t${category}\t${audience}\t${request}\t${page.toolId}\t${page.mark}`);
    const box = { x, y: y + tall + 4, w: thumb, h: 40 };
    body += `<path d="${textBlockPath(fitText(label, "nunito", box, 14, 3), "nunito", box)}" fill="#222"/>`;
  });
  const width = cols * (thumb + 12) + 12;
  const height = Math.ceil(rows.length / cols) * (tall + 52) + 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eee"/>${body}</svg>`;
  const out =
    process.argv.slice(2).find((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--")) ??
    `/tmp/sketch-sample-${seed}.png`;
  writeFileSync(out, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
  writeFileSync(out.replace(/\.png$/, ".tsv"), `${listing.join("\n")}\n`);
  console.log(`${rows.length} sampled requests (seed ${seed}) → ${out}`);
} else if (process.argv[1]?.endsWith("sketch-seller-sheet.ts")) {
  const rows = detailed ? detailedRequests : sellerRequests;
  // The detailed sheet is drawn larger: its patterns are judged at a size where cells show.
  const size = detailed ? 1024 : 400;
  let body = "";
  rows.forEach(([hub, layout, subject, setting, detail], i) => {
    const sketch: Record<string, string> = { layout, subject, page: "portrait", detail: detail ?? "medium" };
    if (setting) sketch.setting = setting;
    const verdict = understandSketch(sketch, "line-art");
    const png = renderSketchSync({ toolId: `${hub}/sheet`, hub, output: "line-art", sketch, seed: 7 + i, size });
    const x = (i % cols) * (thumb + 12) + 12;
    const y = Math.floor(i / cols) * (tall + 52) + 12;
    body += `<rect x="${x - 2}" y="${y - 2}" width="${thumb + 4}" height="${tall + 4}" fill="#999"/>`;
    body += `<image x="${x}" y="${y}" width="${thumb}" height="${tall}" href="data:image/png;base64,${png.toString("base64")}"/>`;
    const mark = verdict.unknown ? " [refused]" : verdict.standIn ? ` [stand-in: ${verdict.standIn.drawnAs}]` : "";
    const label = `${i + 1}. ${hub}: ${subject}${detail ? ` (${detail})` : ""}${mark}`;
    const box = { x, y: y + tall + 4, w: thumb, h: 40 };
    body += `<path d="${textBlockPath(fitText(label, "nunito", box, 14, 2), "nunito", box)}" fill="#222"/>`;
  });
  const lines = Math.ceil(rows.length / cols);
  const width = cols * (thumb + 12) + 12;
  const height = lines * (tall + 52) + 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#eee"/>${body}</svg>`;
  const out =
    process.argv.slice(2).find((a) => !a.startsWith("--")) ??
    (detailed ? "docs/sketch-detailed-sheet.png" : "docs/sketch-seller-sheet.png");
  writeFileSync(out, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
  console.log(`${rows.length} pages → ${out}`);
}
