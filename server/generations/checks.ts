import type { Tool } from "../../engine/catalog.js";
import { validateValues } from "../../engine/compile.js";
import { isImageOutput } from "../../engine/descriptor.js";
import { photoFields } from "../../engine/fields/index.js";
import { renderTool } from "../../engine/render.js";
import type { DB } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import { getSettings, type SettingDefaults } from "../settings.js";
import { standInMessage, unknownSubjectMessage } from "../sketch/understand.js";
import { isAdminRow } from "../users/repo.js";
import { refuseBadActivity } from "./activity-check.js";
import type { RunnerDeps } from "./runner.js";
import { offeredByTool } from "./stand-in-offer.js";

/** What the checks read: the settings, the catalogue, the user's uploads and the engine's understanding. */
export type CheckDeps = Pick<RunnerDeps, "db" | "catalog" | "image" | "uploads"> & {
  adminEmail: string;
  /** Defaults of the settings that depend on the configuration (settings.ts). */
  settingDefaults?: SettingDefaults;
};

/** The checks every generation request passes before any charge: maintenance, e-mail, tool, values. */
export async function checkRequest(
  deps: CheckDeps,
  user: UserRow,
  toolId: unknown,
  rawValues: unknown,
  acceptStandIns = false,
) {
  const { db, adminEmail } = deps;
  const admin = isAdminRow(user, adminEmail);
  // Read once: the maintenance check here and the credit rules in the transaction share it.
  const settings = admin ? undefined : await getSettings(db, deps.settingDefaults);
  if (settings?.maintenanceMode) throw new AppError(503, "maintenance", messages.maintenance);
  if (settings?.requireVerifiedEmail && !user.email_verified && !(await hasGenerated(db, user.id))) {
    throw new AppError(403, "email-not-verified", messages.verifyEmailFirst);
  }
  const tool = typeof toolId === "string" ? deps.catalog().byId.get(toolId) : undefined;
  if (!tool) throw new AppError(404, "unknown-tool", "This tool does not exist");
  const valid = validateValues(tool, rawValues);
  if (!valid.ok) throw new AppError(400, "invalid-input", valid.message, valid.fields);
  const photos = await checkPhotos(deps, user, tool, valid.values);
  refuseUnknownSubject(deps, tool, valid.values, acceptStandIns);
  refuseBadActivity(tool, valid.values);
  return { tool, values: valid.values, settings, photos };
}

/** Whether the user ever generated (the verified-e-mail rule guards only the first generation). */
async function hasGenerated(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom("generations").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * A photo field's value must be one of the caller's own uploads (docs/api.md, "Uploads"): another
 * user's id, or one that does not exist, is 400 invalid-input naming the field.
 */
async function checkPhotos(
  deps: CheckDeps,
  user: UserRow,
  tool: Tool,
  values: Record<string, unknown>,
): Promise<string[]> {
  const fields = photoFields(tool.fields);
  if (!fields.length) return [];
  const ids = fields.map((f) => String(values[f.name]));
  const foreign = deps.uploads ? await deps.uploads.notOwned(user.id, ids) : ids;
  const bad = fields.filter((f) => foreign.includes(String(values[f.name])));
  if (bad.length) {
    const message = "This photo is not available. Please upload it again.";
    throw new AppError(400, "invalid-input", message, Object.fromEntries(bad.map((f) => [f.name, message])));
  }
  return ids;
}

/**
 * An engine that draws from its own art and has nothing close to the typed subject refuses
 * before any credit is taken (docs/api.md, unknown-subject), naming the field the subject came from.
 */
function refuseUnknownSubject(
  deps: CheckDeps,
  tool: Tool,
  values: Record<string, unknown>,
  acceptStandIns: boolean,
): void {
  const { image } = deps;
  if (!image.understand || !tool.sketch || !isImageOutput(tool.output)) return;
  const rendered = renderTool(tool, values);
  const verdict = image.understand({ output: tool.output, sketch: rendered.sketch });
  const { unknown } = verdict;
  const offered = verdict.standIn && offeredByTool(tool, values, verdict.standIn);
  const standIn = acceptStandIns || offered ? undefined : verdict.standIn;
  if (!unknown && !standIn) return;
  const message = unknown
    ? unknownSubjectMessage(unknown.words)
    : standInMessage(standIn?.word ?? "", standIn?.drawnAs ?? "");
  const key = unknown?.key ?? standIn?.key ?? "";
  const template = String((tool.sketch as Record<string, unknown>)[key] ?? "");
  const names = new Set(tool.fields.map((f) => f.name));
  const field = [...template.matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1] as string).find((n) => names.has(n));
  throw new AppError(400, "unknown-subject", message, field ? { [field]: message } : undefined);
}
