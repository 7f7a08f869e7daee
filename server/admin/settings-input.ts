import type { SettingsInput } from "../../engine/account-rules.js";
import type { Settings } from "../api-types.js";
import type { Executor } from "../db/database.js";
import { getSettings, type SettingDefaults, saveSettings } from "../settings.js";

/** Saved settings apply to the next request: every reader calls getSettings (no cache). */
export async function updateSettings(
  db: Executor,
  edit: Partial<SettingsInput>,
  defaults: SettingDefaults,
): Promise<Settings> {
  const { updatedAt: _, ...current } = await getSettings(db, defaults);
  // Missing keys keep their value (the credits page saves its deduction switch alone).
  const defined = Object.entries(edit).filter(([, value]) => value !== undefined);
  return saveSettings(db, { ...current, ...Object.fromEntries(defined) }, defaults);
}
