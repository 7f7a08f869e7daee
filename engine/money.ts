/**
 * Money rules written once for the server and the admin form: which currency codes exist, how
 * many minor units each has, and what a credit package an administrator types must be.
 */
import { z } from "zod";
import { MAX_CREDITS } from "./account-rules.js";
import { readableText } from "./api/text.js";

/** ISO 4217 codes this runtime can format: an operator's typo (MYRR, usd) is not one of them. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

/** Digits after the decimal point in the currency's minor unit (MYR 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export const MAX_PACKAGES = 6;
/** Far above any credit pack, low enough that minor units stay exact integers. */
const MAX_PRICE = 1_000_000;
const PACKAGE_LABEL_MAX = 40;

const packageMessages = {
  count: `Please keep 1 to ${MAX_PACKAGES} packages`,
  credits: `Please enter a whole number of credits from 1 to ${MAX_CREDITS}`,
  sameCredits: "Each package needs a different number of credits",
  price: `Please enter a price above 0 and at most ${MAX_PRICE}`,
  wholePrice: (currency: string) => `Prices in ${currency} are whole amounts`,
  fraction: (currency: string, digits: number) => `Prices in ${currency} have at most ${digits} decimal places`,
  package: "Each package needs its credits and amount, and may have a label",
  currency: (currency: string) => `Prices are in ${currency}`,
  twoPrices: "Please give a package one price: its amount or its price, not two different ones",
} as const;

/** A package as an administrator types it; its id follows from its credits (`credits-150`). */
export interface PackageInput {
  credits: number;
  amount: number;
  label?: string;
}

/** True when `amount` is a whole number of the currency's minor units (55.5 MYR yes, 55.555 no). */
function inMinorUnits(amount: number, digits: number): boolean {
  const scaled = amount * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The packages an administrator may save, in `currency` (the server's CURRENCY). */
export function packagesSchema(currency: string) {
  const digits = currencyDigits(currency);
  const credits = z
    .number({ error: packageMessages.credits })
    .int(packageMessages.credits)
    .min(1, packageMessages.credits)
    .max(MAX_CREDITS, packageMessages.credits);
  const amount = z
    .number({ error: packageMessages.price })
    .gt(0, packageMessages.price)
    .max(MAX_PRICE, packageMessages.price)
    .refine((a) => inMinorUnits(a, digits), {
      message: digits === 0 ? packageMessages.wholePrice(currency) : packageMessages.fraction(currency, digits),
    });
  // The label follows the one rule of stored text: "Please keep the label to 40 characters".
  const label = readableText({ field: "label", max: PACKAGE_LABEL_MAX }).optional();
  // A package as GET /api/admin/settings shows it ({id, credits, price: {amount, currency}, label})
  // is taken back as it is: the id follows from the credits, the price is in `currency`.
  const price = z.object(
    { amount, currency: z.literal(currency, { error: packageMessages.currency(currency) }) },
    { error: packageMessages.package },
  );
  const entry = z
    .object(
      { id: z.string().optional(), credits, amount: amount.optional(), price: price.optional(), label },
      { error: packageMessages.package },
    )
    .superRefine((p, ctx) => {
      if (p.amount === undefined && p.price === undefined)
        ctx.addIssue({ code: "custom", path: ["amount"], message: packageMessages.price });
      else if (p.amount !== undefined && p.price !== undefined && p.amount !== p.price.amount)
        ctx.addIssue({ code: "custom", path: ["amount"], message: packageMessages.twoPrices });
    })
    .transform(
      (p): PackageInput => ({
        credits: p.credits,
        amount: p.amount ?? (p.price?.amount as number),
        ...(p.label ? { label: p.label } : {}),
      }),
    );
  return z
    .array(entry, { error: packageMessages.count })
    .min(1, packageMessages.count)
    .max(MAX_PACKAGES, packageMessages.count)
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((p, i) => {
        if (seen.has(p.credits))
          ctx.addIssue({ code: "custom", path: [i, "credits"], message: packageMessages.sameCredits });
        seen.add(p.credits);
      });
    });
}

export const packageId = (credits: number) => `credits-${credits}`;
