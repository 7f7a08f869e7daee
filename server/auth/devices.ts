import type { Executor } from "../db/database.js";
import { sessionIdFromToken } from "./sessions.js";
import { issueToken } from "./tokens.js";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies";
 * docs/decisions/046-sign-in-throttling.md): a browser that has signed in to an account carries a
 * random token naming it to that account, so its failed sign-ins count against itself alone and
 * nobody else's failures keep it out. Only the token's SHA-256 is stored, as a `tokens` row.
 */
const KIND = "sign-in-device";
const DAY = 24 * 60 * 60 * 1000;
/** A browser unused this long for an account is forgotten (each sign-in renews it). */
export const DEVICE_TTL = 365 * DAY;
/** Browsers remembered per account; a new one past it forgets the least recently used. */
const PER_ACCOUNT = 10;
/** Accounts one browser's cookie names (a family sharing a computer). */
export const PER_BROWSER = 5;

/** The well-formed tokens of a device cookie's value (`token.token…`), at most PER_BROWSER. */
export function deviceTokens(value: string | undefined): string[] {
  return (value ?? "")
    .split(".")
    .filter((t) => /^[a-z2-7]{32}$/.test(t))
    .slice(0, PER_BROWSER);
}

/** The one of `tokens` that names a browser known to the user, or null. */
export async function knownDevice(db: Executor, userId: string, tokens: string[]): Promise<string | null> {
  if (!tokens.length) return null;
  const ids = new Map(tokens.map((t) => [sessionIdFromToken(t), t]));
  const row = await db
    .selectFrom("tokens")
    .select("id")
    .where("id", "in", [...ids.keys()])
    .where("user_id", "=", userId)
    .where("kind", "=", KIND)
    .where("used_at", "is", null)
    .where("expires_at", ">", Date.now())
    .executeTakeFirst();
  return row ? (ids.get(row.id) ?? null) : null;
}

/**
 * The token that names this browser to the user from now on: `known` renewed, or a new one, the
 * user's least recently used browsers past PER_ACCOUNT forgotten (a script signing in afresh each
 * time would otherwise add a row per sign-in).
 */
export async function rememberDevice(db: Executor, userId: string, known: string | null): Promise<string> {
  if (known) {
    await db
      .updateTable("tokens")
      .set({ expires_at: Date.now() + DEVICE_TTL })
      .where("id", "=", sessionIdFromToken(known))
      .execute();
    return known;
  }
  const token = await issueToken(db, userId, KIND, DEVICE_TTL);
  const rows = await db
    .selectFrom("tokens")
    .select(["id", "expires_at"])
    .where("user_id", "=", userId)
    .where("kind", "=", KIND)
    .orderBy("expires_at", "desc")
    .execute();
  const now = Date.now();
  const stale = rows.filter((r, i) => i >= PER_ACCOUNT || r.expires_at <= now).map((r) => r.id);
  if (stale.length) await db.deleteFrom("tokens").where("id", "in", stale).execute();
  return token;
}
