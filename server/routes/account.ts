import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { createSession, invalidateUserSessions } from "../auth/sessions.js";
import { AppError, messages } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, jsonBody, requireUser, setSessionCookie } from "../http/middleware.js";
import { nowIso } from "../ids.js";
import { toApiUser } from "../users/repo.js";
import { checkNewPassword } from "./auth.js";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .patch("/", async (c) => {
    const { db, config } = c.var.deps;
    const user = currentUser(c);
    const body = await jsonBody(c);
    const displayName = typeof body.displayName === "string" ? body.displayName.trim() : "";
    if (!displayName || displayName.length > 80) {
      const message = "Please enter a display name (up to 80 characters)";
      throw new AppError(400, "invalid-input", message, { displayName: message });
    }
    const row = await db
      .updateTable("users")
      .set({ display_name: displayName, updated_at: nowIso() })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ user: toApiUser(row, config.ADMIN_EMAIL) });
  })
  .post("/password", async (c) => {
    const { db, passwordParams } = c.var.deps;
    const user = currentUser(c);
    const body = await jsonBody(c);
    const next = checkNewPassword(body.newPassword);
    if (!(await verifyPassword(user.password_hash, String(body.currentPassword ?? "")))) {
      throw new AppError(401, "wrong-password", messages.wrongPassword);
    }
    const hash = await hashPassword(next, passwordParams);
    await db
      .updateTable("users")
      .set({ password_hash: hash, updated_at: nowIso() })
      .where("id", "=", user.id)
      .execute();
    // A changed password ends every session; this browser gets a fresh one.
    await invalidateUserSessions(db, user.id);
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ ok: true });
  });
