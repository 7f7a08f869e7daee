import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter } from "./harness";
import {
  expectBalance,
  expectText,
  generate,
  go,
  openWorld,
  person,
  previewImage,
  signedInPage,
  signUpApi,
} from "./steps";

/** Issue 6: every Content Ideas screen, with the result each one promises. */
describe("Content Ideas in the browser", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  const who = person("Publisher");
  beforeAll(async () => {
    world = await openWorld();
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who, { permissions: ["clipboard-read", "clipboard-write"] });
    // Any alert() would mean injected markup ran.
    page.on("dialog", (d) => {
      throw new Error(`unexpected dialog: ${d.message()}`);
    });
  });
  afterAll(async () => world?.close());

  it("coloring ideas: a numbered list of exactly the number asked for", async () => {
    const shot = shooter(page, "content-ideas");
    await go(page, world.server.url, "/content/coloring-ideas", "Coloring Ideas");
    const count = page.getByLabel("Number of ideas", { exact: true });
    expect(await count.inputValue()).toBe("10");
    await count.fill("7");
    await generate(page, { Theme: "ocean animals" }, "Generate ideas");
    await expectText(page, "Generated successfully!");
    const list = page.getByRole("region", { name: "Preview" }).getByRole("list");
    await list.waitFor();
    expect(await list.evaluate((el) => el.tagName)).toBe("OL");
    const items = await list.getByRole("listitem").allTextContents();
    expect(items).toHaveLength(7);
    for (const item of items) expect(item.trim().length).toBeGreaterThan(3);
    await shot("ideas");
    await expectBalance(page, 249);
  });

  it("title generator: shows the title artwork", async () => {
    const shot = shooter(page, "content-title");
    await go(page, world.server.url, "/content/title-generator", "Title Generator");
    await page.getByRole("radio", { name: "Vintage" }).click();
    await generate(page, { Title: "Cozy Cats" });
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
    await shot("title-image");
  });

  it("amazon description: every section, and Copy puts the text on the clipboard", async () => {
    const shot = shooter(page, "content-description");
    await go(page, world.server.url, "/content/amazon-description", "Book Description");
    await page.getByRole("button", { name: "Generate description" }).click();
    await expectText(page, "Please enter a book title");
    await generate(page, { "Book title": "Cozy Animals Coloring Book" }, "Generate description");
    const preview = page.getByRole("region", { name: "Preview" });
    const sections = [
      "Main Description",
      "Key Features & Benefits",
      "Call to Action",
      "Keywords",
      "Suggested Categories",
    ];
    for (const name of sections) await preview.getByRole("heading", { name, exact: true }).waitFor();
    await preview.getByRole("heading", { name: "Long-tail" }).waitFor();
    await preview.getByRole("heading", { name: "Short-tail" }).waitFor();
    const main = preview.getByRole("region", { name: "Main Description" });
    const mainText = ((await main.locator("p").first().textContent()) ?? "").trim();
    expect(mainText.length).toBeGreaterThan(20);
    await shot("description");

    await main.getByRole("button", { name: "Copy Main Description" }).click();
    await main.getByText("Copied", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mainText);
    await shot("copied");
  });

  it("copyright page: author and year on separate lines, markup in a title stays text", async () => {
    const shot = shooter(page, "content-copyright");
    await go(page, world.server.url, "/content/copyright-page", "Copyright Page");
    const evil = "<img src=x onerror=alert(1)>";
    await generate(page, { "Book title": evil, "Author name": "Jane Doe" }, "Generate copyright page");
    await expectText(page, "Generated successfully!");
    const text = page.getByRole("region", { name: "Preview" }).locator("pre");
    await text.waitFor();
    const shown = await text.innerText();
    expect(shown).toContain("Jane Doe");
    expect(shown).toContain(String(new Date().getFullYear()));
    expect(shown).toContain(evil);
    expect(shown.split("\n").filter((l) => l.trim()).length).toBeGreaterThanOrEqual(3);
    // The line breaks are rendered, not collapsed.
    expect(await text.evaluate((el) => getComputedStyle(el).whiteSpace)).toMatch(/pre/);
    expect(await page.locator("main img[src='x']").count()).toBe(0);
    await shot("copyright");
  });
});
