import { hasPreview } from "../../engine/catalog.js";
import { renderTool } from "../../engine/render.js";
import type { UserRow } from "../db/schema.js";
import { type CheckDeps, checkRequest } from "./checks.js";
import { plannedValues } from "./plan.js";

/**
 * The page these values would give, small and watermarked, with its `understood`; nothing is
 * charged or stored. The request passes a generation's checks, a stand-in allowed. Undefined when
 * the engine draws no previews (a model's call costs money) or the tool has none.
 */
export async function previewPage(deps: CheckDeps, user: UserRow, toolId: unknown, rawValues: unknown, seed: number) {
  const { image } = deps;
  const { tool, values } = await checkRequest(deps, user, toolId, rawValues, true);
  const output = tool.output;
  if (!image.preview || !hasPreview(tool) || (output !== "line-art" && output !== "cover")) return undefined;
  const { sketch } = renderTool(tool, plannedValues(tool, values, seed));
  const { png, extras } = await image.preview({
    toolId: tool.id,
    hub: tool.hub,
    output,
    sketch,
    seed,
    owner: user.id,
  });
  return { png, understood: image.understand?.({ output, sketch }).understood ?? [], extras: extras ?? [] };
}
