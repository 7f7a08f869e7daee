/**
 * `npm run catalog:new <hub> <slug> [--cover]`: scaffold a valid tool descriptor at
 * catalog/<hub>/<slug>.yaml so an author starts from something catalog:check accepts.
 * It never overwrites a file and only writes into a hub that hubs.yaml declares.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import { defaultCatalogDir } from "../server/catalog/load.js";

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface ScaffoldOptions {
  hub: string;
  slug: string;
  cover?: boolean;
}

function titleOf(slug: string, cover: boolean): string {
  const words = slug
    .replace(/^cover-/, "")
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
  return cover ? `Cover - ${words}` : words;
}

/** The YAML text of a new descriptor: one required text field, a prompt and a sketch block. */
export function scaffoldTool({ slug, cover = slug.startsWith("cover-") }: ScaffoldOptions): string {
  const title = titleOf(slug, cover);
  const prompt = cover
    ? `  A colourful book cover illustration of {{subject}}, {{colorTheme}} colour palette,\n  full-colour cover art with space for a title, no text.`
    : `  Black-and-white line art coloring page of {{subject}}. Thick clean outlines, no shading,\n  no grey, white background, printable.`;
  const palette = cover
    ? `  - name: colorTheme\n    type: choice\n    label: Color theme\n    options: [Pastel, Vibrant, Rainbow, Earthy]\n`
    : "";
  const sketch = cover
    ? `  layout: cover\n  title: "{{subject}}"\n  subject: "{{subject}}"\n  palette: "{{colorTheme}}"\n`
    : `  layout: motif\n  subject: "{{subject}}"\n`;
  return `# yaml-language-server: $schema=../../docs/catalog.schema.json
title: ${JSON.stringify(title)}
description: TODO one sentence shown on the tool page and its hub card
icon: sparkles
output: ${cover ? "cover" : "line-art"}
${cover ? "" : "include: [page-options]\n"}fields:
  - name: subject
    type: text
    label: Subject
    placeholder: e.g. a friendly dragon
    required: Please enter a subject
    suggestions: [a friendly dragon, a castle, a unicorn, a rocket, a teddy bear, a garden]
${palette}prompt: |
${prompt}
sketch:
${sketch}`;
}

/** Check the arguments against the catalogue on disk; returns the file written. */
export function createTool(options: ScaffoldOptions, dir = defaultCatalogDir): string {
  const { hub, slug } = options;
  if (!SLUG.test(slug)) throw new Error(`slug "${slug}" must be kebab-case: lower-case letters, digits and dashes`);
  const hubs = (parse(readFileSync(join(dir, "hubs.yaml"), "utf8")) as { hubs?: { id: string }[] }).hubs ?? [];
  if (!hubs.some((h) => h.id === hub)) {
    throw new Error(`hub "${hub}" is not in catalog/hubs.yaml (hubs: ${hubs.map((h) => h.id).join(", ")})`);
  }
  const file = join(dir, hub, `${slug}.yaml`);
  if (existsSync(file)) throw new Error(`${hub}/${slug}.yaml already exists; not overwriting it`);
  mkdirSync(join(dir, hub), { recursive: true });
  writeFileSync(file, scaffoldTool(options), { flag: "wx" });
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const [hub, slug] = args.filter((a) => !a.startsWith("--"));
  if (!hub || !slug) {
    console.error("usage: npm run catalog:new <hub> <slug> [-- --cover]");
    process.exit(2);
  }
  try {
    const cover = args.includes("--cover") || slug.startsWith("cover-");
    const file = createTool({ hub, slug, cover });
    console.log(`created ${file}

Next steps:
  1. Edit it: title, description, icon (a lucide name), fields, prompt and sketch (docs/catalog.md).
  2. To show it as a card, add "${slug}" to the cards: of hub "${hub}" in catalog/hubs.yaml.
  3. Run npm run catalog:check until it reports ok, then npx vitest run test/engine.`);
  } catch (e) {
    console.error(`catalog:new: ${(e as Error).message}`);
    process.exit(1);
  }
}
