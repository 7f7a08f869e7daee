import { randomBytes } from "node:crypto";
import { replacePassword } from "../auth/credentials.js";
import { hashPassword, type ScryptParams } from "../auth/password.js";
import type { DB } from "../db/database.js";
import { findUserByEmail, insertUser } from "./repo.js";

/**
 * The administrator named by ADMIN_EMAIL exists after start: created with role admin and
 * 999999 credits (the spec's automatically created administrator record) when missing.
 * Returns the generated password when one had to be made, so it can be printed once.
 */
export async function ensureAdmin(
  db: DB,
  email: string,
  password: string | undefined,
  params?: ScryptParams,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await findUserByEmail(db, email)) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password ?? (generated as string), params);
  await db.transaction().execute((trx) =>
    insertUser(trx, {
      email,
      displayName: "Administrator",
      passwordHash,
      role: "admin",
      credits: 999_999,
      emailVerified: true,
      reason: "Administrator account",
      actor: "system",
    }),
  );
  return { created: true, generatedPassword: generated };
}

/**
 * A new password for the existing administrator (`npm run admin:create`, docs/operations.md):
 * `password` when given, else a generated one, returned to be printed once. Its sessions and
 * reset links end, as with any password change. Null when there is no such account.
 */
export async function resetAdminPassword(
  db: DB,
  email: string,
  password: string | undefined,
  params?: ScryptParams,
): Promise<{ generatedPassword?: string } | null> {
  const admin = await findUserByEmail(db, email);
  if (!admin) return null;
  const generated = password ? undefined : randomBytes(12).toString("base64url");
  await replacePassword(db, admin.id, await hashPassword(password ?? (generated as string), params));
  return { generatedPassword: generated };
}
