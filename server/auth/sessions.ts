import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { Executor } from "../db/database.js";
import { prepared } from "../db/prepared.js";
import type { UserRow } from "../db/schema.js";
import { nowIso } from "../ids.js";

// Sessions as lucia-auth.com teaches them since the lucia package was retired
// (docs/decisions/001-sessions-without-lucia.md): a random token in the cookie, only its
// SHA-256 in the database, sliding expiry.
const DAY = 24 * 60 * 60 * 1000;
const SESSION_TTL = 30 * DAY;
const REFRESH_WHEN_LEFT = 15 * DAY;
export const SESSION_COOKIE = "inkling_session";

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20); // 160 bits
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Executor, userId: string, now = Date.now()) {
  const token = generateSessionToken();
  const expiresAt = now + SESSION_TTL;
  await db
    .insertInto("sessions")
    .values({ id: sessionIdFromToken(token), user_id: userId, expires_at: expiresAt, created_at: nowIso() })
    .execute();
  return { token, expiresAt };
}

export interface ValidSession {
  sessionId: string;
  expiresAt: number;
  /** True when the expiry moved and the cookie should be sent again. */
  refreshed: boolean;
  user: UserRow;
}

/** The session and its user in one read: every signed-in request asks this first. */
const sessionWithUser = prepared((db, p: { sessionId: string }) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.expires_at as session_expires_at"])
    .where("sessions.id", "=", p.sessionId),
);

export async function validateSessionToken(
  db: Executor,
  token: string,
  now = Date.now(),
): Promise<ValidSession | null> {
  const sessionId = sessionIdFromToken(token);
  const [row] = await sessionWithUser(db, { sessionId });
  if (!row) return null;
  const { session_expires_at, ...user } = row;
  if (now >= session_expires_at || !user.is_active) {
    await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
    return null;
  }
  if (session_expires_at - now < REFRESH_WHEN_LEFT) {
    const expiresAt = now + SESSION_TTL;
    await db.updateTable("sessions").set({ expires_at: expiresAt }).where("id", "=", sessionId).execute();
    return { sessionId, expiresAt, refreshed: true, user };
  }
  return { sessionId, expiresAt: session_expires_at, refreshed: false, user };
}

export async function invalidateSession(db: Executor, sessionId: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

export async function invalidateUserSessions(db: Executor, userId: string, except?: string) {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (except) q = q.where("id", "!=", except);
  await q.execute();
}

/** Whether a session still stands (not signed out, not expired, its user active). */
export async function sessionAlive(db: Executor, sessionId: string, now = Date.now()): Promise<boolean> {
  const [row] = await sessionWithUser(db, { sessionId });
  return Boolean(row && now < row.session_expires_at && row.is_active);
}
