import type { DB, Executor } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { nowIso } from "../ids.js";
import { invalidateUserSessions } from "./sessions.js";
import { consumeToken, endTokens } from "./tokens.js";

/** A new password hash, and with it every session and every reset link of the user ends. */
async function setPassword(trx: Executor, userId: string, hash: string) {
  await trx.updateTable("users").set({ password_hash: hash, updated_at: nowIso() }).where("id", "=", userId).execute();
  await endTokens(trx, userId, "password-reset");
  await invalidateUserSessions(trx, userId);
}

/** A signed-in user's password change, in one transaction. */
export async function replacePassword(db: DB, userId: string, hash: string): Promise<void> {
  await db.transaction().execute((trx) => setPassword(trx, userId, hash));
}

/**
 * A reset link's password, in one transaction: the token is used, every other reset link of the
 * user ends with it, and a second link confirmed at the same moment finds itself already ended.
 * The user's id, or null for a token that is unknown, used or expired.
 */
export async function resetPassword(db: DB, token: string, hash: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const id = await consumeToken(trx, token, "password-reset");
    if (id) await setPassword(trx, id, hash);
    return id;
  });
}

/** A verification link: the user's row with its address verified, or null for a bad token. */
export async function confirmEmail(db: Executor, token: string): Promise<UserRow | null> {
  const userId = await consumeToken(db, token, "verify-email");
  if (!userId) return null;
  return db
    .updateTable("users")
    .set({ email_verified: 1, updated_at: nowIso() })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
