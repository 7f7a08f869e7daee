import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server-process.js";

// Issue 45, item 11: `npm start` (scripts/start.mjs) says a taken port in one line before it
// builds anything, creates the administrator or prints a password.
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "inkling-start-port-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm start on a port that is taken", () => {
  it("says so in one line and stops, before building or creating anything", async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(port, "127.0.0.1", () => r()));
    try {
      const out = await run(process.execPath, ["scripts/start.mjs"], {
        env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn" },
        timeout: 60_000,
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
      expect(out.code).toBe(1);
      expect(out.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use (is Inkling already running?). Stop that program, or start on another port: PORT=${port + 1} npm start`,
      );
      expect(out.stdout).not.toMatch(/Building|Password/);
    } finally {
      holder.close();
    }
  });
});
