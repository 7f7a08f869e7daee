import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Book } from "../../server/api-types";
import { pdfInfo } from "../helpers/pdf";
import { axeFindings } from "./axe";
import { shooter, signUpInBrowser } from "./harness";
import { apiAs, expectBalance, expectText, generate, go, openWorld, person, previewImage } from "./steps";

const PT = 72;
/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function axe(page: Page, where: string): Promise<string[]> {
  return (await axeFindings(page)).map(
    (v) =>
      `${where}: ${v.id} at ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** The names and first bytes of a ZIP's entries, read by Debian's unzip. */
function zipEntries(zip: Buffer): { name: string; bytes: Buffer }[] {
  const dir = mkdtempSync(join(tmpdir(), "inkling-zip-"));
  try {
    const file = join(dir, "file.zip");
    writeFileSync(file, zip);
    const names = execFileSync("zipinfo", ["-1", file], { encoding: "utf8" }).split("\n").filter(Boolean);
    return names
      .filter((n) => !n.endsWith("/"))
      .map((name) => ({ name, bytes: execFileSync("unzip", ["-p", file, name], { maxBuffer: 1 << 28 }) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 21's journey: from an empty book to KDP-ready files, in Chromium against the real
 * server — make pages, create a book, add and reorder pages (by keyboard), batch more with the
 * cost confirmed, pick a cover, preflight, export and download the three files.
 */
describe("a book from an empty shelf to downloaded files", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  let bookId = "";
  const who = person("Author");
  const book = async (): Promise<Book> => (await apiAs<{ book: Book }>(page, "GET", `/books/${bookId}`)).book;

  beforeAll(async () => {
    world = await openWorld();
    const context = await world.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    world.contexts.push(context);
    page = await context.newPage();
  });
  afterAll(async () => world?.close());

  it("signs up and makes three pages and a cover", async () => {
    await signUpInBrowser(page, world.server.url, who);
    await expectText(page, "Account created successfully!");
    for (const subject of ["Dinosaur", "Apple", "Cat"]) {
      await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
      await generate(page, { Subject: subject });
      await expectText(page, "Image generated successfully!", 30_000);
      await previewImage(page);
    }
    await go(page, world.server.url, "/kids/cover-simple", "Cover - Simple & Easy");
    await generate(page, { Subject: "dinosaurs" });
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
    await expectBalance(page, 246);
  });

  it("creates an empty book, adds the pages from the gallery and reorders them by keyboard", async () => {
    await go(page, world.server.url, "/books", "My books");
    await page.getByText("No books yet").waitFor();
    await page.getByRole("button", { name: "Create your first book" }).click();
    const dialog = page.getByRole("dialog", { name: "New book" });
    await dialog.getByRole("button", { name: "Create book" }).click();
    await dialog.getByText("Please enter a title").waitFor();
    await page.screenshot({ path: "test-results/e2e/books-desktop/new-book-error.png" });
    await dialog.getByLabel("Title", { exact: true }).fill("Dino Days");
    await dialog.getByLabel("Author", { exact: true }).fill("Ada Author");
    await dialog.getByRole("button", { name: "Create book" }).click();
    await page.getByRole("heading", { name: "Dino Days", level: 1 }).waitFor();
    bookId = new URL(page.url()).hash.split("/").pop() as string;
    expect((await book()).pages).toEqual([]);

    await page.getByRole("button", { name: "Add pages" }).click();
    const picker = page.getByRole("dialog", { name: "Add pages" });
    const choices = picker.getByRole("list", { name: "Add pages" }).getByRole("button");
    await expect.poll(() => choices.count()).toBe(3);
    for (let i = 0; i < 3; i++) await choices.nth(i).click();
    await page.screenshot({ path: "test-results/e2e/books-desktop/add-pages.png" });
    await picker.getByRole("button", { name: "Add 3 pages" }).click();
    await expectText(page, "3 pages added");
    const added = (await book()).pages.map((p) => p.generationId);
    expect(added).toHaveLength(3);

    // Keyboard only: Tab to the first picture's "down" button and press Enter.
    const down = page.getByRole("button", { name: "Move Alphabet Art, picture 1 down" });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await book()).pages.map((p) => p.generationId))
      .toEqual([added[1], added[0], added[2]]);
    await expect
      .poll(() => page.getByTestId("page-move-announcement").textContent())
      .toBe("Alphabet Art moved to position 2 of 3.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Move Alphabet Art, picture 2 down",
    );

    // And by mouse: the third picture dragged onto the first.
    const rows = page.getByRole("list", { name: "Pictures in print order" }).getByRole("listitem");
    await rows.nth(2).dragTo(rows.nth(0));
    await expect
      .poll(async () => (await book()).pages.map((p) => p.generationId))
      .toEqual([added[2], added[1], added[0]]);
  });

  it("batches two more pages after showing and confirming the cost", async () => {
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await page.getByLabel("Subject", { exact: true }).fill("Rocket");
    await page.getByRole("button", { name: "Make 20 pages" }).click();
    const dialog = page.getByRole("dialog", { name: "Make pages for a book" });
    await dialog.getByLabel("Book").selectOption({ label: "Dino Days (3 pictures)" });
    await dialog.getByLabel("Number of pages (1 to 50)").fill("2");
    await dialog.getByRole("button", { name: "See the cost" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm the pages" });
    await expect.poll(() => confirm.getByTestId("batch-cost").textContent()).toBe("Cost: 2 credits");
    await confirm.getByText("You have 246 credits.").waitFor();
    // Nothing is charged before the confirmation.
    await expectBalance(page, 246);
    await page.screenshot({ path: "test-results/e2e/books-desktop/batch-confirm.png" });
    await confirm.getByRole("button", { name: "Make 2 pages · 2 credits" }).click();
    await page.getByRole("dialog", { name: "Pages made" }).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByTestId("batch-progress").textContent())
      .toBe("2 of 2 Alphabet Art pages added to “Dino Days”.");
    await page.screenshot({ path: "test-results/e2e/books-desktop/batch-done.png" });
    await expectBalance(page, 244);
    await expect.poll(async () => (await book()).pages.length).toBe(5);
  });

  it("picks the cover, writes the back text, runs the preflight", async () => {
    await go(page, world.server.url, `/books/${bookId}`, "Dino Days");
    await page.getByRole("button", { name: "Pick cover" }).click();
    const picker = page.getByRole("dialog", { name: "Pick the cover" });
    await picker.getByRole("list", { name: "Pick the cover" }).getByRole("button").first().click();
    await picker.getByRole("button", { name: "Use this cover" }).click();
    await expectText(page, "Cover chosen");
    expect((await book()).coverGenerationId).toBeTruthy();

    // Back-cover copy written from the book (free) and kept at once, then edited: saved as typed.
    await page.getByRole("button", { name: "Write it for me" }).click();
    await expectText(page, "Back text written and saved: check it", 30_000);
    // Written from what the book holds (its pages counted by kind), never from its title's words.
    expect(await page.getByLabel("Back cover text").inputValue()).toMatch(/holds \d+ coloring pages?/);
    expect(await page.getByLabel("Back cover text").inputValue()).not.toMatch(/Add to Cart|Scroll up/i);
    await page.getByLabel("Back cover text").fill("Twenty-four pages of friendly dinosaurs to color.");
    // Saved as it is typed: no button to remember.
    await expect
      .poll(async () => (await book()).backText, { timeout: 15_000 })
      .toBe("Twenty-four pages of friendly dinosaurs to color.");
    await expectText(page, "Back text saved");

    await page.getByRole("button", { name: "Run preflight" }).click();
    const checks = page.getByRole("list", { name: "Preflight checks" });
    await checks.waitFor({ timeout: 60_000 });
    expect(await checks.getByRole("listitem").count()).toBeGreaterThanOrEqual(10);
    expect(await checks.locator('[data-status="fail"]').count()).toBe(0);
  });

  it("shows the spreads and the cover preview, at desktop and phone widths", async () => {
    const b = await book();
    const spreads = page.getByRole("list", { name: "Spreads" });
    expect(await spreads.locator("svg[data-kind]").count()).toBe(b.interiorPageCount);
    expect(await spreads.locator('svg[data-kind="art"]').count()).toBe(5);
    expect(await page.getByTestId("cover-preview").locator('[data-testid="fold"]').count()).toBe(2);
    for (const [name, viewport] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      const shot = shooter(page, `books-${name}`);
      await page.getByRole("region", { name: "Spreads as printed" }).scrollIntoViewIfNeeded();
      await page
        .getByRole("region", { name: "Spreads as printed" })
        .screenshot({ path: `test-results/e2e/books-${name}/spreads.png` });
      await page
        .getByRole("region", { name: "Cover" })
        .screenshot({ path: `test-results/e2e/books-${name}/cover.png` });
      await page.getByRole("region", { name: /^Pictures/ }).scrollIntoViewIfNeeded();
      await shot("book-page");
    }
    expect(await axe(page, "book page, light")).toEqual([]);
    // Dark theme, on a phone.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await page.getByRole("heading", { name: "Dino Days", level: 1 }).waitFor();
    await page
      .getByRole("region", { name: /^Pictures/ })
      .screenshot({ path: "test-results/e2e/books-phone/dark-pictures.png" });
    await page
      .getByRole("region", { name: "Cover" })
      .screenshot({ path: "test-results/e2e/books-phone/dark-cover.png" });
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole("heading", { name: "Dino Days", level: 1 }).waitFor();
  });

  const exportFile = async (label: string) => {
    await page.getByRole("button", { name: `Export ${label}` }).click();
    const link = page.getByRole("link", { name: `Download ${label}` });
    await link.waitFor({ timeout: 90_000 });
    const waiting = page.waitForEvent("download");
    await link.click();
    const file = await waiting;
    return readFileSync((await file.path()) as string);
  };

  it("exports the interior, the cover and the printables and downloads them", async () => {
    const b = await book();
    const interior = await exportFile("interior PDF");
    expect(pdfInfo(interior)).toEqual({
      pages: b.interiorPageCount,
      width: (8.5 + 0.125) * PT,
      height: (11 + 0.25) * PT,
    });

    const cover = pdfInfo(await exportFile("cover PDF"));
    expect(cover.pages).toBe(1);
    expect(Math.abs(cover.width - b.coverSizeIn.width * PT)).toBeLessThan(0.5);
    expect(Math.abs(cover.height - b.coverSizeIn.height * PT)).toBeLessThan(0.5);

    const zip = await exportFile("printables ZIP");
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    const pdfs = zipEntries(zip).filter((e) => e.name.endsWith(".pdf"));
    const sizes = pdfs.map((e) => pdfInfo(e.bytes));
    const letter = sizes.filter((s) => s.width === 612 && s.height === 792);
    const a4 = sizes.filter((s) => s.width === 595.28 && s.height === 841.89);
    // Every art page once on Letter and once on A4, no blank backs, each beside its coloured
    // reference sheet (page-001-colored.pdf).
    expect(letter.reduce((n, s) => n + s.pages, 0)).toBe(10);
    expect(a4.reduce((n, s) => n + s.pages, 0)).toBe(10);
    expect(pdfs.filter((e) => e.name.endsWith("-colored.pdf"))).toHaveLength(10);

    const waiting = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the provenance report" }).click();
    const report = readFileSync((await (await waiting).path()) as string, "utf8");
    expect(report).toContain('Provenance of "Dino Days" by Ada Author');
    expect(report).toContain("5 art pages and a cover");
  });

  it("adds a page from the gallery's large view to a new book", async () => {
    await go(page, world.server.url, "/gallery", "My pages");
    await page
      .getByRole("button", { name: /^Open Alphabet Art/ })
      .first()
      .click();
    const view = page.getByRole("dialog", { name: "Alphabet Art" });
    await view.getByRole("button", { name: "Add to book" }).click();
    const add = page.getByRole("dialog", { name: "Add to book" });
    await add.getByLabel("A new book").check();
    await add.getByRole("button", { name: "Create book and add" }).click();
    await add.getByText("Please enter a title").waitFor();
    await add.getByLabel("New book's title").fill("Bedtime Pages");
    await add.getByRole("button", { name: "Create book and add" }).click();
    await add.getByText("Added to “Bedtime Pages”, which has 1 picture.").waitFor();
    await page.screenshot({ path: "test-results/e2e/books-desktop/added-to-book.png" });
    expect(await axe(page, "add to book dialog")).toEqual([]);
    // Escape closes the inner dialog only.
    await page.keyboard.press("Escape");
    await add.waitFor({ state: "detached" });
    await view.waitFor();
    const { books } = await apiAs<{ books: Book[] }>(page, "GET", "/books");
    expect(books.map((b) => [b.title, b.pages.length])).toEqual([
      ["Bedtime Pages", 1],
      ["Dino Days", 5],
    ]);
  });

  it("deletes the book after a confirmation; its pages stay in the gallery", async () => {
    await go(page, world.server.url, `/books/${bookId}`, "Dino Days");
    await page.getByRole("button", { name: "Delete book" }).click();
    await page.getByRole("dialog", { name: "Delete this book?" }).getByRole("button", { name: "Delete book" }).click();
    await page.getByRole("heading", { name: "My books" }).waitFor();
    await page.getByRole("list", { name: "Books" }).getByText("Bedtime Pages").waitFor();
    expect(await page.getByRole("list", { name: "Books" }).getByRole("listitem").count()).toBe(1);
    expect(await axe(page, "books list")).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/e2e/books-phone/books-list.png" });
    const { generations } = await apiAs<{ generations: unknown[] }>(page, "GET", "/generations");
    // Three pages and a cover made by hand, two by the batch: all still there (the back text is
    // written from the book for free, not generated).
    expect(generations.length).toBe(6);
  });
});
