import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountWeb } from "../../server/static.js";
import { createTestApp, type TestApp } from "../helpers/app.js";

let t: TestApp;
let dir: string;
const page = `<!doctype html><title>Inkling</title><script>${"/* the route map */".repeat(200)}</script>`;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "inkling-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), page);
  t = await createTestApp();
  mountWeb(t.app, dir, { publicUrl: t.deps.config.PUBLIC_URL, trustProxy: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("what crawlers read", () => {
  it("answers /robots.txt with plain-text rules, not the app's page", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).not.toContain("<title>");
    expect(body.split("\n")).toEqual(["User-agent: *", "Allow: /", ""]);
  });

  it("sends the page compressed to a browser that accepts it", async () => {
    const res = await t.app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });
});
