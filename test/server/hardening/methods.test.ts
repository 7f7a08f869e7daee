import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";

// docs/api.md, "Conventions": a path the API serves, asked with a method it does not take, is
// 405 `method-not-allowed` with `Allow`, whoever asks; a path it does not serve stays 404.
let t: TestApp;
let userCookie: string;
let adminCookie: string;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  userCookie = (await t.signup()).client.cookie;
  adminCookie = (await t.admin()).cookie;
  // Over a real socket: fetch's Request refuses to even build a TRACE.
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

function ask(method: string, path: string, cookie = "") {
  return new Promise<{ status: number; allow: string | null; json: any }>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: (res.headers.allow as string | undefined) ?? null,
            json: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.once("error", reject);
    req.end();
  });
}

describe("a method a route does not take is 405 with Allow", () => {
  it.each([
    ["a public GET-only route", "TRACE", "/api/plans", "", "GET, HEAD"],
    ["a public GET-only route, PATCH", "PATCH", "/api/catalog", "", "GET, HEAD"],
    ["a public route with a parameter pattern", "DELETE", "/api/samples/cat.png", "", "GET, HEAD"],
    ["a signed-in route, anonymous", "PUT", "/api/credits", "", "GET, HEAD"],
    ["a signed-in route, signed in", "PUT", "/api/credits", "user", "GET, HEAD"],
    ["a signed-in route with an id", "POST", "/api/generations/some-id", "user", "GET, HEAD, DELETE"],
    ["an admin route, a user (not 403)", "PATCH", "/api/admin/settings", "user", "GET, HEAD, PUT"],
    ["an admin route, anonymous (not 401)", "TRACE", "/api/admin/settings", "", "GET, HEAD, PUT"],
    ["an admin route, the administrator", "DELETE", "/api/admin/settings", "admin", "GET, HEAD, PUT"],
    ["an admin route with an id", "GET", "/api/admin/users/some-id", "admin", "PATCH, DELETE"],
  ])("%s: %s %s", async (_, method, path, who, allow) => {
    const cookie = who === "user" ? userCookie : who === "admin" ? adminCookie : "";
    const res = await ask(method, path, cookie);
    expect(res.status).toBe(405);
    expect(res.allow).toBe(allow);
    expect(res.json).toEqual({
      error: {
        code: "method-not-allowed",
        message: `This address does not take ${method} requests; it takes ${allow}`,
      },
    });
  });

  it("answers HEAD where GET is served, and 404 where no route serves the path", async () => {
    expect((await ask("HEAD", "/api/plans")).status).toBe(200);
    const unknown = await ask("TRACE", "/api/no-such-thing");
    expect(unknown.status).toBe(404);
    expect(unknown.allow).toBeNull();
    expect(unknown.json.error.code).toBe("not-found");
  });
});
