import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.js";

/**
 * The Content-Security-Policy: everything from our own origin only, no inline script but the
 * web app's own (each allowed by its SHA-256, so an injected one never runs), no plugins, no
 * framing by other sites. Inline styles stay allowed: a style cannot run code. Images may also be `data:` and `blob:` URLs (a photo's preview, the
 * print view); the one outside frame is the tutorial videos' privacy-enhanced YouTube player.
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)].join(" ")}`,
    // Toasts (react-hot-toast) write their styles into a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The base64 SHA-256 of each inline `<script>` of an HTML page, for contentSecurityPolicy(). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs ?? "")) continue;
    hashes.push(
      createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64"),
    );
  }
  return hashes;
}

/**
 * The security headers every answer carries: those of Hono's secureHeaders() defaults, without
 * Cross-Origin-Embedder-Policy (images and fonts of the web app would need CORP opt-ins), and the
 * Content-Security-Policy above (the web app's page adds its inline scripts' hashes: static.ts).
 */
const SECURITY_HEADERS: [string, string][] = [
  ["Content-Security-Policy", contentSecurityPolicy()],
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
