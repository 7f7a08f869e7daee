import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillSignUp, shooter } from "./harness";
import { apiAs, expectRoute, expectText, openWorld, person, previewImage } from "./steps";

/**
 * Issue 45, items 4, 5 and 12: a visitor finds a tool signed out, fills it in, is asked to sign up
 * by Generate and comes back to the same tool with what they typed; every hub is in the
 * navigation and the counts; no preview is asked for an empty form; keyboard hints stay off phones.
 */
describe("a signed-out visitor's tool, kept across sign-up", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  /** Every answer of POST /api/previews the page gets, by status. */
  const previews = (page: Page) => {
    const statuses: number[] = [];
    page.on("response", (r: Response) => {
      if (new URL(r.url()).pathname === "/api/previews") statuses.push(r.status());
    });
    return statuses;
  };

  it("desktop: landing → search “worksheet” → the tool's form → Generate → sign up → back with the values", async () => {
    const context = await world.browser.newContext({ viewport: { width: 1280, height: 900 } });
    world.contexts.push(context);
    const page = await context.newPage();
    const shot = shooter(page, "signed-out-tool-desktop");
    const asked = previews(page);
    const { hubs, tools } = await (await fetch(`${world.server.url}/api/catalog`)).json();

    await page.goto(`${world.server.url}/#/`);
    const collections = page.getByRole("heading", { name: `${tools.length} tools in ${hubs.length} collections` });
    await collections.waitFor();
    expect(hubs.length).toBe(7);
    await expect.poll(() => page.getByRole("link", { name: /Puzzles & Activities/ }).count()).toBe(1);
    await page.getByText("Press Ctrl+K anywhere to search.").waitFor();
    await shot("landing");

    const search = page.getByRole("main").getByRole("combobox", { name: "Search tools" });
    await search.fill("worksheet");
    const options = page.getByRole("option");
    await options.first().waitFor();
    const found = await options.allTextContents();
    // The tool the word names comes first; the other worksheets of the hub follow it.
    expect(found[0]?.startsWith("Math Worksheet")).toBe(true);
    expect(found.some((o) => o.startsWith("Tracing"))).toBe(true);
    await shot("search-worksheet");
    await search.fill("word search worksheet");
    await page.getByRole("option", { name: /^Word Search/ }).click();

    // The tool's form, signed out: no "Unauthorized Access", a sign-up call to action instead of a preview.
    await expectRoute(page, "/activities/word-search");
    await page.getByRole("heading", { name: "Word Search", level: 1 }).waitFor();
    expect(await page.getByText("Unauthorized Access").count()).toBe(0);
    const cta = page.getByRole("region", { name: "Sign up to make this page" });
    await cta.waitFor();
    await page.getByLabel("Theme", { exact: true }).fill("ocean");
    await page.getByLabel("Your own words (optional)").fill("whale, shark, coral, squid");
    await page.getByRole("radio", { name: "Hard" }).check();
    await shot("tool-signed-out");
    await page.getByRole("button", { name: /^Generate/ }).click();

    await expectRoute(page, "/signup/one-time");
    await page
      .getByText("Sign up to make your page: you go straight back to Word Search with what you typed.")
      .waitFor();
    await shot("sign-up");
    const who = person("Visitor");
    await fillSignUp(page, who);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectText(page, "Account created successfully!");

    // Back on the same tool with the same values, signed in: sidebar and all.
    await expectRoute(page, "/activities/word-search");
    await page.getByRole("heading", { name: "Word Search", level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel("Theme", { exact: true }).inputValue()).toBe("ocean");
    expect(await page.getByLabel("Your own words (optional)").inputValue()).toBe("whale, shark, coral, squid");
    expect(await page.getByRole("radio", { name: "Hard" }).isChecked()).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const hub of hubs as { title: string }[]) await nav.getByRole("link", { name: hub.title }).waitFor();
    await shot("back-on-the-tool");
    await page.getByRole("button", { name: /^Generate/ }).click();
    await expectText(page, "Generated successfully!", 30_000);
    await previewImage(page);
    await shot("generated");
    const made = (await apiAs(page, "GET", "/generations")).generations;
    expect(made[0]).toMatchObject({ tool: "activities/word-search", values: { theme: "ocean", difficulty: "hard" } });
    // Previews were asked only for values the form takes, after signing in: never a 400.
    expect(asked.filter((s) => s === 400)).toEqual([]);
  });

  it("phone: no keyboard hints, every hub in the menu", async () => {
    const context = await world.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    world.contexts.push(context);
    const page = await context.newPage();
    const shot = shooter(page, "signed-out-tool-phone");
    const asked = previews(page);
    await page.goto(`${world.server.url}/#/`);
    await page.getByRole("main").getByRole("combobox", { name: "Search tools" }).waitFor();
    expect(await page.getByText("Press Ctrl+K anywhere to search.").isVisible()).toBe(false);
    await shot("landing");

    await page.goto(`${world.server.url}/#/kids/simple`);
    await page.getByRole("heading", { name: "Simple & Easy", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Sign up to make this page" }).scrollIntoViewIfNeeded();
    await shot("tool-signed-out");

    const who = person("Phone");
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign up" }).click();
    await expectRoute(page, "/signup/one-time");
    await fillSignUp(page, who);
    await page.getByRole("button", { name: "Sign Up" }).click();
    // The header's Sign up came back to the tool too.
    await expectRoute(page, "/kids/simple");
    // The welcome toast sits over the menu button for its two seconds.
    await page.getByText("Account created successfully!").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "Puzzles & Activities" }).scrollIntoViewIfNeeded();
    expect(await menu.getByRole("link", { name: "Puzzles & Activities" }).isVisible()).toBe(true);
    await shot("menu");
    await page.keyboard.press("Escape");
    await menu.getByRole("link", { name: "Puzzles & Activities" }).waitFor({ state: "hidden" });
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Find a tool" });
    await dialog.waitFor();
    expect(await dialog.getByText("↑ ↓ to choose, Enter to open", { exact: false }).isVisible()).toBe(false);
    // Signed in on a tool whose subject is still empty: no preview asked, so no 400.
    expect(asked).toEqual([]);
  });
});
