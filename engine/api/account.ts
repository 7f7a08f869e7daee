/**
 * Request bodies of sign-up, sign-in, password reset, e-mail verification and the account
 * (docs/api.md, "Auth and account"). The server validates with them; the web forms build on them.
 */
import { z } from "zod";
import { DISPLAY_NAME_MAX, newPasswordSchema } from "../account-rules.js";
import { graphemeLength } from "../graphemes.js";
import { coded } from "./error-codes.js";
import { requestMessages as m } from "./messages.js";
import { lenientString, readableString } from "./text.js";

export const PLANS = ["one-time", "subscription"] as const;

/** An e-mail address (400 `invalid-email`); kept as typed apart from the trim. */
export const emailSchema = coded("invalid-email", z.string({ error: m.invalidEmail }).trim().email(m.invalidEmail));

/** An e-mail address that must be given: empty says so (password reset, the sign-in forms). */
export const requiredEmailSchema = coded(
  "invalid-email",
  z.string({ error: m.enterEmail }).trim().min(1, m.enterEmail).email(m.invalidEmail),
);

export const newPassword = coded("weak-password", newPasswordSchema);

export const signupBody = z.object({
  email: emailSchema,
  password: newPassword,
  plan: z.enum(PLANS, { error: m.choosePlan }),
  // Readable when given; the server keeps its first DISPLAY_NAME_MAX characters.
  displayName: z.preprocess((v) => (typeof v === "string" ? v : ""), readableString()),
});

export const loginBody = z.object({ email: emailSchema, password: lenientString() });

export const passwordResetBody = z.object({ email: requiredEmailSchema });

/** Any token string: an unknown one is 400 `invalid-token` once looked up. */
const token = coded("invalid-token", z.string({ error: m.invalidToken }));

export const passwordResetConfirmBody = z.object({ password: newPassword, token });

export const verifyEmailConfirmBody = z.object({ token });

export const DISPLAY_NAME_MESSAGE = `Please enter a display name (up to ${DISPLAY_NAME_MAX} characters)`;

/** A display name as the account page sets it: readable, 1 to DISPLAY_NAME_MAX characters. */
export const displayNameSchema = z.preprocess(
  (v) => (typeof v === "string" ? v : ""),
  readableString()
    .trim()
    .refine((name) => name.length > 0 && graphemeLength(name) <= DISPLAY_NAME_MAX, DISPLAY_NAME_MESSAGE),
);

export const accountBody = z.object({ displayName: displayNameSchema });

export const passwordChangeBody = z.object({ newPassword, currentPassword: lenientString() });
