import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/auth/password.js";
import { loadConfig } from "../../server/config.js";
import { openConfiguredDatabase } from "../../server/db/database.js";
import { freePort } from "../helpers/server-process.js";

// Issue 45, item 11: what `npm start` and `npm run admin:create` print, run as an operator runs them.
const run = promisify(execFile);
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "inkling-start-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A script under tsx with `env`: its exit code, stdout and stderr. */
async function script(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

async function holdPort(): Promise<{ port: number; server: Server }> {
  const port = await freePort();
  const server = createServer();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  return { port, server };
}

describe("start on a port that is taken", () => {
  it("the server says so in one line before anything else: no database, no one-time password, no stack", async () => {
    const { port, server } = await holdPort();
    try {
      const dir = dataDir();
      const out = await script(["server/main.ts"], {
        PORT: String(port),
        DATA_DIR: dir,
        ADMIN_EMAIL: "boss@example.com",
      });
      expect(out.code).toBe(1);
      expect(out.stderr.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use (is Inkling already running?). Stop that program, or start on another port: PORT=${port + 1} npm start`,
      );
      expect(out.stdout).not.toMatch(/Password/);
      expect(existsSync(join(dir, "inkling.db"))).toBe(false);
    } finally {
      server.close();
    }
  });
});

describe("npm run admin:create sets or resets the administrator's password", () => {
  it("creates it with a password shown once, then resets it on request or from ADMIN_PASSWORD", async () => {
    const env = { DATA_DIR: dataDir(), ADMIN_EMAIL: "boss@example.com" };
    const passwordOf = async (password: string) => {
      const db = openConfiguredDatabase(loadConfig(env));
      try {
        const row = await db
          .selectFrom("users")
          .select("password_hash")
          .where("email", "=", env.ADMIN_EMAIL)
          .executeTakeFirstOrThrow();
        return verifyPassword(row.password_hash, password);
      } finally {
        await db.destroy();
      }
    };
    const created = await script(["scripts/admin-create.ts"], env);
    const first = created.stdout.match(/Password \(shown once\): (\S+)/)?.[1] as string;
    expect(first).toBeTruthy();
    expect(await passwordOf(first)).toBe(true);

    const again = await script(["scripts/admin-create.ts"], env);
    expect(again.stdout.trim()).toBe(
      "The administrator boss@example.com already exists. To set its password: ADMIN_PASSWORD='…' npm run admin:create; for a new generated one: npm run admin:create -- --reset",
    );
    expect(await passwordOf(first)).toBe(true);

    const reset = await script(["scripts/admin-create.ts", "--reset"], env);
    const second = reset.stdout.match(/New password for boss@example\.com \(shown once\): (\S+)/)?.[1] as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await passwordOf(second)).toBe(true);
    expect(await passwordOf(first)).toBe(false);

    const chosen = await script(["scripts/admin-create.ts"], { ...env, ADMIN_PASSWORD: "chosen-secret" });
    expect(chosen.stdout).toContain("Password of boss@example.com set from ADMIN_PASSWORD.");
    expect(await passwordOf("chosen-secret")).toBe(true);
  });
});
