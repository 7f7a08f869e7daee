import { readFileSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./http/env.js";

/**
 * The built web app: hashed assets cached for a year (immutable), index.html always
 * revalidated, text compressed.
 */
export function mountWeb(app: Hono<AppEnv>, root: string) {
  const index = readFileSync(`${root}/index.html`, "utf8");
  app.use("/assets/*", compress());
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      // index.html names the current hashed assets, so it must never be served stale.
      onFound: (path, c) => c.header("Cache-Control", path.endsWith(".html") ? "no-cache" : "public, max-age=3600"),
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(index);
  });
}
