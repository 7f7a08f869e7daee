import type { Tool } from "./catalog.js";
import { promptContext, type ToolValues } from "./compile.js";
import { renderTemplate } from "./template.js";

export interface RenderedTool {
  prompt: string;
  sketch?: Record<string, string>;
  builtin?: Record<string, string>;
}

function renderBlock(block: Record<string, unknown> | undefined, ctx: Record<string, string>) {
  if (!block) return undefined;
  return Object.fromEntries(
    Object.entries(block).map(([k, v]) => [
      k,
      k === "layout" || k === "generator" ? String(v) : renderTemplate(String(v), ctx),
    ]),
  );
}

/** Render a tool's prompt and its sketch/builtin recipes for validated values. */
export function renderTool(tool: Tool, values: ToolValues): RenderedTool {
  const ctx = promptContext(tool, values);
  const sketch = renderBlock(tool.sketch, ctx);
  // Field-set values (page, detail, lineWeight) reach the built-in engine as they are.
  if (sketch) for (const name of tool.shared ?? []) if (values[name] !== undefined) sketch[name] = String(values[name]);
  return {
    prompt: renderTemplate(tool.prompt, ctx).replace(/\s+/g, " "),
    sketch,
    builtin: renderBlock(tool.builtin, ctx),
  };
}
