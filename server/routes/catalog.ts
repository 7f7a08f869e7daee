import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { Hono, type TypedResponse } from "hono";
import { accepts } from "hono/accepts";
import { type Catalog, type PublicCatalog, publicCatalog } from "../../engine/catalog.js";
import type { AppEnv } from "../http/env.js";

interface Entry {
  body: string;
  gzip: Uint8Array<ArrayBuffer>;
  /** One tag per representation (RFC 9110 §8.8.3): plain and gzip bytes differ. */
  etag: string;
  gzipEtag: string;
}

const cache = new WeakMap<Catalog, Entry>();

function entryFor(catalog: Catalog): Entry {
  let entry = cache.get(catalog);
  if (!entry) {
    const body = JSON.stringify(publicCatalog(catalog));
    const hash = createHash("sha1").update(body).digest("base64url");
    entry = { body, gzip: new Uint8Array(gzipSync(body, { level: 9 })), etag: `"${hash}"`, gzipEtag: `"${hash}-gzip"` };
    cache.set(catalog, entry);
  }
  return entry;
}

/** Bytes already serialised from `publicCatalog()`: the typed client reads them as that JSON. */
const asCatalog = (res: Response) => res as Response & TypedResponse<PublicCatalog, 200, "json">;

/**
 * The public catalogue, serialised and gzipped once per catalogue version (not per request: it
 * is on every first screen, ~70 KB of JSON, 15 KB gzipped) and revalidated by ETag.
 */
export const catalogRoutes = new Hono<AppEnv>().get("/", (c) => {
  const entry = entryFor(c.var.deps.catalog());
  // Weighted (RFC 9110 §12.5.3): "gzip;q=0" refuses gzip, a higher q for identity prefers plain.
  const gzip =
    accepts(c, { header: "Accept-Encoding", supports: ["gzip", "identity"], default: "identity" }) === "gzip";
  c.header("ETag", gzip ? entry.gzipEtag : entry.etag);
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Accept-Encoding");
  // Either tag names the same catalogue version; a weak form (W/"…") from a proxy counts too.
  const asked = (c.req.header("if-none-match") ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (asked.includes(entry.etag) || asked.includes(entry.gzipEtag)) return c.body(null, 304);
  if (!gzip) return asCatalog(c.body(entry.body, 200, { "Content-Type": "application/json; charset=utf-8" }));
  return asCatalog(
    c.body(entry.gzip, 200, { "Content-Type": "application/json; charset=utf-8", "Content-Encoding": "gzip" }),
  );
});
