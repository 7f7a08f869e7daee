/**
 * `npm run catalog:preview <hub>/<slug> [field=value…] [--seed=N] [--out=file.png]`: draws a
 * tool's page with the built-in sketch engine and writes the PNG, with no server, account or
 * credit. Values not given are the tool's sample values (a suggestion or the last option).
 * A text tool prints its built-in answer instead. `--watch` redraws a tool whenever its file
 * changes (npm run dev runs it).
 */
import { mkdirSync, watch, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Catalog, Tool } from "../engine/catalog.js";
import { defaultValues, sampleValues, validateValues } from "../engine/compile.js";
import { isImageOutput, TOOL_FILE } from "../engine/descriptor.js";
import { type Field, fieldTypeOf } from "../engine/fields/index.js";
import { renderTool } from "../engine/render.js";
import { checkCatalogDir, defaultCatalogDir, formatCatalogErrors } from "../server/catalog/load.js";
import { renderSketchSync } from "../server/sketch/index.js";
import { createBuiltinTextProvider } from "../server/text/index.js";

export const previewDir = resolve("catalog-preview");

export interface Preview {
  tool: Tool;
  values: Record<string, unknown>;
  /** The PNG written, for image tools. */
  file?: string;
  /** The built-in answer, for text tools. */
  text?: string;
}

/** "count=5" → ["count", "5"]; a number field gets a number. */
function parseValues(tool: Tool, args: string[]): Record<string, unknown> {
  // Defaults where a field has one (the standard page options: square, medium, medium), else samples.
  const defaults = defaultValues(tool);
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(sampleValues(tool)).map(([k, v]) => [
      k,
      defaults[k] === undefined || defaults[k] === "" ? v : defaults[k],
    ]),
  );
  for (const arg of args) {
    const eq = arg.indexOf("=");
    if (eq < 1) throw new Error(`"${arg}" is not field=value`);
    const name = arg.slice(0, eq);
    const field = tool.fields.find((f) => f.name === name);
    if (!field)
      throw new Error(`${tool.id} has no field "${name}" (fields: ${tool.fields.map((f) => f.name).join(", ")})`);
    const raw = arg.slice(eq + 1);
    // The field's own value schema reads the text (a number field's "12" is 12).
    const parsed = fieldTypeOf(field as Field)
      .value(field as Field)
      .safeParse(raw);
    values[name] = parsed.success ? parsed.data : raw;
  }
  return values;
}

export async function preview(
  catalog: Catalog,
  id: string,
  args: string[] = [],
  opts: { seed?: number; out?: string } = {},
): Promise<Preview> {
  const tool = catalog.byId.get(id);
  if (!tool) throw new Error(`no tool "${id}" (tools are <hub>/<slug>, e.g. kids/alphabet)`);
  const checked = validateValues(tool, parseValues(tool, args));
  if (!checked.ok) throw new Error(`${checked.message} (${Object.keys(checked.fields).join(", ")})`);
  const rendered = renderTool(tool, checked.values);
  const seed = opts.seed ?? 1;
  if (isImageOutput(tool.output)) {
    const png = renderSketchSync({
      toolId: tool.id,
      hub: tool.hub,
      output: tool.output,
      sketch: rendered.sketch ?? {},
      seed,
    });
    const file = opts.out ?? join(previewDir, `${tool.hub}-${tool.slug}.png`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    return { tool, values: checked.values, file };
  }
  if (!rendered.builtin) throw new Error(`${tool.id} has no builtin block`);
  const result = await createBuiltinTextProvider().generate({
    ...rendered.builtin,
    prompt: rendered.prompt,
    seed,
    year: new Date().getFullYear(),
  });
  const text =
    result.kind === "ideas"
      ? result.ideas.map((idea, i) => `${i + 1}. ${idea}`).join("\n")
      : result.kind === "text"
        ? result.text
        : JSON.stringify(result.description, null, 2);
  return { tool, values: checked.values, text };
}

function report(p: Preview) {
  const values = Object.entries(p.values)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(" ");
  if (p.file) console.log(`catalog:preview ${p.tool.id} (${values}) → ${relative(process.cwd(), p.file)}`);
  else console.log(`catalog:preview ${p.tool.id} (${values}):\n${p.text}`);
}

/** Redraw the tool whose file changed; a broken catalogue is reported and nothing is drawn. */
function watchPreviews(dir: string) {
  let timer: NodeJS.Timeout | null = null;
  const changed = new Set<string>();
  console.log(`catalog:preview watching ${relative(process.cwd(), dir) || dir}: edit a tool file to redraw its page`);
  watch(dir, { recursive: true }, (_event, name) => {
    const path = String(name ?? "")
      .split("\\")
      .join("/");
    const m = TOOL_FILE.exec(path);
    if (!m || path.startsWith("lists/")) return;
    changed.add(`${m[1]}/${m[2]}`);
    if (timer) clearTimeout(timer);
    timer = setTimeout(async () => {
      const ids = [...changed];
      changed.clear();
      const { catalog, errors } = checkCatalogDir(dir);
      if (errors.length) {
        console.error(
          `catalog:preview: not drawn, the catalogue has ${errors.length} problem(s):\n${formatCatalogErrors(errors)}`,
        );
        return;
      }
      for (const id of ids) {
        if (!catalog.byId.has(id)) continue;
        try {
          report(await preview(catalog, id));
        } catch (e) {
          console.error(`catalog:preview ${id}: ${(e as Error).message}`);
        }
      }
    }, 200);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const flag = (name: string) =>
    args
      .find((a) => a.startsWith(`--${name}=`))
      ?.split("=")
      .slice(1)
      .join("=");
  const dir = flag("dir") ?? defaultCatalogDir;
  if (args.includes("--watch")) watchPreviews(dir);
  else {
    const [id, ...rest] = args.filter((a) => !a.startsWith("--"));
    if (!id) {
      console.error("usage: npm run catalog:preview <hub>/<slug> [field=value…] [-- --seed=N --out=file.png]");
      process.exit(2);
    }
    const { catalog, errors } = checkCatalogDir(dir);
    if (errors.length) {
      console.error(`catalog:preview: the catalogue has ${errors.length} problem(s):\n${formatCatalogErrors(errors)}`);
      process.exit(1);
    }
    const seed = flag("seed");
    const out = flag("out");
    preview(catalog, id, rest, { seed: seed === undefined ? undefined : Number(seed), out: out && resolve(out) })
      .then(report)
      .catch((e) => {
        console.error(`catalog:preview: ${(e as Error).message}`);
        process.exit(1);
      });
  }
}
