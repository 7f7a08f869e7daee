import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEVICE_TTL, deviceTokens, knownDevice, PER_BROWSER, rememberDevice } from "../auth/devices.js";
import type { AppEnv } from "./env.js";

/** The device cookie (server/auth/devices.ts): sent only to the sign-in routes. */
const DEVICE_COOKIE = "inkling_device";
const PATH = "/api/auth";

/** The token by which this browser is known to the user, or null (docs/decisions/046). */
export function deviceOf(c: Context<AppEnv>, userId: string): Promise<string | null> {
  return knownDevice(c.var.deps.db, userId, deviceTokens(getCookie(c, DEVICE_COOKIE)));
}

/**
 * Remembers this browser for the user (it has signed up, signed in or reset the password here),
 * keeping the tokens it holds for other accounts. Set after the session cookie, which stays the
 * first Set-Cookie of the answer.
 */
export async function rememberBrowser(c: Context<AppEnv>, userId: string, known: string | null) {
  const token = await rememberDevice(c.var.deps.db, userId, known);
  const others = deviceTokens(getCookie(c, DEVICE_COOKIE)).filter((t) => t !== token);
  setCookie(c, DEVICE_COOKIE, [token, ...others].slice(0, PER_BROWSER).join("."), {
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.deps.config.PUBLIC_URL.startsWith("https:"),
    path: PATH,
    maxAge: DEVICE_TTL / 1000,
  });
}
