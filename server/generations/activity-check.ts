import type { Tool } from "../../engine/catalog.js";
import { renderTool } from "../../engine/render.js";
import { ActivityInputError, checkActivity } from "../activities/index.js";
import { AppError } from "../errors.js";

/**
 * An activity's own values (a word list, text to trace) are checked before any credit is
 * taken: a word that cannot go in the grid is a 400 naming the field, never a failed job.
 */
export function refuseBadActivity(tool: Tool, values: Record<string, unknown>): void {
  if (tool.output !== "activity") return;
  const activity = renderTool(tool, values).activity as { type: string } & Record<string, string>;
  try {
    checkActivity(activity);
  } catch (e) {
    if (!(e instanceof ActivityInputError)) throw e;
    const template = String((tool.activity as Record<string, unknown> | undefined)?.[e.key] ?? "");
    const names = new Set(tool.fields.map((f) => f.name));
    const field = [...template.matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1] as string).find((n) => names.has(n));
    throw new AppError(400, "invalid-input", e.message, field ? { [field]: e.message } : undefined);
  }
}
