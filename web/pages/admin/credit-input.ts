/**
 * Checks an administrator's credit edit before it is sent. The inline users-table editor and
 * the credits-page modal use different wording, so the messages are chosen by
 * the caller; the rule is the same as the server's: both fields present, a whole number ≥ 0.
 */
import { parseCreditAmount } from "../../../engine/account-rules.js";

export interface CreditMessages {
  missing: string;
  invalid: string;
}

/** Users table, inline edit; same words as the server's 400s. */
export const inlineCreditMessages: CreditMessages = {
  missing: "Please enter both credits and reason",
  invalid: "Please enter a valid number of credits",
};

/** Credits page modal. */
export const modalCreditMessages: CreditMessages = {
  missing: "Please fill in all required fields",
  invalid: "Please enter a valid credit amount",
};

export type CreditEdit = { ok: true; credits: number; reason: string } | { ok: false; message: string };

export function checkCreditEdit(credits: string, reason: string, messages: CreditMessages): CreditEdit {
  const rawCredits = credits.trim();
  const rawReason = reason.trim();
  if (rawCredits === "" || rawReason === "") return { ok: false, message: messages.missing };
  // The server's own rule: plain digits, 0 to MAX_CREDITS ("-3", "1e3", "2.5" and "abc" refused).
  const value = parseCreditAmount(rawCredits);
  if (value === null) return { ok: false, message: messages.invalid };
  return { ok: true, credits: value, reason: rawReason };
}
