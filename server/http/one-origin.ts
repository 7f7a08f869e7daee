import type { MiddlewareHandler } from "hono";

/**
 * One address for the web app: a page asked for at any other host (`127.0.0.1` when PUBLIC_URL
 * says `localhost`, a bare IP, an old domain) is redirected to the same path at PUBLIC_URL, so
 * the session cookie, checkouts and links all live on one origin. Only GET and HEAD of pages are
 * redirected: API calls from scripts keep working at any address. Behind a proxy (TRUST_PROXY)
 * the host the visitor used is X-Forwarded-Host; without it nothing is redirected, since the
 * Host header then names the proxy's upstream, not the visitor's address.
 */
export function oneOrigin(publicUrl: string, trustProxy: boolean): MiddlewareHandler {
  const own = new URL(publicUrl);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // The last entry is the one our proxy added, as for X-Forwarded-For (clientIp): a proxy
    // that appends keeps whatever the client sent in front of it.
    const host = trustProxy ? c.req.header("x-forwarded-host")?.split(",").pop()?.trim() : c.req.header("host");
    if (!host || host.toLowerCase() === own.host.toLowerCase()) return next();
    const url = new URL(c.req.url);
    // Never stored: the answer depends on a header a shared cache does not key on, so a stored
    // redirect would be replayed to visitors already at PUBLIC_URL, sending them round in a loop.
    c.header("Cache-Control", "no-store");
    return c.redirect(`${own.origin}${url.pathname}${url.search}`, 308);
  };
}
