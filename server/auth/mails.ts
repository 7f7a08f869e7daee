import type { UserRow } from "../db/schema.js";
import type { AppDeps } from "../http/env.js";
import { issueToken } from "./tokens.js";

type MailDeps = Pick<AppDeps, "db" | "mailer" | "config">;

/**
 * Issues a single-use reset token and mails its link. Shared by the self-service
 * POST /api/auth/password-reset and the administrator's "send password reset", so the two
 * mails cannot drift apart.
 */
export async function sendPasswordResetMail(deps: MailDeps, user: Pick<UserRow, "id" | "email">) {
  const token = await issueToken(deps.db, user.id, "password-reset");
  await deps.mailer.send({
    to: user.email,
    subject: "Reset your Inkling password",
    text: `Someone asked to reset the password of your Inkling account.\n\nChoose a new password here (the link works once, for one hour):\n${deps.config.PUBLIC_URL}/#/reset-password?token=${token}\n\nIf it was not you, ignore this message.`,
  });
}

export async function sendVerificationMail(deps: MailDeps, user: Pick<UserRow, "id" | "email">) {
  const token = await issueToken(deps.db, user.id, "verify-email");
  await deps.mailer.send({
    to: user.email,
    subject: "Confirm your e-mail address for Inkling",
    text: `Welcome to Inkling!\n\nConfirm your e-mail address here:\n${deps.config.PUBLIC_URL}/#/verify-email?token=${token}\n`,
  });
}
