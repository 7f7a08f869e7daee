import type { SettingsEdit } from "../../engine/api/admin.js";
import type { PackageInput } from "../../engine/money.js";
import type { AdminSettings, CreditPackage, Settings } from "../api-types.js";
import type { AppDeps } from "../http/env.js";
import { listPackages, parsePackages, savePackages } from "../payments/packages.js";
import { getSettings, saveSettings, settingDefaults } from "../settings.js";

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

function samePackages(sent: PackageInput[], onSale: CreditPackage[]): boolean {
  return (
    sent.length === onSale.length &&
    sent.every((p, i) => {
      const sale = onSale[i];
      return sale?.credits === p.credits && sale.price.amount === p.amount && (sale.label ?? "") === (p.label ?? "");
    })
  );
}

/**
 * Saved settings apply to the next request: every reader calls getSettings (no cache). Every
 * value is checked before anything is saved (the body's schema, then the packages against
 * CURRENCY), so a bad price leaves the other settings as well.
 */
export async function updateSettings(deps: SettingsDeps, edit: SettingsEdit): Promise<AdminSettings> {
  const defaults = settingDefaults(deps.config);
  const { updatedAt: _, ...current } = await getSettings(deps.db, defaults);
  const { packages: rawPackages, updatedAt: _at, currency: _currency, customPackages: _custom, ...rest } = edit;
  // Missing keys keep their value (the credits page saves its deduction switch alone).
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const packages = rawPackages === undefined ? undefined : parsePackages(rawPackages, deps.config.CURRENCY);
  // The packages on sale sent back as they are (a GET-modify-PUT of another setting) change
  // nothing: the catalogue's stay the catalogue's.
  const unchanged = packages != null && samePackages(packages, await listPackages(deps));
  const saved = await deps.db.transaction().execute(async (trx) => {
    if (packages !== undefined && !unchanged) await savePackages(trx, packages);
    return saveSettings(trx, { ...current, ...defined }, defaults);
  });
  return withPackages(deps, saved);
}
