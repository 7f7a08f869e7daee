import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../../server/catalog/load.js";
import { go, openWorld, person, signedInPage, signUpApi } from "./steps";

/**
 * The tutorials' screenshots (catalog/site.yaml `tutorials.videos[].steps`), taken on every run
 * by doing what each tutorial teaches in the real app, so a tutorial whose steps no longer work
 * fails here. A test run writes them under test-results/ (ignored by git: tests never write
 * tracked files); `npm run tutorials:shots` (scripts/tutorials-shots.ts) runs this file with
 * TUTORIAL_SHOTS_DIR=web/public/tutorials to refresh the committed pictures.
 */
const DIR = process.env.TUTORIAL_SHOTS_DIR || join("test-results", "tutorials");
const steps = new Set(
  loadCatalog()
    .site.tutorials.videos.flatMap((v) => v.steps ?? [])
    .map((s) => s.image),
);
const taken = new Set<string>();

async function shot(page: Page, image: string) {
  if (!steps.has(image)) throw new Error(`${image} is not a step of any tutorial in site.yaml`);
  // Whatever was just typed or clicked settles (fonts, images, toasts) before the picture.
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(DIR, image), type: "jpeg", quality: 72 });
  taken.add(image);
}

const generate = async (page: Page) => {
  await page.getByRole("button", { name: /^Generate/ }).click();
  await page.getByRole("region", { name: "Preview" }).getByRole("img").first().waitFor({ timeout: 60_000 });
};

describe("tutorial screenshots", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true });
    world = await openWorld();
    const who = person("Tutor");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who, { viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => world?.close());

  it("getting started: home, the general tool, a page", async () => {
    await go(page, world.server.url, "/", "AI Coloring Page Generator");
    const any = page.getByRole("region", { name: "Coloring Page of Anything" });
    await any.getByRole("textbox", { name: "Subject" }).fill("a dinosaur by a volcano");
    await shot(page, "getting-started-1.jpg");
    await any.getByRole("button", { name: "Make my page" }).click();
    await page.getByRole("button", { name: /^Generate/ }).waitFor();
    await shot(page, "getting-started-2.jpg");
    await generate(page);
    await shot(page, "getting-started-3.jpg");
  });

  it("a kids' book: the hub, a batch's cost, the book", async () => {
    await go(page, world.server.url, "/kids", "Kids Corner");
    await shot(page, "kids-book-1.jpg");
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await page.getByLabel("Subject", { exact: true }).fill("Dinosaur");
    await page.getByRole("button", { name: "Make 20 pages" }).click();
    const dialog = page.getByRole("dialog", { name: "Make pages for a book" });
    await dialog.getByLabel("Book", { exact: true }).selectOption({ label: "A new book…" });
    await dialog.getByLabel("New book's title").fill("Dino Days");
    await dialog.getByLabel("Number of pages (1 to 50)").fill("4");
    await dialog.getByRole("button", { name: "See the cost" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm the pages" });
    await confirm.getByTestId("batch-cost").waitFor();
    await shot(page, "kids-book-2.jpg");
    await confirm.getByRole("button", { name: /^Make 4 pages/ }).click();
    await page.getByRole("dialog", { name: "Pages made" }).waitFor({ timeout: 60_000 });
    await page.getByRole("link", { name: "Open “Dino Days”" }).click();
    await page.getByRole("heading", { name: "Dino Days", level: 1 }).waitFor();
    await shot(page, "kids-book-3.jpg");
  });

  it("a cover: the form, the art, the book's wrap", async () => {
    await go(page, world.server.url, "/kids/cover-generator", "Cover Generator");
    await page.getByRole("textbox", { name: "Book title" }).fill("Dino Days");
    await page.getByRole("textbox", { name: "Main illustration" }).fill("a friendly T-rex");
    await shot(page, "cover-1.jpg");
    await generate(page);
    await shot(page, "cover-2.jpg");
    await go(page, world.server.url, "/books", "My books");
    await page
      .getByRole("link", { name: /Dino Days/ })
      .first()
      .click();
    const cover = page.getByRole("heading", { name: "Cover" });
    await cover.waitFor();
    await cover.scrollIntoViewIfNeeded();
    await shot(page, "cover-3.jpg");
  });

  it("adult pages: the hub, a detailed mandala, its checks", async () => {
    await go(page, world.server.url, "/adult", "Adult Coloring");
    await shot(page, "adult-1.jpg");
    await go(page, world.server.url, "/adult/mandala", "Mandala Art");
    await page.getByRole("textbox", { name: "Theme" }).fill("roses");
    await page.getByRole("radio", { name: "Detailed" }).click();
    await shot(page, "adult-2.jpg");
    await generate(page);
    await shot(page, "adult-3.jpg");
  });

  it("lettering: the hub, a quote, the page", async () => {
    await go(page, world.server.url, "/doodle", "Doodle & Art");
    await shot(page, "lettering-1.jpg");
    await go(page, world.server.url, "/doodle/quotes", "Quote Doodles");
    await page.getByLabel("Quote", { exact: true }).fill("Be kind");
    await shot(page, "lettering-2.jpg");
    await generate(page);
    await shot(page, "lettering-3.jpg");
  });

  it("the listing: the hub, page ideas, a description", async () => {
    await go(page, world.server.url, "/content", "Content Ideas");
    await shot(page, "listing-1.jpg");
    await go(page, world.server.url, "/content/coloring-ideas", "Coloring Ideas");
    await page.getByRole("textbox", { name: "Theme" }).fill("dinosaurs");
    await page.getByRole("button", { name: /^Generate ideas/ }).click();
    await page.getByRole("heading", { name: "Ideas" }).waitFor({ timeout: 30_000 });
    await shot(page, "listing-2.jpg");
    await go(page, world.server.url, "/content/amazon-description", "Book Description");
    await page.getByRole("textbox", { name: "Book title" }).fill("Dino Days");
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.getByRole("region", { name: "Preview" }).getByRole("heading").first().waitFor({ timeout: 30_000 });
    await shot(page, "listing-3.jpg");
  });

  it("KDP: the books, the preflight, the exports", async () => {
    await go(page, world.server.url, "/books", "My books");
    await shot(page, "kdp-1.jpg");
    await page
      .getByRole("link", { name: /Dino Days/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Run preflight" }).click();
    const preflight = page.getByRole("heading", { name: "Preflight" });
    await page.getByRole("button", { name: "Check again" }).waitFor({ timeout: 60_000 });
    await preflight.scrollIntoViewIfNeeded();
    await shot(page, "kdp-2.jpg");
    const exports = page.getByRole("heading", { name: "Export" }).first();
    await exports.scrollIntoViewIfNeeded();
    await shot(page, "kdp-3.jpg");
  });

  it("the Tutorial page steps through a tutorial's screenshots, by button and by arrow key", async () => {
    const video = loadCatalog().site.tutorials.videos[0];
    const captions = (video?.steps ?? []).map((st) => st.caption);
    expect(captions.length).toBeGreaterThanOrEqual(3);
    await go(page, world.server.url, "/tutorial", "Tutorial");
    await page.getByRole("button", { name: new RegExp(`^${video?.title}`) }).click();
    const dialog = page.getByRole("dialog", { name: video?.title });
    const picture = dialog.getByRole("img");
    const at = async (n: number) => {
      await dialog.getByText(`Step ${n + 1} of ${captions.length}`).waitFor();
      expect(await picture.getAttribute("alt")).toBe(captions[n]);
      // The screenshot itself arrived, not a broken image.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    };
    await at(0);
    expect(await dialog.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Next" }).click();
    await at(1);
    await dialog.getByRole("button", { name: "Next" }).press("ArrowRight");
    await at(2);
    await dialog.getByRole("button", { name: "Previous" }).click();
    await at(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("took every step's screenshot", () => {
    expect([...steps].filter((s) => !taken.has(s))).toEqual([]);
    for (const s of steps) expect(statSync(join(DIR, s)).size).toBeGreaterThan(10_000);
  });
});
