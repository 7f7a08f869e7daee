import { Hono } from "hono";
import { accountBody, passwordChangeBody } from "../../engine/api/account.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { createSession, invalidateUserSessions } from "../auth/sessions.js";
import { endTokens } from "../auth/tokens.js";
import { AppError, messages, throttled } from "../errors.js";
import { body } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { clientIp, currentUser, requireUser, setSessionCookie } from "../http/middleware.js";
import { nowIso } from "../ids.js";
import { toApiUser } from "../users/repo.js";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .patch("/", body(accountBody), async (c) => {
    const { db, config } = c.var.deps;
    const user = currentUser(c);
    const { displayName } = c.req.valid("json");
    const row = await db
      .updateTable("users")
      .set({ display_name: displayName, updated_at: nowIso() })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ user: toApiUser(row, config.ADMIN_EMAIL) });
  })
  .post("/password", body(passwordChangeBody), async (c) => {
    const { db, passwordParams, throttles, events } = c.var.deps;
    const user = currentUser(c);
    const { newPassword: next, currentPassword: current } = c.req.valid("json");
    // Guessing the current password is throttled like signing in (per user and per client).
    const ip = clientIp(c);
    const { wait, giveBack } = await throttles.attempt([
      ["passwordCheck", user.id],
      ["signinClient", ip],
    ]);
    if (wait) throw throttled(wait, messages.tooManyPasswordChecks);
    if (!(await verifyPassword(user.password_hash, current))) {
      throw new AppError(401, "wrong-password", messages.wrongPassword);
    }
    await giveBack();
    await throttles.reset("passwordCheck", user.id);
    const hash = await hashPassword(next, passwordParams);
    // A changed password ends every session and every reset link; this browser gets a fresh session.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: hash, updated_at: nowIso() })
        .where("id", "=", user.id)
        .execute();
      await endTokens(trx, user.id, "password-reset");
      await invalidateUserSessions(trx, user.id);
    });
    events.sessionsEnded(user.id);
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ ok: true });
  });
