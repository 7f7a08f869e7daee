import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../test/helpers/chromium.js";
import { startServer } from "../../test/helpers/server-process.js";
import { signUpUsers } from "./procs.js";
import type { BenchRow } from "./types.js";

const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];

/** The audits behind a performance score, printed under the table. */
const DETAILS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "bootup-time",
  "unused-javascript",
] as const;

/** How many times each page is measured: Lighthouse's own advice for variable scores is the median of several runs. */
const RUNS = 3;

/** The run with the median performance score of RUNS runs of one page. */
async function medianRun(url: string, port: number, headers: Record<string, string>) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ["performance", "seo"],
      extraHeaders: headers,
      logLevel: "error",
    });
    if (result) runs.push(result.lhr);
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(runs.length / 2)];
}

/**
 * Lighthouse performance and SEO scores (default mobile profile, simulated throttling) of the
 * landing page a visitor sees and of a tool page, signed in, against the production build served
 * by `server/main.ts`, each the median of RUNS runs. Each row's note names the figures behind the score and any failing audit.
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
    for (const [name, path, headers] of [
      ["landing page", "/#/", {}],
      ["tool page (kids/alphabet)", "/#/kids/alphabet", { Cookie: cookie as string }],
    ] as const) {
      const lhr = await medianRun(`${server.url}${path}`, chrome.port, headers);
      const figures = DETAILS.map((id) => `${id} ${lhr?.audits[id]?.displayValue ?? "-"}`).join(", ");
      const failing = Object.values(lhr?.audits ?? {})
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id);
      const note = `${figures}; below 0.9: ${failing.join(", ") || "none"}`;
      for (const [category, target] of [
        ["performance", 95],
        ["seo", 100],
      ] as const) {
        const score = Math.round((lhr?.categories[category]?.score ?? 0) * 100);
        rows.push({
          suite: "web",
          name: `Lighthouse ${category === "seo" ? "SEO" : category}, ${name}`,
          value: score,
          unit: "/100",
          target: `>= ${target}`,
          pass: score >= target,
          ...(category === "performance" ? { note } : {}),
        });
      }
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
