import { Hono } from "hono";
import { DISPLAY_NAME_MAX } from "../../engine/account-rules.js";
import {
  loginBody,
  passwordResetBody,
  passwordResetConfirmBody,
  signupBody,
  verifyEmailConfirmBody,
} from "../../engine/api/account.js";
import { truncateGraphemes } from "../../engine/graphemes.js";
import { confirmEmail, resetPassword } from "../auth/credentials.js";
import { sendPasswordResetMail, sendVerificationMail } from "../auth/mails.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { createSession, invalidateSession } from "../auth/sessions.js";
import { AppError, messages, throttled } from "../errors.js";
import { body } from "../http/body.js";
import { deviceOf, rememberBrowser } from "../http/device-cookie.js";
import type { AppEnv } from "../http/env.js";
import { clearSessionCookie, clientIp, currentUser, setSessionCookie } from "../http/middleware.js";
import { getSettings } from "../settings.js";
import { findUserByEmail, insertUser, isUniqueViolation, normalizeEmail, toApiUser } from "../users/repo.js";

export const authRoutes = new Hono<AppEnv>()
  .post("/signup", body(signupBody), async (c) => {
    const { config, db, passwordParams } = c.var.deps;
    const { plan, password, ...input } = c.req.valid("json");
    const email = normalizeEmail(input.email);
    const displayName = truncateGraphemes(input.displayName?.trim() ?? "", DISPLAY_NAME_MAX);
    // Counted only once the request is otherwise valid: a typo does not use up an attempt.
    const wait = await c.var.deps.throttles.take("signupClient", clientIp(c));
    if (wait) throw throttled(wait, messages.tooManySignups);
    const settings = await getSettings(db);
    const passwordHash = await hashPassword(password, passwordParams);
    const subscription = plan === "subscription";
    let user: Awaited<ReturnType<typeof insertUser>>;
    try {
      user = await db.transaction().execute((trx) =>
        insertUser(trx, {
          email,
          displayName,
          passwordHash,
          role: subscription ? "subscription" : "one-time-credit",
          // A subscription's credits come with its first payment (checkout), never with sign-up.
          credits: subscription ? 0 : settings.oneTimeCredits,
          renewalDate: null,
          subscriptionStatus: subscription ? "pending" : null,
          reason: subscription ? "Subscription sign-up (awaiting payment)" : "One-time sign-up",
          actor: "system",
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(409, "email-already-in-use", messages.emailInUse);
      throw e;
    }
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    await rememberBrowser(c, user.id, null);
    await sendVerificationMail(c.var.deps, user);
    return c.json({ user: toApiUser(user, config.ADMIN_EMAIL) }, 201);
  })
  .post("/login", body(loginBody), async (c) => {
    const { config, db, throttles } = c.var.deps;
    const { password, ...input } = c.req.valid("json");
    const email = normalizeEmail(input.email);
    const user = await findUserByEmail(db, email);
    const device = user ? await deviceOf(c, user.id) : null;
    // Counted before the password is hashed, given back when it was right (decision 009). A
    // browser that signed in to this account before counts its failures alone; every other
    // client counts against its address and against the account's budget for clients it does
    // not know, which slows guessing without ever keeping its owner out (decision 046).
    const ip = clientIp(c);
    const takes: Parameters<typeof throttles.attempt>[0] = device
      ? [["signinDevice", device]]
      : user
        ? [
            ["signinAccount", email],
            ["signinClient", ip],
          ]
        : [["signinClient", ip]];
    const { wait, giveBack } = await throttles.attempt(takes);
    if (wait) throw throttled(wait, messages.tooManyRequests);
    if (!user) throw new AppError(404, "user-not-found", messages.userNotFound);
    if (!(await verifyPassword(user.password_hash, password))) {
      throw new AppError(401, "wrong-password", messages.wrongPassword);
    }
    await giveBack();
    if (!user.is_active) throw new AppError(403, "user-disabled", messages.userDisabled);
    if (device) await throttles.reset("signinDevice", device);
    const session = await createSession(db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    await rememberBrowser(c, user.id, device);
    return c.json({ user: toApiUser(user, config.ADMIN_EMAIL) });
  })
  .post("/logout", async (c) => {
    const session = c.var.session;
    if (session) {
      await invalidateSession(c.var.deps.db, session.sessionId);
      c.var.deps.events.sessionsEnded(session.user.id);
    }
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .get("/me", (c) => {
    const user = currentUser(c);
    return c.json({ user: toApiUser(user, c.var.deps.config.ADMIN_EMAIL) });
  })
  .post("/password-reset", body(passwordResetBody), async (c) => {
    const { db, throttles } = c.var.deps;
    const email = normalizeEmail(c.req.valid("json").email);
    // Per client first, whatever the address: the 429 says nothing about any account.
    const wait = await throttles.take("resetClient", clientIp(c));
    if (wait) throw throttled(wait, messages.tooManyResets);
    const user = await findUserByEmail(db, email);
    if (!user) throw new AppError(404, "user-not-found", messages.noAccountForEmail);
    // Per address the answer stays "sent": a flood only stops the mails, and reveals nothing.
    if (!(await throttles.take("resetEmail", email))) await sendPasswordResetMail(c.var.deps, user);
    return c.json({ ok: true });
  })
  .post("/password-reset/confirm", body(passwordResetConfirmBody), async (c) => {
    const { db, passwordParams, events } = c.var.deps;
    const { password, token } = c.req.valid("json");
    const hash = await hashPassword(password, passwordParams);
    const userId = await resetPassword(db, token, hash);
    if (!userId) throw new AppError(400, "invalid-token", messages.invalidToken);
    events.sessionsEnded(userId);
    // The mailbox's owner is here: this browser signs in past any stranger's failures (decision 046).
    await rememberBrowser(c, userId, await deviceOf(c, userId));
    return c.json({ ok: true });
  })
  .post("/verify-email", async (c) => {
    const user = currentUser(c);
    const wait = await c.var.deps.throttles.take("verifyMail", user.id);
    if (wait) throw throttled(wait, messages.tooManyVerifyMails);
    await sendVerificationMail(c.var.deps, user);
    return c.json({ ok: true });
  })
  .post("/verify-email/confirm", body(verifyEmailConfirmBody), async (c) => {
    const { db, config } = c.var.deps;
    const user = await confirmEmail(db, c.req.valid("json").token);
    if (!user) throw new AppError(400, "invalid-token", messages.invalidToken);
    return c.json({ ok: true, user: toApiUser(user, config.ADMIN_EMAIL) });
  });
