import type { Tool } from "./catalog.js";
import { promptContext, type ToolValues } from "./compile.js";
import type { BuiltinBlock } from "./descriptor.js";
import { renderTemplate } from "./template.js";

/** A builtin block rendered for one request: what the offline text generator is asked. */
export type RenderedBuiltin =
  | { generator: "ideas"; theme: string; count: number }
  | { generator: "description"; title: string }
  | { generator: "copyright"; title: string; author: string; isbn?: string; publisher?: string }
  | {
      generator: "list";
      count: number;
      /** Patterns as written: each item renders one with `values` plus one word from each list. */
      patterns: string[];
      words: Record<string, string[]>;
      values: Record<string, string>;
    };

interface RenderedTool {
  prompt: string;
  sketch?: Record<string, string>;
  /** The activity block rendered (type plus the activity engine's keys, and the page shape). */
  activity?: Record<string, string>;
  builtin?: RenderedBuiltin;
}

/** A sketch or activity block: every value but its kind key (`layout`, `type`) is a template. */
function renderSketch(block: Record<string, unknown> | undefined, ctx: Record<string, string>, kindKey = "layout") {
  if (!block) return undefined;
  return Object.fromEntries(
    Object.entries(block).map(([k, v]) => [k, k === kindKey ? String(v) : renderTemplate(String(v), ctx)]),
  );
}

const count = (text: string | undefined, fallback: number, max: number) => {
  const n = Math.trunc(Number(text ?? fallback));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

function renderBuiltin(block: BuiltinBlock, ctx: Record<string, string>): RenderedBuiltin {
  const r = (source: string) => renderTemplate(source, ctx);
  const optional = (source: string | undefined) => (source === undefined ? undefined : r(source) || undefined);
  switch (block.generator) {
    case "ideas":
      return { generator: "ideas", theme: r(block.theme), count: count(optional(block.count), 10, 20) };
    case "description":
      return { generator: "description", title: r(block.title) };
    case "copyright":
      return {
        generator: "copyright",
        title: r(block.title),
        author: r(block.author),
        isbn: optional(block.isbn),
        publisher: optional(block.publisher),
      };
    case "list":
      return {
        generator: "list",
        count: count(optional(block.count), 10, 50),
        patterns: block.patterns,
        words: block.words ?? {},
        values: ctx,
      };
  }
}

/** One item of a list generator: a pattern rendered with the form's values and picked words. */
export function renderListItem(
  builtin: Extract<RenderedBuiltin, { generator: "list" }>,
  pattern: string,
  words: Record<string, string>,
): string {
  return renderTemplate(pattern, { ...builtin.values, ...words }).replace(/\s+/g, " ");
}

/** Render a tool's prompt and its sketch/builtin recipes for validated values. */
export function renderTool(tool: Tool, values: ToolValues): RenderedTool {
  const ctx = promptContext(tool, values);
  const sketch = renderSketch(tool.sketch, ctx);
  // Field-set values (page, detail, lineWeight) reach the built-in engine as they are.
  if (sketch) for (const name of tool.shared ?? []) if (values[name] !== undefined) sketch[name] = String(values[name]);
  const activity = renderSketch(tool.activity, ctx, "type");
  if (activity)
    for (const name of tool.shared ?? []) if (values[name] !== undefined) activity[name] = String(values[name]);
  return {
    prompt: renderTemplate(tool.prompt, ctx).replace(/\s+/g, " "),
    sketch,
    activity,
    builtin: tool.builtin && renderBuiltin(tool.builtin, ctx),
  };
}
