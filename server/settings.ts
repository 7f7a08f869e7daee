import type { Settings } from "./api-types.js";
import type { Executor } from "./db/database.js";
import { prepared } from "./db/prepared.js";
import { nowIso } from "./ids.js";

const settingsRow = prepared((db) => db.selectFrom("settings").selectAll().where("id", "=", "config"));

/** Settings whose default depends on the configuration (a NULL column means "the default"). */
export interface SettingDefaults {
  requireVerifiedEmail: boolean;
}

/** A paid image provider makes farmed free accounts cost money: verification is then on by default. */
export function settingDefaults(config: { IMAGE_PROVIDER: string }): SettingDefaults {
  return { requireVerifiedEmail: config.IMAGE_PROVIDER !== "sketch" };
}

export async function getSettings(
  db: Executor,
  defaults: SettingDefaults = { requireVerifiedEmail: false },
): Promise<Settings> {
  const [r] = await settingsRow(db, {});
  if (!r) throw new Error("the settings row is missing");
  return {
    oneTimeCredits: r.one_time_credits,
    subscriptionCredits: r.subscription_credits,
    subscriptionDuration: r.subscription_duration,
    maintenanceMode: r.maintenance_mode === 1,
    disableCreditDeduction: r.disable_credit_deduction === 1,
    requireVerifiedEmail:
      r.require_verified_email === null ? defaults.requireVerifiedEmail : r.require_verified_email === 1,
    updatedAt: r.updated_at,
  };
}

export async function saveSettings(
  db: Executor,
  s: Omit<Settings, "updatedAt">,
  defaults?: SettingDefaults,
): Promise<Settings> {
  await db
    .updateTable("settings")
    .set({
      one_time_credits: s.oneTimeCredits,
      subscription_credits: s.subscriptionCredits,
      subscription_duration: s.subscriptionDuration,
      maintenance_mode: s.maintenanceMode ? 1 : 0,
      disable_credit_deduction: s.disableCreditDeduction ? 1 : 0,
      require_verified_email: s.requireVerifiedEmail ? 1 : 0,
      updated_at: nowIso(),
    })
    .where("id", "=", "config")
    .execute();
  return getSettings(db, defaults);
}

export function addDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}
