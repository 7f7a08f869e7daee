import { type PackageInput, packageId, packagesSchema } from "../../engine/money.js";
import type { CreditPackage } from "../api-types.js";
import type { Executor } from "../db/database.js";
import { AppError } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { nowIso } from "../ids.js";

/** What the packages are sold in: the operator's CURRENCY, whatever the catalogue wrote. */
const inCurrency = (amount: number, currency: string) => ({ amount, currency });

/**
 * The credit packages on sale: the administrator's (settings) or else the catalogue's
 * (catalog/site.yaml, the spec's RM55/100/150), always priced in CURRENCY.
 */
export async function listPackages(deps: Pick<AppDeps, "db" | "catalog" | "config">): Promise<CreditPackage[]> {
  const currency = deps.config.CURRENCY;
  const row = await deps.db.selectFrom("settings").select("packages").where("id", "=", "config").executeTakeFirst();
  if (row?.packages) {
    return (JSON.parse(row.packages) as PackageInput[]).map((p) => ({
      id: packageId(p.credits),
      credits: p.credits,
      price: inCurrency(p.amount, currency),
      ...(p.label ? { label: p.label } : {}),
    }));
  }
  return deps.catalog().site.packages.map((p) => ({ ...p, price: inCurrency(p.price.amount, currency) }));
}

/** The subscription plan's price per period (catalog/site.yaml), in CURRENCY; null when unset. */
export function subscriptionPrice(deps: Pick<AppDeps, "catalog" | "config">) {
  const price = deps.catalog().site.subscription?.price;
  return price ? inCurrency(price.amount, deps.config.CURRENCY) : null;
}

/**
 * An administrator's packages, checked in `currency` (positive prices in whole minor units,
 * whole credits, each count once). `null` goes back to the catalogue's packages. A refusal
 * names each bad value as `packages.<index>.<key>`.
 */
export function parsePackages(raw: unknown, currency: string): PackageInput[] | null {
  if (raw === null) return null;
  const parsed = packagesSchema(currency).safeParse(raw);
  if (parsed.success)
    return parsed.data.map((p) => ({ credits: p.credits, amount: p.amount, ...(p.label ? { label: p.label } : {}) }));
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ["packages", ...issue.path].join(".");
    fields[key] ??= issue.message;
  }
  throw new AppError(400, "invalid-input", parsed.error.issues[0]?.message ?? "Invalid value", fields);
}

export async function savePackages(db: Executor, packages: PackageInput[] | null): Promise<void> {
  await db
    .updateTable("settings")
    .set({ packages: packages ? JSON.stringify(packages) : null, updated_at: nowIso() })
    .where("id", "=", "config")
    .execute();
}
