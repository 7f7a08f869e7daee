import { createHash } from "node:crypto";
import { Hono } from "hono";
import { type Catalog, publicCatalog } from "../../engine/catalog.js";
import type { AppEnv } from "../http/env.js";

const cache = new WeakMap<Catalog, { body: string; etag: string }>();

/** The public catalogue, serialised once per catalogue version and served with an ETag. */
export const catalogRoutes = new Hono<AppEnv>().get("/", (c) => {
  const catalog = c.var.deps.catalog();
  let entry = cache.get(catalog);
  if (!entry) {
    const body = JSON.stringify(publicCatalog(catalog));
    entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    cache.set(catalog, entry);
  }
  c.header("ETag", entry.etag);
  c.header("Cache-Control", "no-cache");
  // Compression turns the ETag weak (W/"…"); either form names the same catalogue.
  const asked = (c.req.header("if-none-match") ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (asked.includes(entry.etag)) return c.body(null, 304);
  return c.body(entry.body, 200, { "Content-Type": "application/json; charset=utf-8" });
});
