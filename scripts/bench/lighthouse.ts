import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../test/helpers/chromium.js";
import { startServer } from "../../test/helpers/server-process.js";
import { signUpUsers } from "./procs.js";
import type { BenchRow } from "./types.js";

const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];

/**
 * Lighthouse performance score (default mobile profile, simulated throttling) of the home page
 * and a tool page, signed in, against the production build served by `server/main.ts`.
 */
export async function benchLighthouse(): Promise<BenchRow[]> {
  const server = await startServer({ ADMIN_PASSWORD: "bench-admin-password", LOG_LEVEL: "error" });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const [cookie] = await signUpUsers(server.url, 1);
    const rows: BenchRow[] = [];
    for (const [name, path] of [
      ["home page", "/#/"],
      ["tool page (kids/alphabet)", "/#/kids/alphabet"],
    ] as const) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        extraHeaders: { Cookie: cookie as string },
        logLevel: "error",
      });
      const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
      rows.push({
        suite: "web",
        name: `Lighthouse performance, ${name}`,
        value: score,
        unit: "/100",
        target: ">= 95",
        pass: score >= 95,
      });
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
