/**
 * The rules of the account and admin forms, written once: the server enforces them and the web
 * forms check them first with the same zod schemas, as tools share their compiled schema.
 */
import { z } from "zod";

export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
const PASSWORD_MAX = 200;
export const WEAK_PASSWORD = "Password should be at least 6 characters";
const LONG_PASSWORD = "Password should be at most 200 characters";

/** A new password (sign-up, reset, change, an administrator's new user). */
export const newPasswordSchema = z
  .string({ error: WEAK_PASSWORD })
  .min(PASSWORD_MIN, WEAK_PASSWORD)
  .max(PASSWORD_MAX, LONG_PASSWORD);

/** Display names keep their first 80 characters (never half of one). */
export const DISPLAY_NAME_MAX = 80;

/** One ceiling for every credit amount an administrator types (balances and settings). */
export const MAX_CREDITS = 10_000_000;
const MAX_DURATION_DAYS = 3650;
const CREDITS_SETTING_MESSAGE = `Please enter a whole number of credits from 0 to ${MAX_CREDITS}`;
const DURATION_SETTING_MESSAGE = `Please enter a duration from 1 to ${MAX_DURATION_DAYS} days`;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The system settings an administrator edits; each key is checked on its own. */
export const settingsSchema = z.object({
  oneTimeCredits: wholeNumber(0, MAX_CREDITS, CREDITS_SETTING_MESSAGE),
  subscriptionCredits: wholeNumber(0, MAX_CREDITS, CREDITS_SETTING_MESSAGE),
  subscriptionDuration: wholeNumber(1, MAX_DURATION_DAYS, DURATION_SETTING_MESSAGE),
  maintenanceMode: z.boolean({ error: "Please choose on or off" }),
  disableCreditDeduction: z.boolean({ error: "Please choose on or off" }),
  requireVerifiedEmail: z.boolean({ error: "Please choose on or off" }),
});

/**
 * A balance an administrator sets: a whole number from 0 to MAX_CREDITS, typed as plain digits
 * ("-3", "1e3", "2.5" and "abc" are refused, not coerced) or sent as a number.
 */
export const creditAmountSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(0).max(MAX_CREDITS));

/** The amount, or null when it breaks the rule (the caller chooses the words). */
export function parseCreditAmount(raw: unknown): number | null {
  const parsed = creditAmountSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
