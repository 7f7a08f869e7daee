import { compileErrors, validate } from "@readme/openapi-parser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter } from "./harness";
import {
  adminApi,
  apiAs,
  expectRoute,
  expectText,
  freshPage,
  go,
  openWorld,
  person,
  previewImage,
  signedInPage,
  signUpApi,
} from "./steps";

/** The first visit and everyday use: landing → sign up → search → generate → gallery → edit. */
describe("a newcomer's first visit", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  /** Every sample image on the page really decoded. */
  async function samplesDecoded(page: Page) {
    const imgs = page.getByRole("img", { name: /coloring page|book cover/ });
    await expect.poll(() => imgs.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    // The samples load lazily: bring each into view (a phone shows them below the fold).
    for (const img of await imgs.all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll("main img")).every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      undefined,
      { timeout: 30_000 },
    );
  }

  it("lands, signs up, finds a tool by search, generates, opens the large view and edits", async () => {
    const page = await freshPage(world);
    const shot = shooter(page, "first-visit");
    const who = person("Newcomer");
    await go(page, world.server.url, "/", "AI Coloring Page Generator");
    await samplesDecoded(page);
    await expectText(page, "250 credits when you sign up");
    await shot("landing");

    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign up" }).click();
    await expectRoute(page, "/signup/one-time");
    await page.getByLabel("Display name").fill(who.name);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectText(page, "Account created successfully!");
    await expectRoute(page, "/");

    // A subject alone offers the general tool first, for that subject.
    const search = page.getByRole("main").getByRole("combobox", { name: "Search tools" });
    await search.fill("dinosaur");
    await page.getByRole("option", { name: /A page of “dinosaur”/ }).waitFor();
    expect(await page.getByRole("option").first().textContent()).toMatch(/^Coloring Page of Anything/);
    await shot("search");
    // A tool's name with a subject word it suggests finds that tool first, with the keyboard only.
    await search.fill("alphabet dino");
    await page
      .getByRole("option", { name: /Alphabet Art/ })
      .first()
      .waitFor();
    expect(await page.getByRole("option", { selected: true }).textContent()).toMatch(/^Alphabet Art/);
    await search.press("Enter");
    await expectRoute(page, "/kids/alphabet");

    const button = page.getByRole("button", { name: "Generate · 1 credit" });
    await button.waitFor();
    await page.getByLabel("Subject", { exact: true }).fill("Dinosaur");
    await button.click();
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
    // Focus moved to the result.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Preview");
    await shot("generated");

    await go(page, world.server.url, "/gallery", "My pages");
    await page.getByRole("button", { name: /^Open Alphabet Art\s*Dinosaur\b/ }).click();
    const dialog = page.getByRole("dialog", { name: "Alphabet Art" });
    await dialog.getByRole("img").waitFor();
    await dialog.getByText("Dinosaur", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "PDF A4", exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Colored PDF A4", exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Print" }).waitFor();
    await shot("large-view");

    await dialog.getByRole("link", { name: "Edit and generate" }).click();
    await expectRoute(page, "/kids/alphabet");
    const subject = page.getByLabel("Subject", { exact: true });
    await expect.poll(() => subject.inputValue(), { timeout: 15_000 }).toBe("Dinosaur");
    await subject.fill("Dinosaur egg");
    await page.getByRole("button", { name: "Generate · 1 credit" }).click();
    await expectText(page, "Image generated successfully!", 30_000);
    const { generations } = await apiAs(page, "GET", "/generations");
    expect(generations.map((g: { values: { subject: string } }) => g.values.subject)).toEqual([
      "Dinosaur egg",
      "Dinosaur",
    ]);
  });

  it("gallery: favourites, filters and arrow keys between pages", async () => {
    const who = person("Collector");
    await signUpApi(world.server.url, who);
    const page = await signedInPage(world, who);
    await go(page, world.server.url, "/gallery", "My pages");
    for (const [tool, values] of [
      ["kids/alphabet", { subject: "Apple" }],
      ["kids/simple", { subject: "sun" }],
      ["adult/mandala", { theme: "roses" }],
    ] as const) {
      await apiAs(page, "POST", "/generations", { tool, values });
    }
    await go(page, world.server.url, "/gallery", "My pages");
    const open = page.getByRole("button", { name: /^Open / });
    await expect.poll(() => open.count()).toBe(3);
    await open.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Open Simple & Easysun/);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Page 2 of 3", { exact: false }).waitFor();
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("Page 3 of 3", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Favourite" }).click();
    await expect
      .poll(() => dialog.getByRole("button", { name: "Favourite" }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.keyboard.press("Escape");

    await page.getByLabel("Favourites only").check();
    await expect.poll(() => open.count()).toBe(1);
    expect(await open.first().textContent()).toMatch(/^Open Alphabet ArtApple/);
    await page.getByLabel("Favourites only").uncheck();
    await page.getByLabel("Collection").selectOption("adult");
    await expect.poll(() => open.count()).toBe(1);
    expect(await open.first().textContent()).toMatch(/^Open Mandala Artroses/);
  });

  it("subscribes from the home page: sign-up, the demo checkout, Pay, 300 credits; the admin simulates a renewal", async () => {
    const page = await freshPage(world);
    const shot = shooter(page, "subscribe");
    const who = person("Subscriber");
    await go(page, world.server.url, "/", "AI Coloring Page Generator");
    await expectText(page, "RM 79 every 30 days");
    await page.getByRole("link", { name: "Subscribe" }).click();
    await expectRoute(page, "/signup/subscription");
    await page.getByLabel("Display name").fill(who.name);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    await page.getByRole("button", { name: "Pay RM 79" }).waitFor();
    await shot("checkout");
    // Nothing is granted before the payment.
    expect((await apiAs(page, "GET", "/auth/me")).user.credits).toBe(0);
    await page.getByRole("button", { name: "Pay RM 79" }).click();
    await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
    await expectRoute(page, "/", 8_000);
    await expect.poll(async () => (await apiAs(page, "GET", "/auth/me")).user.credits).toBe(300);
    await page
      .getByText(/^Renews on /)
      .first()
      .waitFor();
    await shot("subscribed");

    // The admin console's simulated renewal, once the renewal date has come, resets the credits.
    await apiAs(page, "POST", "/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    const { users } = await adminApi(world.server.url, "GET", `/admin/users?q=${encodeURIComponent(who.email)}`);
    const admin = await signedInPage(world);
    await go(admin, world.server.url, "/admin/users", "User Management");
    const row = admin.getByRole("row", { name: new RegExp(who.name) });
    await row.getByRole("button", { name: "Simulate renewal" }).click();
    await expectText(admin, "Renewal simulated");
    // Paid ahead of the date: the credits wait for the renewal date (nothing granted yet).
    expect(
      (await adminApi(world.server.url, "GET", `/admin/users/${users[0].id}/credit-history`)).history[0],
    ).toMatchObject({ reason: expect.stringMatching(/Generation/) });
  });

  it("at 0 credits the tool offers Top up instead of Generate", async () => {
    const who = person("Broke");
    await signUpApi(world.server.url, who);
    const { users } = await adminApi(world.server.url, "GET", `/admin/users?q=${encodeURIComponent(who.email)}`);
    await adminApi(world.server.url, "PUT", `/admin/users/${users[0].id}/credits`, { credits: 0, reason: "Test" });
    const page = await signedInPage(world, who);
    const shot = shooter(page, "zero-credits");
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    const topUp = page.getByRole("main").getByRole("link", { name: "Top up", exact: true });
    await topUp.waitFor();
    expect(await page.getByRole("button", { name: /^Generate/ }).count()).toBe(0);
    await shot("tool");
    await topUp.click();
    await expectRoute(page, "/payment");
  });

  it("looks right on a phone and in the dark", async () => {
    for (const theme of ["light", "dark"] as const) {
      const context = await world.browser.newContext({ viewport: { width: 390, height: 844 } });
      world.contexts.push(context);
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      const shot = shooter(page, `first-visit-phone-${theme}`);
      await go(page, world.server.url, "/", "AI Coloring Page Generator");
      await samplesDecoded(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot("landing");
      await page.getByRole("heading", { name: "Plans" }).scrollIntoViewIfNeeded();
      await shot("plans");
    }
  });

  it("serves the API's OpenAPI 3.1 document from the process the README starts", async () => {
    const res = await fetch(`${world.server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    const result = await validate(structuredClone(doc));
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/"))).toBe(true);
  });
});
