import { readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./http/env.js";
import { contentSecurityPolicy, inlineScriptHashes } from "./http/headers.js";
import { oneOrigin } from "./http/one-origin.js";

/** Sets Cache-Control on whatever a static handler answered (its onFound runs too late for headers). */
const cacheFor =
  (value: (res: Response) => string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 304) c.header("Cache-Control", value(c.res));
  };

/** Crawlers may read every page; the app's HTML at this path would be a robots file of nonsense. */
const ROBOTS = "User-agent: *\nAllow: /\n";

const isHtml = (res: Response) => (res.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * The built web app: hashed assets cached for a year (immutable) and compressed; index.html —
 * which names the current hashed assets — always revalidated, at any path of the hash-routed app.
 * An asset this build does not have is 404 and stored nowhere: during a rolling restart a page
 * from the new build may ask an old process for a file it has never had, and the same URL will
 * be that file once the new process answers (index.html there, cached for a year, would break
 * every page naming that script).
 */
export function mountWeb(app: Hono<AppEnv>, root: string, origin: { publicUrl: string; trustProxy: boolean }) {
  const index = readFileSync(`${root}/index.html`, "utf8");
  app.use("*", oneOrigin(origin.publicUrl, origin.trustProxy));
  // The page's own inline scripts (theme before first paint, route preloads) run; no other does.
  const pagePolicy = contentSecurityPolicy(inlineScriptHashes(index));
  app.use("*", async (c, next) => {
    c.header("Content-Security-Policy", pagePolicy);
    await next();
  });
  app.use(
    "/assets/*",
    cacheFor(() => "public, max-age=31536000, immutable"),
  );
  app.use("/assets/*", compress());
  app.use("/assets/*", serveStatic({ root }));
  app.get("/assets/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }));
  app.get("/robots.txt", (c) => c.text(ROBOTS, 200, { "Cache-Control": "public, max-age=3600" }));
  app.use(
    "*",
    cacheFor((res) => (isHtml(res) ? "no-cache" : "public, max-age=3600")),
  );
  // The page itself goes compressed too (a third of its bytes); compress() leaves small answers alone.
  app.use("*", compress());
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => c.html(index));
}
