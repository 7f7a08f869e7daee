import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneOrigin } from "../../server/http/one-origin.js";
import { mountWeb } from "../../server/static.js";
import { createTestApp, type TestApp } from "../helpers/app.js";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "inkling-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    "<!doctype html><title>Inkling</title><script src=/assets/app-1a2b.js></script>",
  );
  writeFileSync(join(dir, "assets", "app-1a2b.js"), `console.log(${JSON.stringify("x".repeat(5000))});`);
  t = await createTestApp();
  mountWeb(t.app, dir, { publicUrl: t.deps.config.PUBLIC_URL, trustProxy: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("serving the built web app", () => {
  it("caches hashed assets for a year, immutable, compressed", async () => {
    const res = await t.app.request("/assets/app-1a2b.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers an asset this build does not have 404, stored nowhere, never the page", async () => {
    // A rolling restart: the new build's page asks an old process for its new script.
    for (const method of ["GET", "HEAD"]) {
      const res = await t.app.request("/assets/app-9z8y.js", { method, headers: { "accept-encoding": "gzip" } });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("cache-control"), method).toBe("no-store");
      expect(res.headers.get("content-type") ?? "", method).not.toMatch(/html/);
      if (method === "GET") expect(await res.text()).not.toContain("<title>Inkling</title>");
    }
    const nested = await t.app.request("/assets/fonts/nope.woff2");
    expect(nested.status).toBe(404);
    expect(nested.headers.get("cache-control")).toBe("no-store");
  });

  it("always revalidates index.html, at / and at any other path", async () => {
    for (const path of ["/", "/index.html", "/anything/else"]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain("<title>Inkling</title>");
    }
  });

  it("leaves the API's own answers alone", async () => {
    const res = await t.app.request("/api/nope");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not-found");
  });
});

describe("one origin for the web app", () => {
  it("redirects a page asked for at another host to the same path at PUBLIC_URL", async () => {
    const own = new URL(t.deps.config.PUBLIC_URL);
    for (const host of ["127.0.0.1:8787", "localhost:9999", "old.example"]) {
      const res = await t.app.request("/index.html?from=mail", { headers: { host } });
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe(`${own.origin}/index.html?from=mail`);
    }
    const home = await t.app.request("/", { headers: { host: own.host } });
    expect(home.status).toBe(200);
  });

  it("leaves API calls at any address alone", async () => {
    const res = await t.app.request("/api/catalog", { headers: { host: "127.0.0.1:8787" } });
    expect(res.status).toBe(200);
  });

  it("behind a proxy, goes by X-Forwarded-Host and never redirects on the upstream Host alone", async () => {
    const app = new Hono();
    app.use("*", oneOrigin("https://inkling.example", true));
    app.get("*", (c) => c.text("page"));
    const upstream = await app.request("/", { headers: { host: "127.0.0.1:8787" } });
    expect(upstream.status).toBe(200);
    const same = await app.request("/", { headers: { host: "10.0.0.2", "x-forwarded-host": "inkling.example" } });
    expect(same.status).toBe(200);
    const other = await app.request("/a?b=1", { headers: { "x-forwarded-host": "www.inkling.example" } });
    expect(other.status).toBe(308);
    expect(other.headers.get("location")).toBe("https://inkling.example/a?b=1");
    const post = await app.request("/a", { method: "POST", headers: { "x-forwarded-host": "www.inkling.example" } });
    expect(post.status).not.toBe(308);
  });

  it("reads the X-Forwarded-Host entry its proxy added, and its redirect is never stored", async () => {
    const app = new Hono();
    app.use("*", oneOrigin("https://inkling.example", true));
    app.get("*", (c) => c.text("page"));
    // A proxy that appends: the client's own say comes first, the proxy's last.
    const visitor = await app.request("/a", { headers: { "x-forwarded-host": "evil.example, inkling.example" } });
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toBe("page");
    const other = await app.request("/a?b=1", {
      headers: { "x-forwarded-host": "inkling.example, www.inkling.example" },
    });
    expect(other.status).toBe(308);
    expect(other.headers.get("location")).toBe("https://inkling.example/a?b=1");
    expect(other.headers.get("cache-control")).toBe("no-store");
  });

  it("sends no-store on the redirect without a proxy too", async () => {
    const res = await t.app.request("/", { headers: { host: "127.0.0.1:8787" } });
    expect(res.status).toBe(308);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the catalogue answer", () => {
  it("is compressed for clients that accept it, and revalidates by ETag", async () => {
    const res = await t.app.request("/api/catalog", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const etag = res.headers.get("etag") as string;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await t.app.request("/api/catalog", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    // The gzip bytes decode to the very JSON a client without gzip gets, under its own tag.
    const plain = await t.app.request("/api/catalog");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).not.toBe(etag);
    const text = await plain.text();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
    expect(JSON.parse(text).tools.length).toBeGreaterThan(50);
    // Either tag revalidates: both name the same catalogue version.
    const plainAgain = await t.app.request("/api/catalog", { headers: { "if-none-match": `W/${etag}` } });
    expect(plainAgain.status).toBe(304);
  });

  it.each([
    ["gzip;q=0", null],
    ["gzip;q=0.5, identity", null],
    ["br, gzip;q=0.8", "gzip"],
    ["deflate, GZIP", "gzip"],
    ["", null],
  ])("weighs Accept-Encoding %j: content-encoding %s", async (header, encoding) => {
    const res = await t.app.request("/api/catalog", { headers: { "accept-encoding": header } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = encoding ? gunzipSync(bytes).toString() : bytes.toString();
    expect(JSON.parse(text).tools.length).toBeGreaterThan(50);
  });
});

describe("headers on every answer", () => {
  const security = {
    "cross-origin-resource-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "strict-transport-security": "max-age=15552000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
  const answers: [string, RequestInit, number, string][] = [
    ["/", {}, 200, "no-cache"],
    ["/assets/app-1a2b.js", {}, 200, "public, max-age=31536000, immutable"],
    ["/api/health", {}, 200, "no-store"],
    ["/api/auth/me", {}, 401, "no-store"],
    ["/api/no/such/route", {}, 404, "no-store"],
    [
      "/api/generations",
      { method: "POST", body: "{}", headers: { "content-type": "application/json" } },
      401,
      "no-store",
    ],
    ["/api/catalog", {}, 200, "no-cache"],
  ];

  it.each(answers)("%s: the security headers, and its own Cache-Control", async (path, init, status, cache) => {
    const res = await t.app.request(path, init);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(security)) expect(res.headers.get(name), name).toBe(value);
    expect(res.headers.get("cache-control")).toBe(cache);
  });

  it("a revalidated catalogue (304) keeps them too", async () => {
    const etag = (await t.app.request("/api/catalog")).headers.get("etag") as string;
    const res = await t.app.request("/api/catalog", { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });
});
