import { type SettingsInput, settingsSchema } from "../../engine/account-rules.js";
import type { Settings } from "../api-types.js";
import type { Executor } from "../db/database.js";
import { AppError } from "../errors.js";
import { getSettings, type SettingDefaults, saveSettings } from "../settings.js";

type EditableSettings = Omit<Settings, "updatedAt">;

const keys = Object.keys(settingsSchema.shape) as (keyof SettingsInput)[];

/**
 * Validates an edit of the system settings. Missing keys keep their current value, so a single
 * toggle (the credits page's deduction switch) can be saved on its own.
 */
export function parseSettings(body: Record<string, unknown>, current: EditableSettings): EditableSettings {
  const next = { ...current };
  const fields: Record<string, string> = {};
  // Missing keys keep their value; each present key must pass its own rule.
  for (const key of keys) {
    if (body[key] === undefined) continue;
    const parsed = settingsSchema.shape[key].safeParse(body[key]);
    if (parsed.success) (next as Record<string, unknown>)[key] = parsed.data;
    else fields[key] = parsed.error.issues[0]?.message ?? "Invalid value";
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, "invalid-input", first, fields);
  return next;
}

/** Saved settings apply to the next request: every reader calls getSettings (no cache). */
export async function updateSettings(
  db: Executor,
  body: Record<string, unknown>,
  defaults: SettingDefaults,
): Promise<Settings> {
  const { updatedAt: _, ...current } = await getSettings(db, defaults);
  return saveSettings(db, parseSettings(body, current), defaults);
}
