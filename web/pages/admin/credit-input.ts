/**
 * Checks an administrator's credit edit before it is sent, with the server's rule
 * (`creditEditBody`: both fields present, then a whole number from 0). The inline users-table
 * editor says what the server says; the credits-page modal has its own wording.
 */
import { creditEditBody } from "../../../engine/api/admin.js";
import { requestMessages } from "../../../engine/api/messages.js";

export interface CreditMessages {
  missing: string;
  invalid: string;
}

/** Users table, inline edit: the server's 400s. */
export const inlineCreditMessages: CreditMessages = {
  missing: requestMessages.creditsAndReason,
  invalid: requestMessages.validCredits,
};

/** Credits page modal. */
export const modalCreditMessages: CreditMessages = {
  missing: "Please fill in all required fields",
  invalid: "Please enter a valid credit amount",
};

export type CreditEdit = { ok: true; credits: number; reason: string } | { ok: false; message: string };

export function checkCreditEdit(credits: string, reason: string, messages: CreditMessages): CreditEdit {
  const checked = creditEditBody.safeParse({ credits: credits.trim(), reason });
  if (checked.success) return { ok: true, ...checked.data };
  // The rule of the whole body (a field missing) names no field; a bad amount names `credits`,
  // and a reason that is not readable text (engine/readable-text.ts) says so in the server's words.
  const issue = checked.error.issues[0];
  if (issue?.path[0] === "reason") return { ok: false, message: issue.message };
  return { ok: false, message: issue?.path.length ? messages.invalid : messages.missing };
}
