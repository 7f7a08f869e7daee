import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.js";

/**
 * The security headers every answer carries: those of Hono's secureHeaders() defaults, without
 * Cross-Origin-Embedder-Policy (images and fonts of the web app would need CORP opt-ins) and
 * without a Content-Security-Policy (docs/operations.md).
 */
const SECURITY_HEADERS: [string, string][] = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/**
 * Sets the security headers, and `Cache-Control: no-store` on API answers, *before* the handler
 * runs: the context merges them into whatever response the handler builds, and a handler that
 * sets its own Cache-Control (the catalogue, images) replaces the default. Setting them after the
 * handler instead (as secureHeaders() does) makes the Node adapter turn its lightweight response
 * into a full WHATWG Response on every request, ~8% of the server's time per generation
 * (docs/performance.md).
 */
export function responseHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    if (c.req.path.startsWith("/api/")) c.header("Cache-Control", "no-store");
    await next();
  };
}
