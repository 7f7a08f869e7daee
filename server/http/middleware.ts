import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_COOKIE, validateSessionToken } from "../auth/sessions.js";
import { AppError, messages } from "../errors.js";
import { isAdminRow } from "../users/repo.js";
import type { AppEnv } from "./env.js";

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.deps.config.PUBLIC_URL.startsWith("https:"),
    path: "/",
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

/** Resolves the session cookie into c.var.user; an expired or revoked session is cleared. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("session", null);
    c.set("user", null);
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const session = await validateSessionToken(c.var.deps.db, token);
      if (session) {
        c.set("session", session);
        c.set("user", session.user);
        if (session.refreshed) setSessionCookie(c, token, session.expiresAt);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence (docs/api.md): a state-changing request from a browser must come from our own
 * origin — the configured public origin (PUBLIC_URL), scheme, host and port. Browsers send
 * `Origin` on every cross-site POST, PUT, PATCH and DELETE (forms included), so a foreign or
 * `null` Origin is refused with or without a session cookie (login CSRF signs a visitor in to
 * the attacker's account without any cookie). A request with no Origin at all comes from a
 * server or a script (a payment provider's webhook, curl): it is let through only without a
 * session cookie, so it can never act as a signed-in user.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header("origin");
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if (origin !== undefined || crossSite) {
        // Scheme, host and port exactly: behind a TLS proxy the request itself arrives over
        // http, so the address it was sent to says nothing about the page that sent it.
        if (origin !== new URL(c.var.deps.config.PUBLIC_URL).origin) {
          throw new AppError(403, "forbidden-origin", messages.forbiddenOrigin);
        }
      } else if (getCookie(c, SESSION_COOKIE)) {
        throw new AppError(403, "forbidden-origin", messages.forbiddenOrigin);
      }
    }
    await next();
  };
}

export function currentUser(c: { var: Pick<AppEnv["Variables"], "user"> }, message: string = messages.unauthenticated) {
  const user = c.var.user;
  if (!user) throw new AppError(401, "unauthenticated", message);
  return user;
}

export function requireUser(message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    currentUser(c, message);
    await next();
  };
}

export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    if (!isAdminRow(user, c.var.deps.config.ADMIN_EMAIL)) throw new AppError(403, "forbidden", messages.forbidden);
    await next();
  };
}

export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.TRUST_PROXY) {
    // The last entry is the one our proxy added; earlier ones are whatever the client sent, and
    // a client choosing its own address would escape every per-address throttle.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}
