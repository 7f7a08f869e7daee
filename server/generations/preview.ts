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
  const planned = plannedValues(tool, values, seed);
  const { sketch } = renderTool(tool, planned);
  const { png, extras } = await image.preview({
    toolId: tool.id,
    hub: tool.hub,
    output,
    sketch,
    seed,
    owner: user.id,
  });
  const understood = image.understand?.({ output, sketch }).understood ?? [];
  // A theme's page is one of its plan's subjects: what the typed words leave out of every page
  // ("kwanzaa kinara": the kinara) is said beside that page's own reading.
  const typed =
    planned === values
      ? []
      : (image.understand?.({ output, sketch: renderTool(tool, values).sketch }).understood ?? []);
  const left = typed.filter((u) => u.drawnAs === null && !understood.some((w) => w.word === u.word));
  return { png, understood: [...understood, ...left], extras: extras ?? [] };
}
