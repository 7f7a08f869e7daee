/**
 * `npm run catalog:new <hub> <slug> [-- --cover | --list | --line-art]`: scaffold a valid tool
 * descriptor at catalog/<hub>/<slug>.yaml so an author starts from something catalog:check
 * accepts. The kind follows the hub and slug unless a flag names it: the content hub gets a
 * text list tool, a `cover-` slug a cover, anything else a line-art page. It never overwrites
 * a file and only writes into a hub that hubs.yaml declares. The file passes catalog:check as it
 * stands (a placeholder description would reach the hub card): `-- --description="…"` sets the
 * card's sentence, else a plain one for the kind is written, to be reworded.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import { defaultCatalogDir } from "../server/catalog/load.js";

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type ScaffoldKind = "line-art" | "cover" | "list";

export interface ScaffoldOptions {
  hub: string;
  slug: string;
  /** Default: "list" in the content hub, "cover" for a cover- slug, else "line-art". */
  kind?: ScaffoldKind;
  /** The sentence on the tool page and its hub card; default: a plain one for the kind. */
  description?: string;
}

const defaultDescriptions: Record<ScaffoldKind, string> = {
  "line-art": "A printable coloring page of the subject you choose",
  cover: "A colourful book cover of the subject you choose",
  list: "Ideas for your next coloring book, one per line",
};

function descriptionOf(options: ScaffoldOptions): string {
  return JSON.stringify(options.description?.trim() || defaultDescriptions[kindFor(options)]);
}

/** The scaffold a hub and slug get when no kind is named. */
export function kindFor({ hub, slug, kind }: ScaffoldOptions): ScaffoldKind {
  if (kind) return kind;
  if (slug.startsWith("cover-")) return "cover";
  return hub === "content" ? "list" : "line-art";
}

function listScaffold(slug: string, description: string): string {
  return `# yaml-language-server: $schema=../../docs/catalog.schema.json
title: ${JSON.stringify(titleOf(slug, false))}
description: ${description}
icon: list
output: ideas
cost: 0
submitLabel: Generate
failureMessage: Failed to generate ideas
fields:
  - name: topic
    type: text
    label: Topic
    placeholder: e.g. cats
    required: Please enter a topic
    suggestions: [cats, dinosaurs, mandalas, ocean animals, unicorns, space]
  - name: count
    type: number
    label: How many
    min: 1
    max: 20
    default: 10
# Sent to a language model when one is configured (TEXT_PROVIDER=openai).
prompt: |
  Suggest {{count}} ideas for a coloring book about {{topic}}, one per line.
# Answers offline: each item is one pattern with one word picked from each list.
builtin:
  generator: list
  count: "{{count}}"
  patterns:
    - "{{adjective}} {{topic}} {{thing}}"
    - "The {{adjective}} {{topic}} Book"
  words:
    adjective: [Cozy, Magical, Happy, Dreamy, Bold]
    thing: [Adventures, Doodles, Pages, Patterns]
`;
}

function titleOf(slug: string, cover: boolean): string {
  const words = slug
    .replace(/^cover-/, "")
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
  return cover ? `Cover - ${words}` : words;
}

/** The YAML text of a new descriptor: a line-art page, a cover or a text list tool. */
export function scaffoldTool(options: ScaffoldOptions): string {
  const { slug } = options;
  const kind = kindFor(options);
  if (kind === "list") return listScaffold(slug, descriptionOf(options));
  const cover = kind === "cover";
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
description: ${descriptionOf(options)}
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
    console.error('usage: npm run catalog:new <hub> <slug> [-- --cover | --list | --line-art] [--description="…"]');
    process.exit(2);
  }
  try {
    const named = (["cover", "list", "line-art"] as const).find((k) => args.includes(`--${k}`));
    const description = args.find((a) => a.startsWith("--description="))?.slice("--description=".length);
    const options = { hub, slug, kind: named, description };
    const kind = kindFor(options);
    const file = createTool(options);
    console.log(`created ${file} (a ${kind === "list" ? "text list" : kind} tool)

Next steps:
  1. Edit it: title, description${description ? "" : " (a plain one for now)"}, icon (a lucide name), fields, prompt and ${kind === "list" ? "builtin" : "sketch"} (docs/catalog.md).
  2. To show it as a card, add "${slug}" to the cards: of hub "${hub}" in catalog/hubs.yaml.
  3. Run npm run catalog:check until it reports ok${kind === "list" ? "" : `, and npm run catalog:preview ${hub}/${slug} to see the page`}.
  4. Run npm test.`);
  } catch (e) {
    console.error(`catalog:new: ${(e as Error).message}`);
    process.exit(1);
  }
}
