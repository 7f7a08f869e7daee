import { Hono } from "hono";
import { accountBody, passwordChangeBody } from "../../engine/api/account.js";
import { replacePassword } from "../auth/credentials.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { createSession } from "../auth/sessions.js";
import { AppError, messages, throttled } from "../errors.js";
import { body } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { clientIp, currentUser, requireUser, setSessionCookie } from "../http/middleware.js";
import { setDisplayName, toApiUser } from "../users/repo.js";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .patch("/", body(accountBody), async (c) => {
    const { db, config } = c.var.deps;
    const user = currentUser(c);
    const { displayName } = c.req.valid("json");
    const row = await setDisplayName(db, user.id, displayName);
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
    await replacePassword(db, user.id, hash);
    events.sessionsEnded(user.id);
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ ok: true });
  });
