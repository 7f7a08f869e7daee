import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../helpers/chromium.js";
import { startServer as startProcess } from "../helpers/server-process.js";

export const ADMIN = { email: "admin@inkling.test", password: "admin-password" };

/** The real server on a fresh data folder, with the test administrator. */
export const startServer = (env: Record<string, string> = {}) =>
  // Browser journeys sign up many users from one address.
  startProcess({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    THROTTLE_SIGNUP_CLIENT: "10000/3600",
    ...env,
  });

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
  await fillSignUp(page, who);
  await page.getByRole("button", { name: /sign up|create account/i }).click();
}

/** Fills the sign-up form on the page as it is (its URL may carry where to go back to). */
export async function fillSignUp(page: Page, who: { name: string; email: string; password: string }) {
  await page.getByLabel(/display name/i).fill(who.name);
  await page.getByLabel(/email/i).fill(who.email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(who.password);
}
