import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { ADMIN, launchBrowser, startServer } from "./harness";

/** Steps shared by the browser journeys: one server + one browser per file, users made through the API. */

export type Server = Awaited<ReturnType<typeof startServer>>;
export interface Who {
  name: string;
  email: string;
  password: string;
}

export interface World {
  server: Server;
  browser: Browser;
  contexts: BrowserContext[];
}

/** A fresh server and browser for one file; `close` stops both (call it in afterAll). */
export async function openWorld(env: Record<string, string> = {}): Promise<World & { close(): Promise<void> }> {
  const server = await startServer(env);
  const browser = await launchBrowser();
  const world: World = { server, browser, contexts: [] };
  return {
    ...world,
    async close() {
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}

let counter = 0;
/** A user nobody has used yet (unique per run). */
export function person(label: string): Who {
  counter++;
  return {
    name: `${label} ${counter}`,
    email: `${label.toLowerCase().replace(/\W/g, "")}-${counter}-${Date.now()}@inkling.test`,
    password: "secret-pass-1",
  };
}

/** The session cookie of a sign-up or sign-in made through the HTTP API. */
async function sessionCookie(base: string, path: string, body: unknown): Promise<string> {
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0];
  if (!cookie) throw new Error(`${path} set no cookie`);
  return cookie.split(";")[0] as string;
}

export const signUpApi = (base: string, who: Who, plan: "one-time" | "subscription" = "one-time") =>
  sessionCookie(base, "/auth/signup", { displayName: who.name, email: who.email, password: who.password, plan });

export const signInApi = (base: string, who: { email: string; password: string }) =>
  sessionCookie(base, "/auth/login", { email: who.email, password: who.password });

/** A browser page already signed in as `who` (the cookie comes from the API, not the form). */
export async function signedInPage(
  world: World,
  who: { email: string; password: string } = ADMIN,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const cookie = await signInApi(world.server.url, who);
  const [name, value] = cookie.split("=") as [string, string];
  const context = await world.browser.newContext({ acceptDownloads: true, ...options });
  world.contexts.push(context);
  await context.addCookies([{ name, value, url: world.server.url }]);
  return context.newPage();
}

export async function freshPage(world: World): Promise<Page> {
  const context = await world.browser.newContext({ acceptDownloads: true });
  world.contexts.push(context);
  return context.newPage();
}

/** Call the API with the page's own cookies (and the Origin header CSRF protection asks for). */
export async function apiAs<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const base = new URL(page.url()).origin;
  const res = await page.request.fetch(`${base}/api${path}`, {
    method,
    headers: { origin: base, "content-type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()} ${await res.text()}`);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

export async function adminApi<T = any>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const cookie = await signInApi(base, ADMIN);
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const balance = (page: Page): Locator => page.getByTestId("credit-balance");

/** Waits until the sidebar shows exactly this balance. */
export async function expectBalance(page: Page, credits: number) {
  await expect.poll(() => balance(page).textContent(), { timeout: 15_000 }).toBe(String(credits));
}

/** A toast (or any visible text) with exactly this message. */
export async function expectText(page: Page, text: string | RegExp, timeout = 15_000) {
  await page
    .getByText(text, { exact: typeof text === "string" })
    .first()
    .waitFor({ state: "visible", timeout });
}

/** Opens a hash route and waits for its heading (or another role) to be visible. */
export async function go(page: Page, base: string, route: string, heading?: string | RegExp) {
  // A hash change alone keeps the document (and its toasts): load the page afresh instead.
  if (page.url().startsWith(base)) await page.goto("about:blank");
  await page.goto(`${base}/#${route}`);
  if (heading) await page.getByRole("heading", { name: heading }).first().waitFor({ state: "visible" });
}

export const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, "").split("?")[0];

/** Waits until the address (after the hash) is exactly `route`. */
export async function expectRoute(page: Page, route: string, timeout = 15_000) {
  await expect.poll(() => hashPath(page), { timeout }).toBe(route);
}

/** Fills a tool's text field by its label and presses the tool's submit button. */
export async function generate(page: Page, fills: Record<string, string>, submit: string | RegExp = /^Generate/) {
  for (const [label, value] of Object.entries(fills)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: submit }).click();
}

/** Waits for the preview image of a finished generation and returns its address. */
export async function previewImage(page: Page, timeout = 30_000): Promise<string> {
  const img = page.getByRole("region", { name: "Preview" }).getByRole("img");
  await img.waitFor({ state: "visible", timeout });
  // The picture really decoded (works outside a test too, e.g. in beforeAll).
  await page.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle(), {
    timeout,
  });
  return (await img.getAttribute("src")) as string;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The newest link of `kind` mailed to `email`, read from the built-in outbox as the administrator. */
export async function mailedLink(base: string, email: string, kind: "verify-email" | "reset-password") {
  const { messages } = await adminApi<{ messages: { to: string; text: string }[] }>(base, "GET", "/admin/outbox");
  const text = messages.find((m) => m.to === email && m.text.includes(`/#/${kind}?token=`))?.text ?? "";
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} mail for ${email}`);
  return link;
}

/** Confirms `who`'s e-mail address through the link of its sign-up mail. */
export async function verifyEmailApi(base: string, who: { email: string }) {
  const token = new URL(await mailedLink(base, who.email, "verify-email")).hash.split("token=")[1];
  const res = await fetch(`${base}/api/auth/verify-email/confirm`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`verify-email/confirm → ${res.status}`);
}
