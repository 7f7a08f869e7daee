import type { Executor } from "../db/database.js";
import { nowIso } from "../ids.js";
import { generateSessionToken, sessionIdFromToken } from "./sessions.js";

type TokenKind = "password-reset" | "verify-email" | "sign-in-device";
const HOUR = 60 * 60 * 1000;

/**
 * Tokens stored as their hash: single-use mail links (reset links live one hour) and the browsers
 * an account knows (server/auth/devices.ts).
 */
export async function issueToken(
  db: Executor,
  userId: string,
  kind: TokenKind,
  ttl = kind === "password-reset" ? HOUR : 24 * HOUR,
) {
  const token = generateSessionToken();
  await db
    .insertInto("tokens")
    .values({
      id: sessionIdFromToken(token),
      user_id: userId,
      kind,
      expires_at: Date.now() + ttl,
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** Marks the token used and returns its user, or null for an unknown, used or expired token. */
export async function consumeToken(db: Executor, token: string, kind: TokenKind): Promise<string | null> {
  if (!token || typeof token !== "string") return null;
  const result = await db
    .updateTable("tokens")
    .set({ used_at: nowIso() })
    .where("id", "=", sessionIdFromToken(token))
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .where("expires_at", ">", Date.now())
    .returning("user_id")
    .executeTakeFirst();
  return result?.user_id ?? null;
}

/** Ends every outstanding token of a kind for a user (a reset or a password change ends all reset links). */
export async function endTokens(db: Executor, userId: string, kind: TokenKind) {
  await db
    .updateTable("tokens")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .execute();
}
