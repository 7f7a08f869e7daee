import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Book } from "../../server/api-types";
import { shooter } from "./harness";
import { apiAs, expectText, generate, go, openWorld, person, previewImage, signedInPage, signUpApi } from "./steps";

/**
 * Issue 45, items 2, 3 and 12: a seller's activity book with its Answers, from the new-book
 * dialog (which asks for the author) to an interior whose copyright page names the author, a
 * preflight that judges the designed cover and lists each check once, a picture removed and put
 * back, and a provenance report that says who wrote the back text.
 */
describe("an activity book with its answers, exported", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  let bookId = "";
  const book = async (): Promise<Book> => (await apiAs<{ book: Book }>(page, "GET", `/books/${bookId}`)).book;
  const year = new Date().getFullYear();

  beforeAll(async () => {
    world = await openWorld();
    const who = person("Seller");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who, { viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => world?.close());

  /** A finished generation made through the API, as the gallery would hold it. */
  async function made(tool: string, values: Record<string, unknown>) {
    const { generation } = await apiAs(page, "POST", "/generations", { tool, values });
    await expect
      .poll(async () => (await apiAs(page, "GET", `/generations/${generation.id}`)).generation.status, {
        timeout: 30_000,
      })
      .toBe("succeeded");
    return generation.id as string;
  }

  it("makes three puzzles and a book, the new-book dialog asking for the author", async () => {
    const shot = shooter(page, "activity-book-desktop");
    await go(page, world.server.url, "/activities/word-search", "Word Search");
    await generate(page, { Theme: "ocean" });
    await expectText(page, "Generated successfully!", 30_000);
    await previewImage(page);
    await made("activities/maze", { theme: "ocean", difficulty: "easy" });
    await made("activities/sudoku", { theme: "ocean", difficulty: "easy" });

    await go(page, world.server.url, "/books", "My books");
    await page.getByRole("button", { name: "Create your first book" }).click();
    const dialog = page.getByRole("dialog", { name: "New book" });
    const author = dialog.getByLabel("Author", { exact: true });
    await author.waitFor();
    expect(await author.getAttribute("aria-describedby")).toBeTruthy();
    await dialog.getByText("The name KDP prints on the cover, the title page and the copyright page").waitFor();
    await shot("new-book");
    // Made without one, as a seller in a hurry does: the book page asks again.
    await dialog.getByLabel("Title", { exact: true }).fill("Ocean Puzzles");
    await dialog.getByRole("button", { name: "Create book" }).click();
    await page.getByRole("heading", { name: "Ocean Puzzles", level: 1 }).waitFor();
    bookId = new URL(page.url()).hash.split("/").pop() as string;
    await page.getByRole("button", { name: "Add the author's name" }).waitFor();

    await page.getByRole("button", { name: "Add pages" }).click();
    const picker = page.getByRole("dialog", { name: "Add pages" });
    const choices = picker.getByRole("list", { name: "Add pages" }).getByRole("button");
    // Activity pages are pages of a book too.
    await expect.poll(() => choices.count()).toBe(3);
    for (let i = 0; i < 3; i++) await choices.nth(i).click();
    await picker.getByRole("button", { name: "Add 3 pages" }).click();
    await expectText(page, "3 pages added");
    expect((await book()).pages).toHaveLength(3);
    // Each row says where it prints (blank backs: pages 1, 3, 5).
    const rows = page.getByRole("list", { name: "Pictures in print order" });
    await expect.poll(() => rows.getByTestId("printed-page").allTextContents()).toEqual(["Page 1", "Page 3", "Page 5"]);
  });

  it("removing a picture can be undone", async () => {
    const before = (await book()).pages.map((p) => p.generationId);
    const rows = page.getByRole("list", { name: "Pictures in print order" }).getByRole("listitem");
    await rows
      .nth(1)
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect.poll(async () => (await book()).pages.length).toBe(2);
    await page.getByText("Picture removed from the book").waitFor();
    await page.screenshot({ path: "test-results/e2e/activity-book-desktop/removed-undo.png" });
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await book()).pages.map((p) => p.generationId)).toEqual(before);
    await expectText(page, "Picture put back");
  });

  it("front matter without an author fails the preflight with its fix; the collage cover passes", async () => {
    const shot = shooter(page, "activity-book-preflight");
    await page.getByLabel("Copyright page").check();
    await page.getByLabel("Title page").check();
    await expect.poll(async () => (await book()).frontMatter.copyrightPage).toBe(true);
    await page.getByRole("button", { name: "Design the cover from my pages" }).click();
    await page.getByLabel("Design", { exact: true }).selectOption({ label: "Collage of pages" });
    await expect.poll(async () => (await book()).cover?.template).toBe("collage");
    await page.getByRole("button", { name: "Write it for me" }).click();
    await expectText(page, "Back text written and saved: check it", 30_000);

    await page.getByRole("button", { name: "Run preflight" }).click();
    const checks = page.getByRole("list", { name: "Preflight checks" });
    await checks.waitFor({ timeout: 90_000 });
    await page.getByText("1 check fails: KDP would reject this book").waitFor();
    const failing = checks.locator('[data-status="fail"]');
    expect(await failing.count()).toBe(1);
    expect(await failing.textContent()).toContain(
      "The title page and copyright page need the author's name: add it in Book details (the name KDP prints on the cover), or turn off the title page and copyright page",
    );
    // Each check once: no label twice (the plan's and the file's blank-page runs are told apart).
    const names = await checks.getByRole("listitem").locator("span.block.text-sm.font-medium").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const cover = checks.getByRole("listitem").filter({ hasText: "Front cover art" });
    expect(await cover.getAttribute("data-status")).toBe("pass");
    expect(await cover.textContent()).toContain("The Collage of pages design with 3 of the book's pages, coloured");
    await page.getByRole("region", { name: "Preflight" }).scrollIntoViewIfNeeded();
    await shot("author-missing");

    // The export is refused the same way: nothing prints "© the author".
    const refused = await page.request.post(`${world.server.url}/api/books/${bookId}/exports`, {
      headers: { origin: world.server.url, "content-type": "application/json" },
      data: JSON.stringify({ kind: "interior" }),
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.checks.map((c: { id: string }) => c.id)).toEqual(["author"]);
  });

  it("with the author given, the preflight passes and the interior prints the author's copyright", async () => {
    const shot = shooter(page, "activity-book-ready");
    await page.getByRole("button", { name: "Add the author's name" }).click();
    const details = page.getByRole("dialog", { name: "Book details" });
    await details.getByLabel("Author", { exact: true }).fill("Ada Author");
    await details.getByRole("button", { name: "Save" }).click();
    await expectText(page, "Book saved");
    await page.getByText("by Ada Author").waitFor();
    // A saved change clears the last preflight: it is run afresh.
    await page.getByRole("button", { name: "Run preflight" }).click();
    const checks = page.getByRole("list", { name: "Preflight checks" });
    await page.getByText(/^Ready for KDP/).waitFor({ timeout: 90_000 });
    expect(await checks.locator('[data-status="fail"]').count()).toBe(0);
    expect(await checks.getByRole("listitem").filter({ hasText: "Author named" }).textContent()).toContain(
      "“Ada Author” on the cover, the title page and the copyright page",
    );
    await page.getByRole("region", { name: "Preflight" }).scrollIntoViewIfNeeded();
    await shot("preflight-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("region", { name: "Preflight" }).scrollIntoViewIfNeeded();
    await shot("preflight-phone");
    await page.getByRole("region", { name: /^Pictures/ }).scrollIntoViewIfNeeded();
    await shot("pictures-phone");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Export interior PDF" }).click();
    const link = page.getByRole("link", { name: "Download interior PDF" });
    await link.waitFor({ timeout: 90_000 });
    const waiting = page.waitForEvent("download");
    await link.click();
    const pdf = readFileSync((await (await waiting).path()) as string);
    const text = execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString();
    expect(text).toContain(`Copyright © ${year} Ada Author`);
    expect(text).not.toContain(`© ${year} the author`);
    expect(text).toContain("Answers");
    expect((await book()).interiorPageCount).toBeGreaterThanOrEqual(24);
  });

  it("the provenance report says the back text was written by Inkling's template, not by the author", async () => {
    const waiting = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the provenance report" }).click();
    const report = readFileSync((await (await waiting).path()) as string, "utf8");
    expect(report).toContain('Provenance of "Ocean Puzzles" by Ada Author');
    expect(report).toContain(
      "- Text: Not AI-generated. The back text was written by Inkling's built-in back-cover template from the book's title and page count (no AI model), as generated;",
    );
    const { backText } = await apiAs(page, "GET", `/books/${bookId}/provenance`);
    expect(backText).toEqual({ source: "template", edited: false, aiGenerated: false });
  });
});
