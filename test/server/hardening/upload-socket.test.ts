import { existsSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../helpers/server-process.js";

let server: Awaited<ReturnType<typeof startServer>>;
let cookie = "";
beforeAll(async () => {
  server = await startServer({ THROTTLE_UPLOAD: "1000/600" });
  const res = await fetch(`${server.url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ displayName: "Sam", email: "sam@example.com", password: "secret123", plan: "one-time" }),
  });
  expect(res.status).toBe(201);
  cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const BOUNDARY = "XyZ";
const truncatedPart = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\nAAAA`,
);

/** Writes a raw request over a socket; resolves with what came back before the socket closed. */
function raw(head: string, body: Buffer, hangUp = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(server.port, "127.0.0.1", () => {
      socket.write(head);
      socket.write(body);
      if (hangUp) setTimeout(() => socket.destroy(), 100);
    });
    let answer = "";
    socket.on("data", (d) => (answer += d));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

const head = (length: number) =>
  `POST /api/uploads HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: ${server.url}\r\nCookie: ${cookie}\r\n` +
  `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

async function healthy() {
  const res = await fetch(`${server.url}/api/health`);
  return res.status;
}

describe("an upload body that ends early over a real socket", () => {
  it("answers a file part without its closing boundary 400 invalid-image, and the server lives on", async () => {
    const answer = await raw(head(truncatedPart.length), truncatedPart);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
    expect(body).toEqual({ error: { code: "invalid-image", message: "Please upload a JPG, PNG or WebP image" } });
    expect(await healthy()).toBe(200);
  });

  it("survives a body that promises more than it sends and then hangs up", async () => {
    await raw(head(truncatedPart.length + 100_000), truncatedPart, true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await healthy()).toBe(200);
    expect(server.output()).not.toMatch(/Part terminated early|Unhandled|uncaught/i);
    // Neither cut-off photo is left behind where photos wait for the decoder.
    const incoming = join(server.dataDir, "incoming");
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });
});
