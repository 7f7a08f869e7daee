import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { demoDelivery, demoEnv, postDemoWebhook } from "../../helpers/payments.js";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: demoEnv });
});
afterEach(async () => {
  await t.close();
});

const MB = 1024 * 1024;

/** A body that streams `total` bytes in 64 KiB chunks with no Content-Length, counting what was pulled. */
function countingStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("request bodies over the limit answer 413 too-large before they are read", () => {
  it("refuses a 50 MB webhook body from its Content-Length, before the signature is checked", async () => {
    const { stream, counter } = countingStream(50 * MB);
    const res = await t.app.request("/api/payments/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(50 * MB) },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("too-large");
    expect(counter.pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it("stops a chunked body without Content-Length as soon as the count passes 1 MB", async () => {
    const { stream, counter } = countingStream(50 * MB);
    const res = await t.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: "too-large", message: "The request is too large (at most 1 MB)" });
    expect(counter.pulled).toBeLessThan(MB + 256 * 1024);
  });

  it("lets a body just under 1 MB through to the route", async () => {
    const password = "x".repeat(MB - 200);
    const res = await t.client().post("/api/auth/login", { email: ADMIN.email, password });
    expect(res.status).toBe(401);
  });

  it("gives POST /api/uploads its own 15 MB limit and message", async () => {
    const declared = (n: number) =>
      t.app.request("/api/uploads", {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x", "content-length": String(n) },
        body: "--x--",
      });
    const big = await declared(16 * MB);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { message: string } }).error.message).toBe("Photos can be at most 15 MB");
    // 2 MB is within the upload limit: the request reaches routing (no upload route yet: 404).
    expect((await declared(2 * MB)).status).not.toBe(413);
    // The same 2 MB to any other route is refused.
    const other = await t.app.request("/api/admin/settings", {
      method: "PUT",
      headers: { origin: ORIGIN, "content-type": "application/json", "content-length": String(2 * MB) },
      body: "{}",
    });
    expect(other.status).toBe(413);
  });

  it("over a real socket, answers 413 while the client is still sending a 50 MB body", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    try {
      const sent = { bytes: 0 };
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/payments/webhook",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": String(50 * MB) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
            req.destroy();
          },
        );
        req.on("error", (e) => (sent.bytes > 0 ? undefined : reject(e)));
        req.write(Buffer.alloc(64 * 1024, 0x20));
        sent.bytes += 64 * 1024;
      });
      expect(status).toBe(413);
      expect(sent.bytes).toBeLessThan(50 * MB);
    } finally {
      server.close();
    }
  });
});

describe("JSON bodies over a real socket (read straight from Node's request)", () => {
  it("reads a body of known length, arriving in pieces; bad JSON is a 400; a client that hangs up harms nothing", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    const post = (body: string, pieces: number, hangUp = false) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/auth/signup",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: ORIGIN },
          },
          (res) => {
            let text = "";
            res.on("data", (d) => (text += d));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on("error", (e) => (hangUp ? resolve({ status: 0, text: "" }) : reject(e)));
        const size = Math.ceil(body.length / pieces);
        let i = 0;
        const next = () => {
          if (hangUp && i >= size) {
            req.destroy();
            return resolve({ status: 0, text: "" });
          }
          if (i >= body.length) return req.end();
          req.write(body.slice(i, i + size));
          i += size;
          setTimeout(next, 20);
        };
        next();
      });
    try {
      const body = JSON.stringify({
        displayName: "Ann",
        email: "ann@example.com",
        password: "secret123",
        plan: "one-time",
      });
      const ok = await post(body, 4);
      expect(ok.status).toBe(201);
      expect(JSON.parse(ok.text).user.email).toBe("ann@example.com");
      const bad = await post('{"displayName": "Bo", ', 2);
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.text).error.code).toBe("invalid-input");
      const cut = JSON.stringify({
        displayName: "Cy",
        email: "cy@example.com",
        password: "secret123",
        plan: "one-time",
      });
      await post(cut, 3, true);
      // The server goes on answering, and the half-sent sign-up made no account.
      expect(
        (
          await post(
            JSON.stringify({ displayName: "Di", email: "di@example.com", password: "secret123", plan: "one-time" }),
            1,
          )
        ).status,
      ).toBe(201);
      const emails = (await t.db.selectFrom("users").select("email").execute()).map((r) => r.email);
      expect(emails).toContain("di@example.com");
      expect(emails).not.toContain("cy@example.com");
    } finally {
      server.close();
    }
  });
});

describe("cross-site requests and non-JSON bodies", () => {
  const login = (headers: Record<string, string>, body = JSON.stringify(ADMIN)) =>
    t.app.request("/api/auth/login", { method: "POST", headers, body });

  it("refuses login CSRF: a foreign Origin with a text/plain body, no cookie", async () => {
    const res = await login({ origin: "https://evil.example", "content-type": "text/plain" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden-origin");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a foreign Origin without a cookie even with a JSON body, and an opaque null Origin", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost:9999"]) {
      const res = await login({ origin, "content-type": "application/json" });
      expect(res.status, origin).toBe(403);
    }
    const signup = await t.app.request("/api/auth/signup", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ displayName: "x", email: "x@example.com", password: "secret123", plan: "one-time" }),
    });
    expect(signup.status).toBe(403);
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "x@example.com").execute()).toEqual([]);
  });

  it("compares whole origins: one that merely starts or ends like ours is foreign", async () => {
    // ORIGIN is http://localhost:8787; each of these shares a prefix with it or it with them.
    const lookalikes = [
      `${ORIGIN}.evil.example`,
      `${ORIGIN}0`,
      "http://localhost",
      "http://localhost:878",
      "https://localhost:8787",
    ];
    for (const origin of lookalikes) {
      const res = await login({ origin, "content-type": "application/json" });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("set-cookie"), origin).toBeNull();
    }
    const { client, user } = await t.signup();
    for (const origin of lookalikes) {
      const res = await client.patch("/api/account", { displayName: "Mallory" }, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.json.error.code).toBe("forbidden-origin");
    }
    const row = await t.db
      .selectFrom("users")
      .select("display_name")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe(user.displayName);
    expect((await client.patch("/api/account", { displayName: "Alice" })).status).toBe(200);
  });

  it("refuses a cross-site fetch metadata header even without Origin", async () => {
    const res = await login({ "sec-fetch-site": "cross-site", "content-type": "application/json" });
    expect(res.status).toBe(403);
  });

  it("refuses a JSON route a body that is not application/json (415), from our own origin too", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await login({ origin: ORIGIN, "content-type": type });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unsupported-media-type");
    }
    expect((await login({ origin: ORIGIN, "content-type": "application/json; charset=utf-8" })).status).toBe(200);
  });

  it("still lets a server without Origin or cookie in: sign-in from a script, the payment webhook", async () => {
    expect((await login({ "content-type": "application/json" })).status).toBe(200);
    const { user } = await t.signup();
    const { client } = await t.signup();
    expect(user.id).toBeTruthy();
    const { sessionId } = (await client.post("/api/payments/checkout", { packageId: "credits-150" })).json;
    const delivery = demoDelivery({ id: "evt_ok", type: "paid", sessionId });
    expect((await postDemoWebhook(t, delivery)).status).toBe(200);
  });

  it("refuses a request with a session cookie but no Origin", async () => {
    const { client } = await t.signup();
    const res = await t.app.request("/api/account", {
      method: "PATCH",
      headers: { cookie: client.cookie, "content-type": "application/json" },
      body: JSON.stringify({ displayName: "Mallory" }),
    });
    expect(res.status).toBe(403);
  });
});
