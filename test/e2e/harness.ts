import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../helpers/chromium.js";

export const ADMIN = { email: "admin@inkling.test", password: "admin-password" };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** The real server (`server/main.ts`) on a fresh data folder and a free port. */
export async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "inkling-e2e-"));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Screenshots of each step land in test-results/e2e/<test>/ so a failure can be seen. */
export function shooter(page: Page, name: string) {
  const dir = join("test-results", "e2e", name);
  mkdirSync(dir, { recursive: true });
  let step = 0;
  return async (label: string) => {
    step++;
    await page.screenshot({ path: join(dir, `${String(step).padStart(2, "0")}-${label}.png`), fullPage: false });
  };
}

/** Sign up through the real form. */
export async function signUpInBrowser(
  page: Page,
  base: string,
  who: { name: string; email: string; password: string },
  plan = "one-time",
) {
  await page.goto(`${base}/#/signup/${plan}`);
  await page.getByLabel(/display name/i).fill(who.name);
  await page.getByLabel(/email/i).fill(who.email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(who.password);
  await page.getByRole("button", { name: /sign up|create account/i }).click();
}
