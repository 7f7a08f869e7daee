import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../../server/catalog/load.js";
import { everydaySearches } from "../fixtures/everyday-searches.js";
import { shooter } from "./harness";
import { apiAs, expectRoute, expectText, go, openWorld, person, signedInPage, signUpApi } from "./steps";

const toolNames = new Map(loadCatalog(`${resolve("catalog")}/`).tools.map((t) => [t.id, t.title]));

/** What a seller, a teacher and a parent tripped over, walked through in the browser. */
describe("everyday use in the browser", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  beforeAll(async () => {
    world = await openWorld();
    const who = person("Seller");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who);
  });
  afterAll(async () => world?.close());

  it("search offers first the tool each everyday query means", async () => {
    await go(page, world.server.url, "/", "AI Coloring Page Generator");
    const search = page.getByRole("main").getByRole("combobox", { name: "Search tools" });
    const wrong: string[] = [];
    for (const [query, tool] of everydaySearches) {
      const name = toolNames.get(tool) as string;
      expect(name, tool).toBeTruthy();
      await search.fill(query);
      await page.getByRole("option").first().waitFor();
      // The list follows each key: wait for it to settle on this query's answer, else note it.
      const first = page.getByRole("option").first();
      const settled = await expect
        .poll(async () => (await first.textContent())?.startsWith(name), { timeout: 3_000 })
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      if (!settled) wrong.push(`${query} → ${await first.textContent()} (want ${name})`);
    }
    expect(wrong).toEqual([]);
  });

  it("leaving the book page straight after typing keeps the back text", async () => {
    await go(page, world.server.url, "/books", "My books");
    const { book } = await apiAs(page, "POST", "/books", { title: "Dino Days" });
    await go(page, world.server.url, `/books/${book.id}`, "Dino Days");
    const text = "Friendly dinosaurs to color, one big picture a page.";
    await page.getByLabel("Back cover text").fill(text);
    // Off to another screen at once, before the typing pause would have saved it.
    await page.getByRole("link", { name: "My books" }).first().click();
    await expectRoute(page, "/books");
    expect((await apiAs(page, "GET", `/books/${book.id}`)).book.backText).toBe(text);
    await go(page, world.server.url, `/books/${book.id}`, "Dino Days");
    expect(await page.getByLabel("Back cover text").inputValue()).toBe(text);
  });

  it("seeing the cost of a batch for a new book creates nothing and charges nothing", async () => {
    await go(page, world.server.url, "/books", "My books");
    const before = await apiAs(page, "GET", "/books");
    const { credits } = await apiAs(page, "GET", "/credits");
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await page.getByLabel("Subject", { exact: true }).fill("Dinosaur");
    await page.getByRole("button", { name: "Make 20 pages" }).click();
    const dialog = page.getByRole("dialog", { name: "Make pages for a book" });
    await dialog.getByLabel("Book", { exact: true }).selectOption({ label: "A new book…" });
    await dialog.getByLabel("New book's title").fill("Only Looking");
    await dialog.getByLabel("Number of pages (1 to 50)").fill("3");
    await dialog.getByRole("button", { name: "See the cost" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm the pages" });
    await expect.poll(() => confirm.getByTestId("batch-cost").textContent()).toBe("Cost: 3 credits");
    await confirm.getByText("“Only Looking”, a new book", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Back" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const after = await apiAs(page, "GET", "/books");
    expect(after.books.map((b: { title: string }) => b.title)).not.toContain("Only Looking");
    expect(after.books).toHaveLength(before.books.length);
    expect((await apiAs(page, "GET", "/credits")).credits).toBe(credits);
  });

  it("an idea becomes a page in one click: the general tool opens with the idea as its subject", async () => {
    const shot = shooter(page, "everyday-idea");
    await go(page, world.server.url, "/content/coloring-ideas", "Coloring Ideas");
    await page.getByRole("textbox", { name: "Theme" }).fill("dinosaurs");
    await page.getByRole("button", { name: /^Generate ideas/ }).click();
    await expectText(page, "Generated successfully!", 30_000);
    const make = page.getByRole("link", { name: /^Make a page: / }).first();
    const idea = ((await make.getAttribute("aria-label")) as string).replace(/^Make a page: /, "");
    await shot("ideas");
    await make.click();
    await expectRoute(page, "/doodle/coloring-page");
    await page
      .getByRole("heading", { name: toolNames.get("doodle/coloring-page") as string })
      .first()
      .waitFor();
    await expect.poll(() => page.getByLabel("Subject", { exact: true }).inputValue()).toBe(idea);
    await page.getByRole("button", { name: /^Generate/ }).click();
    await expectText(page, "Image generated successfully!", 30_000);
    await shot("page");
  });
});
