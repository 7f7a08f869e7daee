import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../../scripts/build-server.js";
import { freePort } from "../helpers/server-process.js";

/**
 * The server as `npm start` runs it: bundled (scripts/build-server.ts, some packages bundled in,
 * the rest from node_modules) under plain node. Built beside dist/server at the same depth, so
 * the catalogue is found where the real bundle finds it.
 */
const outdir = `dist/bundle-check-${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), "inkling-bundle-"));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the bundled server", () => {
  it("starts, takes a generation and draws it in its drawing thread", async () => {
    await buildServer(outdir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = "";
    child = spawn(process.execPath, [join(outdir, "main.js")], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    for (let healthy = false; !healthy; await new Promise((r) => setTimeout(r, 100))) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      healthy = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(output).toContain("Administrator created");

    const signup = await fetch(`${url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ displayName: "Ann", email: "ann@example.com", password: "secret123", plan: "one-time" }),
    });
    expect(signup.status).toBe(201);
    const cookie = (signup.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const headers = { cookie, origin: url, "content-type": "application/json" };
    const created = await fetch(`${url}/api/generations`, {
      method: "POST",
      headers,
      body: JSON.stringify({ tool: "kids/alphabet", values: { subject: "Apple" } }),
    });
    expect(created.status).toBe(202);
    const { generation } = (await created.json()) as { generation: { id: string } };
    let status = "queued";
    for (let i = 0; i < 600 && (status === "queued" || status === "running"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${url}/api/generations/${generation.id}`, { headers });
      status = ((await res.json()) as { generation: { status: string } }).generation.status;
    }
    expect(status).toBe("succeeded");
  }, 120_000);
});
