/**
 * Request bodies of the administrator console (docs/api.md, "Admin"): a new user, a user's
 * role, state and name, a balance with its reason, and the system settings.
 */
import { z } from "zod";
import { creditAmountSchema, DISPLAY_NAME_MAX, settingsSchema } from "../account-rules.js";
import { emailSchema, givenDisplayName, newPassword, ROLES, userSchema } from "./account.js";
import { cursorPage, named, timestamp } from "./answer-parts.js";
import { requestMessages as m } from "./messages.js";
import { creditPackageSchema } from "./payments.js";
import { readableText } from "./text.js";

const adminInputMessages = {
  invalidRole: `Role must be one of ${ROLES.join(", ")}`,
  invalidActive: "isActive must be true or false",
  invalidDisplayName: "Please enter a display name",
} as const;

const MAX_REASON = 200;

/** A user the administrator adds: readable name when given, kept to its first 80 characters. */
export const adminUserBody = z.object({ email: emailSchema, password: newPassword, displayName: givenDisplayName() });

export const adminUserPatchBody = z.object({
  role: z.enum(ROLES, { error: adminInputMessages.invalidRole }).optional(),
  isActive: z.boolean({ error: adminInputMessages.invalidActive }).optional(),
  displayName: readableText({
    field: "display name",
    max: DISPLAY_NAME_MAX,
    cut: true,
    required: adminInputMessages.invalidDisplayName,
  }).optional(),
});

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Why the balance changes, as the credit history shows it: readable, its first MAX_REASON characters kept. */
const reasonText = readableText({ field: "reason", max: MAX_REASON, cut: true });

/**
 * Both fields required (a rule of the whole body), then a whole number of at least 0 (numeric
 * text too) and a readable reason.
 */
export const creditEditBody = z
  .object({
    credits: z.unknown().optional().meta({ description: "a whole number of credits, as a number or its digits" }),
    reason: z.unknown().optional().meta({ description: "why the balance changes (up to 200 characters kept)" }),
  })
  .superRefine((body, ctx) => {
    if (blank(body.credits) || blank(body.reason) || typeof body.reason !== "string") {
      ctx.addIssue({ code: "custom", message: m.creditsAndReason, path: [] });
      return;
    }
    if (!creditAmountSchema.safeParse(body.credits).success)
      ctx.addIssue({ code: "custom", message: m.validCredits, path: ["credits"] });
    const reason = reasonText.safeParse(body.reason);
    if (!reason.success) ctx.addIssue({ code: "custom", message: reason.error.issues[0]?.message, path: ["reason"] });
  })
  .transform((body) => ({ credits: creditAmountSchema.parse(body.credits), reason: reasonText.parse(body.reason) }));

/**
 * An edit of the system settings: each key present passes its own rule, missing keys keep their
 * value. It takes back what GET /api/admin/settings answered (its `settings`): the keys the server
 * sets itself are read-only and change nothing.
 */
export const settingsBody = settingsSchema.partial().extend({
  /** Credit packages on sale, or null for the defaults: checked against CURRENCY by the server. */
  packages: z
    .unknown()
    .optional()
    .meta({
      description:
        "null for the catalogue's packages, or 1 to 6 packages: {credits, amount, label?} or, as GET shows them, " +
        "{id, credits, price: {amount, currency}, label?} (the id follows from the credits; the currency is CURRENCY). " +
        "Packages equal to those on sale change nothing.",
    }),
  updatedAt: z.string().optional().meta({ description: "Read-only: when the settings were last saved" }),
  currency: z.string().optional().meta({ description: "Read-only: CURRENCY" }),
  customPackages: z
    .boolean()
    .optional()
    .meta({ description: "Read-only: set by saving packages (true) or null (false)" }),
});
export type SettingsEdit = z.output<typeof settingsBody>;

const USER_PAGE_MAX = 100;
const limitMessage = `Limit must be a whole number from 1 to ${USER_PAGE_MAX}`;

/** ?limit=10&cursor=&q= of the user list: 1 to 100 users a page, 10 when left out. */
export const userListQuery = z.object({
  limit: z
    .string()
    .regex(/^(100|[1-9][0-9]?)$/, limitMessage)
    .default("10")
    .transform(Number)
    .meta({ description: `Users a page, a whole number from 1 to ${USER_PAGE_MAX}` }),
  cursor: z.string().optional(),
  q: z.string().optional(),
});

export const cursorQuery = z.object({ cursor: z.string().optional() });

/** GET /api/admin/users: a page of users, each with how many photos it has uploaded. */
export const userListAnswer = named(
  "UserList",
  cursorPage("users", userSchema.extend({ uploads: z.number().int() })).extend({ total: z.number().int() }),
);

/** The settings with the packages on sale (GET and PUT /api/admin/settings). */
export const settingsAnswer = named(
  "SettingsAnswer",
  z.object({
    settings: z.object({
      oneTimeCredits: z.number().int(),
      subscriptionCredits: z.number().int(),
      subscriptionDuration: z.number().int(),
      maintenanceMode: z.boolean(),
      disableCreditDeduction: z.boolean(),
      requireVerifiedEmail: z.boolean(),
      updatedAt: timestamp().optional(),
      currency: z.string().length(3),
      packages: z.array(creditPackageSchema),
      customPackages: z.boolean(),
    }),
  }),
);

export const outboxAnswer = named(
  "Outbox",
  z.object({
    messages: z.array(
      z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: timestamp() }),
    ),
  }),
);

export const consistencyAnswer = named(
  "Consistency",
  z.object({
    checkedUsers: z.number().int(),
    mismatches: z.array(
      z.object({ userId: z.string(), email: z.string(), balance: z.number(), ledgerSum: z.number() }),
    ),
  }),
);

const AUDIT_ACTIONS = ["user-created", "user-updated", "credits-set", "password-reset-sent", "user-deleted"] as const;

export const auditAnswer = named(
  "AuditLog",
  cursorPage(
    "entries",
    z.object({
      id: z.string(),
      at: timestamp(),
      actor: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      target: z.object({ id: z.string(), email: z.string() }),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
);
