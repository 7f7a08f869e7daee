import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  mountWeb(t.app, dir);
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

describe("the catalogue answer", () => {
  it("is compressed for clients that accept it, and revalidates by ETag", async () => {
    const res = await t.app.request("/api/catalog", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const etag = res.headers.get("etag") as string;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await t.app.request("/api/catalog", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});
