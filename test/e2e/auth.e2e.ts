import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter, signUpInBrowser } from "./harness";
import {
  adminApi,
  apiAs,
  balance,
  expectBalance,
  expectRoute,
  expectText,
  freshPage,
  go,
  openWorld,
  person,
  signUpApi,
} from "./steps";

/** Issue 2: sign-up, sign-out, sign-in, theme, and the sign-in error and reset messages. */
describe("accounts in the browser", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  it("signs up, lands home with 250 credits, signs out and in, and keeps the dark theme", async () => {
    const base = world.server.url;
    const page = await freshPage(world);
    const shot = shooter(page, "auth-journey");
    const who = person("Newcomer");

    await signUpInBrowser(page, base, who, "one-time");
    await expectText(page, "Account created successfully!");
    await expectRoute(page, "/");
    await page.getByRole("heading", { name: "AI Coloring Page Generator" }).waitFor();
    await expectBalance(page, 250);
    await shot("signed-up-home");
    // The database agrees with the sidebar.
    const me = await apiAs(page, "GET", "/auth/me");
    expect(me.user).toMatchObject({ email: who.email, displayName: who.name, credits: 250, role: "one-time-credit" });

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expectText(page, "Signed out successfully");
    await expectRoute(page, "/login");
    await shot("signed-out");
    const after = await page.request.get(`${base}/api/auth/me`);
    expect(after.status()).toBe(401);

    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectText(page, "Signed in successfully!");
    await expectRoute(page, "/");
    await expectBalance(page, 250);
    await shot("signed-in");

    const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await dark()).toBe(false);
    await page.getByRole("button", { name: "Dark mode" }).click();
    await expect.poll(dark).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await balance(page).waitFor();
    expect(await dark()).toBe(true);
    await page.getByRole("button", { name: "Light mode" }).waitFor();
    await shot("dark-after-reload");
    await page.getByRole("button", { name: "Light mode" }).click();
    await expect.poll(dark).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  it("says 'Incorrect password' and sends a reset mail from the forgot-password view", async () => {
    const base = world.server.url;
    const who = person("Forgetful");
    await signUpApi(base, who);
    const page = await freshPage(world);
    const shot = shooter(page, "auth-errors");

    await go(page, base, "/login", "Welcome back");
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectText(page, "Incorrect password");
    await shot("wrong-password");
    expect(hashRoute(page.url())).toBe("/login");

    // Unknown account: the spec's own message.
    await page.getByLabel("Email").fill(`nobody-${Date.now()}@inkling.test`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectText(page, "User not found");

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expectText(page, "Please enter your email address");
    await page.getByLabel("Email").fill(who.email);
    await shot("reset-view");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expectText(page, "Password reset email sent!");
    // Back on the sign-in view, and the mail really left through the outbox.
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await shot("reset-sent");
    const { messages } = await adminApi<{ messages: { to: string }[] }>(base, "GET", "/admin/outbox");
    expect(messages.some((m) => JSON.stringify(m).includes(who.email))).toBe(true);
  });
});

const hashRoute = (url: string) => new URL(url).hash.replace(/^#/, "").split("?")[0];
