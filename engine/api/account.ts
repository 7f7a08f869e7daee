/**
 * Request bodies of sign-up, sign-in, password reset, e-mail verification and the account
 * (docs/api.md, "Auth and account"). The server validates with them; the web forms build on them.
 */
import { z } from "zod";
import { DISPLAY_NAME_MAX, newPasswordSchema } from "../account-rules.js";
import { named, timestamp } from "./answer-parts.js";
import { coded } from "./field-errors.js";
import { requestMessages as m } from "./messages.js";
import { lenientString, readableText } from "./text.js";

const PLANS = ["one-time", "subscription"] as const;
export const ROLES = ["one-time-credit", "subscription", "unlimited", "admin"] as const;

/** An e-mail address (400 `invalid-email`); kept as typed apart from the trim. */
export const emailSchema = coded("invalid-email", z.string({ error: m.invalidEmail }).trim().email(m.invalidEmail));

/** An e-mail address that must be given: empty says so (password reset, the sign-in forms). */
const requiredEmailSchema = coded(
  "invalid-email",
  z.string({ error: m.enterEmail }).trim().min(1, m.enterEmail).email(m.invalidEmail),
);

export const newPassword = coded("weak-password", newPasswordSchema);

/** A display name given at sign-up or by an administrator: readable, its first DISPLAY_NAME_MAX characters kept. */
export const givenDisplayName = () =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : undefined),
    readableText({ field: "display name", max: DISPLAY_NAME_MAX, cut: true }).optional(),
  );

export const signupBody = z.object({
  email: emailSchema,
  password: newPassword,
  plan: z.enum(PLANS, { error: m.choosePlan }),
  displayName: givenDisplayName(),
});

export const loginBody = z.object({ email: emailSchema, password: lenientString() });

export const passwordResetBody = z.object({ email: requiredEmailSchema });

/** Any token string: an unknown one is 400 `invalid-token` once looked up. */
const token = coded("invalid-token", z.string({ error: m.invalidToken }).min(1, m.invalidToken));

export const passwordResetConfirmBody = z.object({ password: newPassword, token });

export const verifyEmailConfirmBody = z.object({ token });

/** A display name as the account page sets it: readable, 1 to DISPLAY_NAME_MAX characters. */
const displayName = readableText({
  field: "display name",
  max: DISPLAY_NAME_MAX,
  required: `Please enter a display name (up to ${DISPLAY_NAME_MAX} characters)`,
});

export const accountBody = z.object({ displayName });

export const passwordChangeBody = z.object({ newPassword, currentPassword: lenientString() });

/**
 * The sign-in and sign-up forms: the request bodies, with the fields a person must fill saying so
 * before anything is sent (the plan comes from the page, not the form).
 */
export const signInForm = loginBody.extend({
  email: requiredEmailSchema,
  password: z.string().min(1, m.enterPassword),
});

export const signUpForm = signupBody.omit({ plan: true }).extend({
  displayName: readableText({ field: "display name", max: DISPLAY_NAME_MAX, cut: true, required: m.enterName }),
  email: requiredEmailSchema,
});

export const profileForm = z.object({ displayName });

export const passwordChangeForm = passwordChangeBody.extend({
  currentPassword: z.string().min(1, "Please enter your current password"),
});

/** A user as every answer shows it (docs/api.md, "User object"). */
export const userSchema = named(
  "User",
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(ROLES),
    credits: z.number().int(),
    emailVerified: z.boolean(),
    isActive: z.boolean(),
    isAdmin: z.boolean(),
    totalImagesGenerated: z.number().int(),
    lastImageGenerated: timestamp().nullable(),
    subscriptionRenewalDate: timestamp().nullable(),
    createdAt: timestamp(),
  }),
);

export const userAnswer = named("UserAnswer", z.object({ user: userSchema }));

/** POST /api/auth/verify-email/confirm: the user, now verified. */
export const verifiedAnswer = named("VerifiedAnswer", z.object({ ok: z.literal(true), user: userSchema }));
