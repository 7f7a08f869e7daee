import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountWeb } from "../../../server/static.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/** A server whose public address is https (behind a TLS proxy), reached over a real socket. */
const PUBLIC = "https://inkling.example";
const THEME = "document.documentElement.dataset.t = '1';";
let t: TestApp;
let dir: string;
let base = "";
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "inkling-web-"));
  writeFileSync(join(dir, "index.html"), `<!doctype html><title>Inkling</title><script>${THEME}</script>`);
  t = await createTestApp({ env: { PUBLIC_URL: PUBLIC } });
  // Pages are fetched at 127.0.0.1: as behind a proxy that names no visitor host, none is redirected.
  mountWeb(t.app, dir, { publicUrl: PUBLIC, trustProxy: true });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** POST /api/auth/login with the Host a browser sends to https://inkling.example (node:http keeps it). */
const login = (origin: string) =>
  new Promise<{ status: number; code?: string }>((resolve, reject) => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "whatever-pass" });
    const req = request(
      `${base}/api/auth/login`,
      { method: "POST", headers: { "content-type": "application/json", origin, host: "inkling.example" } },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, code: JSON.parse(text || "{}").error?.code }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

describe("Origin is compared by scheme, host and port", () => {
  it("refuses the public host over another scheme or port with 403 forbidden-origin", async () => {
    for (const origin of ["http://inkling.example", "https://inkling.example:8443", "https://evil.inkling.example"]) {
      const res = await login(origin);
      expect(res.status, origin).toBe(403);
      expect(res.code).toBe("forbidden-origin");
    }
  });

  it("lets the exact public origin through", async () => {
    const res = await login(PUBLIC);
    expect(res.status).toBe(404); // user-not-found: the request reached sign-in
  });
});

describe("Content-Security-Policy", () => {
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? "").split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name as string, values];
      }),
    );

  it("every page allows scripts from our origin and the page's own inline scripts only", async () => {
    for (const path of ["/", "/index.html", "/some/page"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get("content-security-policy"));
      const hash = createHash("sha256").update(THEME).digest("base64");
      expect(csp.get("script-src")).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    }
  });

  it("API answers carry a policy with no inline script at all", async () => {
    const res = await fetch(`${base}/api/health`);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });
});
