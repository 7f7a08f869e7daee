import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
// govern: an injected <script> tag would be refused by it, as any inline script is.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's serious and critical findings on the page as it is now, once its finite animations
 * have ended: a toast fading in is part-transparent, which axe reads as text of too little
 * contrast. Endless ones (a spinner) are not waited for.
 */
export async function axeFindings(page: Page): Promise<Violation[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: unknown }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"], iframes: false })).violations;
  });
  return (violations as Violation[]).filter((v) => v.impact === "serious" || v.impact === "critical");
}
