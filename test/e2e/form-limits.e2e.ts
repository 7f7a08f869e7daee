import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter } from "./harness";
import { expectRoute, openWorld } from "./steps";

/**
 * Issue 45, item 6: a tool's limits are in its form before anyone types past them, counted as
 * they type, from the schema the server applies; a pasted name is never cut where nobody sees it.
 */
describe("limits shown in the form as the user types", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  it("a word search counts its words against the difficulty; tracing keeps a long pasted name and says so", async () => {
    const context = await world.browser.newContext({ viewport: { width: 1280, height: 900 } });
    world.contexts.push(context);
    const page = await context.newPage();
    const shot = shooter(page, "form-limits");

    await page.goto(`${world.server.url}/#/activities/word-search`);
    await expectRoute(page, "/activities/word-search");
    await page.getByRole("heading", { name: "Word Search", level: 1 }).waitFor();
    await page.getByLabel("Theme", { exact: true }).fill("farm");
    await page.getByRole("radio", { name: "Easy" }).click();
    await page.getByText("0 of 8 words").waitFor();
    const words = page.getByLabel("Your own words (optional)");
    await words.pressSequentially("cow, pig, hen, goat, duck");
    await page.getByText("5 of 8 words").waitFor();
    await words.pressSequentially(", horse, sheep, llama, mule");
    await page.getByText("9 of 8 words").waitFor();
    await page.getByText("Please enter at most 8 words for this difficulty").waitFor();
    expect(await words.getAttribute("aria-invalid")).toBe("true");
    await shot("word-search-past-easy");
    await page.getByRole("radio", { name: "Hard" }).click();
    await page.getByText("9 of 15 words").waitFor();
    await page.getByText("Please enter at most 8 words for this difficulty").waitFor({ state: "hidden" });
    await shot("word-search-hard");

    await page.goto(`${world.server.url}/#/activities/tracing`);
    await page.getByRole("heading", { name: "Tracing", level: 1 }).waitFor();
    const text = page.getByRole("textbox", { name: "Letters, numbers or words" });
    await page.getByText("0 / 40 characters").waitFor();
    const name = "Maximilian Alexander Fitzgerald-Montgomery";
    await text.focus();
    // One insertion of the whole text, as a paste is.
    await page.keyboard.insertText(name);
    expect(await text.inputValue()).toBe(name);
    await page.getByText(`${name.length} / 40 characters`).waitFor();
    await page.getByText("Please use at most 40 characters").waitFor();
    await shot("tracing-pasted-name");
    // Typing stops at the limit.
    await text.fill("Ada");
    await text.pressSequentially("x".repeat(40));
    expect(await text.inputValue()).toHaveLength(40);
    await page.getByText("40 / 40 characters").waitFor();
    expect(await page.getByText("Please use at most 40 characters").count()).toBe(0);
  });
});
