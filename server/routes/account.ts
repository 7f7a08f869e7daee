import { Hono } from "hono";
import { DISPLAY_NAME_MAX } from "../../engine/account-rules.js";
import { graphemeLength } from "../../engine/graphemes.js";
import { replacePassword } from "../auth/credentials.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { createSession } from "../auth/sessions.js";
import { AppError, messages, throttled } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { clientIp, currentUser, jsonBody, requireUser, setSessionCookie } from "../http/middleware.js";
import { requireReadable } from "../http/readable.js";
import { setDisplayName, toApiUser } from "../users/repo.js";
import { checkNewPassword } from "./auth.js";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .patch("/", async (c) => {
    const { db, config } = c.var.deps;
    const user = currentUser(c);
    const body = await jsonBody(c);
    requireReadable(body, ["displayName"]);
    const displayName = typeof body.displayName === "string" ? body.displayName.trim() : "";
    if (!displayName || graphemeLength(displayName) > DISPLAY_NAME_MAX) {
      const message = `Please enter a display name (up to ${DISPLAY_NAME_MAX} characters)`;
      throw new AppError(400, "invalid-input", message, { displayName: message });
    }
    const row = await setDisplayName(db, user.id, displayName);
    return c.json({ user: toApiUser(row, config.ADMIN_EMAIL) });
  })
  .post("/password", async (c) => {
    const { db, passwordParams, throttles, events } = c.var.deps;
    const user = currentUser(c);
    const body = await jsonBody(c);
    const next = checkNewPassword(body.newPassword);
    // Guessing the current password is throttled like signing in (per user and per client).
    const ip = clientIp(c);
    const { wait, giveBack } = await throttles.attempt([
      ["passwordCheck", user.id],
      ["signinClient", ip],
    ]);
    if (wait) throw throttled(wait, messages.tooManyPasswordChecks);
    const current = typeof body.currentPassword === "string" ? body.currentPassword : "";
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
