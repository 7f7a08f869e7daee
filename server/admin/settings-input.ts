import { type SettingsInput, settingsSchema } from "../../engine/account-rules.js";
import type { AdminSettings, Settings } from "../api-types.js";
import { AppError } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { listPackages, parsePackages, savePackages } from "../payments/packages.js";
import { getSettings, saveSettings, settingDefaults } from "../settings.js";

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

type SettingsDeps = Pick<AppDeps, "db" | "catalog" | "config">;

/** GET /api/admin/settings: the settings and the packages on sale, in CURRENCY. */
export async function adminSettings(deps: SettingsDeps): Promise<AdminSettings> {
  const settings = await getSettings(deps.db, settingDefaults(deps.config));
  return withPackages(deps, settings);
}

async function withPackages(deps: SettingsDeps, settings: Settings): Promise<AdminSettings> {
  const row = await deps.db.selectFrom("settings").select("packages").where("id", "=", "config").executeTakeFirst();
  return {
    ...settings,
    currency: deps.config.CURRENCY,
    packages: await listPackages(deps),
    customPackages: !!row?.packages,
  };
}

/**
 * Saved settings apply to the next request: every reader calls getSettings (no cache). Every
 * value is checked before anything is saved, so a bad price leaves the other settings as well.
 */
export async function updateSettings(deps: SettingsDeps, body: Record<string, unknown>): Promise<AdminSettings> {
  const defaults = settingDefaults(deps.config);
  const { updatedAt: _, ...current } = await getSettings(deps.db, defaults);
  const next = parseSettings(body, current);
  const packages = body.packages === undefined ? undefined : parsePackages(body.packages, deps.config.CURRENCY);
  const saved = await deps.db.transaction().execute(async (trx) => {
    if (packages !== undefined) await savePackages(trx, packages);
    return saveSettings(trx, next, defaults);
  });
  return withPackages(deps, saved);
}
