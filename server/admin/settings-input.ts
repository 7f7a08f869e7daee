import type { Settings } from "../api-types.js";
import type { Executor } from "../db/database.js";
import { AppError } from "../errors.js";
import { getSettings, type SettingDefaults, saveSettings } from "../settings.js";
import { MAX_CREDITS } from "./credits.js";

type EditableSettings = Omit<Settings, "updatedAt">;

const integerRules = {
  oneTimeCredits: {
    min: 0,
    max: MAX_CREDITS,
    message: `Please enter a whole number of credits from 0 to ${MAX_CREDITS}`,
  },
  subscriptionCredits: {
    min: 0,
    max: MAX_CREDITS,
    message: `Please enter a whole number of credits from 0 to ${MAX_CREDITS}`,
  },
  subscriptionDuration: { min: 1, max: 3650, message: "Please enter a duration from 1 to 3650 days" },
} as const;
const flags = ["maintenanceMode", "disableCreditDeduction", "requireVerifiedEmail"] as const;

/**
 * Validates an edit of the system settings. Missing keys keep their current value, so a single
 * toggle (the credits page's deduction switch) can be saved on its own.
 */
export function parseSettings(body: Record<string, unknown>, current: EditableSettings): EditableSettings {
  const next = { ...current };
  const fields: Record<string, string> = {};
  for (const [key, rule] of Object.entries(integerRules) as [
    keyof typeof integerRules,
    (typeof integerRules)[keyof typeof integerRules],
  ][]) {
    const v = body[key];
    if (v === undefined) continue;
    if (typeof v !== "number" || !Number.isInteger(v) || v < rule.min || v > rule.max) fields[key] = rule.message;
    else next[key] = v;
  }
  for (const key of flags) {
    const v = body[key];
    if (v === undefined) continue;
    if (typeof v !== "boolean") fields[key] = "Please choose on or off";
    else next[key] = v;
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
