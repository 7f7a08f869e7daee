import { Agent, request } from "node:http";
import type { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startServer } from "../helpers/server-process.js";

/**
 * SIGTERM on a real server process (server/main.ts), as a rolling restart sends it: requests it
 * has already received are answered, new connections are refused (the load balancer sends them
 * elsewhere), and event streams end telling the browser to reconnect soon.
 */
let stopping: Promise<unknown> | undefined;
afterEach(async () => {
  await stopping;
  stopping = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the process refuses new connections (it has taken the SIGTERM). */
async function refusing(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/api/health`);
    } catch {
      return true;
    }
    await sleep(50);
  }
  return false;
}

describe("stopping a server process", () => {
  it("answers a request whose body is still arriving when SIGTERM comes", async () => {
    const s = await startServer({ INKLING_WATCH_CATALOG: "0" });
    const body = JSON.stringify({
      displayName: "Ann",
      email: "ann@example.com",
      password: "secret123",
      plan: "one-time",
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${s.url}/api/auth/signup`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: s.url },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 20));
      // The server has the request; now it is told to stop, and the rest of the body follows.
      setTimeout(async () => {
        stopping = s.stop();
        expect(await refusing(s.url)).toBe(true);
        req.end(body.slice(20));
      }, 300);
    });
    const res = await answer;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.text).user.email).toBe("ann@example.com");
  }, 60_000);

  it("ends an open event stream with a short reconnect delay", async () => {
    const s = await startServer({ INKLING_WATCH_CATALOG: "0" });
    const signup = await fetch(`${s.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.url },
      body: JSON.stringify({ displayName: "Bo", email: "bo@example.com", password: "secret123", plan: "one-time" }),
    });
    expect(signup.status).toBe(201);
    const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const events = await fetch(`${s.url}/api/events`, { headers: { cookie } });
    expect(events.status).toBe(200);
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toContain("event: credits");
    stopping = s.stop();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text).toContain("retry: 1000");
    await stopping;
  }, 60_000);
});

/** One GET on `agent`'s connection: its status, its Keep-Alive header and the socket it used. */
function get(url: string, agent: Agent) {
  return new Promise<{ status: number; keepAlive: string; socket: Socket }>((resolve, reject) => {
    const req = request(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          keepAlive: String(res.headers["keep-alive"]),
          socket: req.socket as Socket,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("keep-alive connections", () => {
  it("stay open longer than a proxy's 60 s idle timeout, and close at once on SIGTERM", async () => {
    const s = await startServer({ INKLING_WATCH_CATALOG: "0" });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(s.url, agent);
      expect(first.status).toBe(200);
      // Longer than the proxy's own idle wait (nginx and most load balancers: 60 s).
      expect(first.keepAlive).toBe("timeout=65");
      // Node's default would have closed the idle connection after 5 s; it is reused instead.
      await sleep(5_500);
      const again = await get(s.url, agent);
      expect(again.status).toBe(200);
      expect(again.socket).toBe(first.socket);
      // An idle connection does not hold the stop for its minute: the process exits at once.
      const closed = new Promise((r) => again.socket.once("close", r));
      const started = Date.now();
      await s.stop();
      expect(Date.now() - started).toBeLessThan(4_000);
      await closed;
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it("follows KEEP_ALIVE_TIMEOUT_MS", async () => {
    const s = await startServer({ INKLING_WATCH_CATALOG: "0", KEEP_ALIVE_TIMEOUT_MS: "120000" });
    const agent = new Agent({ keepAlive: true });
    try {
      expect((await get(s.url, agent)).keepAlive).toBe("timeout=120");
    } finally {
      agent.destroy();
      stopping = s.stop();
    }
  }, 60_000);
});
