import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfInfo } from "../helpers/pdf";
import { shooter } from "./harness";
import { apiAs, go, openWorld, person, signedInPage, signUpApi } from "./steps";

/** Every page's MediaBox, in page order, as written in the file. */
const mediaBoxes = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    (m[1] as string).trim().split(/\s+/).map(Number),
  );

/** Makes a page through the API and waits until it has succeeded. */
async function made(page: Page, tool: string, values: Record<string, unknown>) {
  const { generation } = await apiAs(page, "POST", "/generations", { tool, values });
  for (let i = 0; i < 120; i++) {
    const { generation: g } = await apiAs(page, "GET", `/generations/${generation.id}`);
    if (g.status === "succeeded") return g.id as string;
    if (g.status === "failed") throw new Error(`${tool} failed: ${JSON.stringify(g.error)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${tool} did not finish`);
}

/** docs/api.md, "Printing several pages": My pages' Select mode and one PDF of the pages chosen, in Chromium. */
describe("printing several pages from My pages", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  beforeAll(async () => {
    world = await openWorld();
    const who = person("Teacher");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who);
    await go(page, world.server.url, "/gallery", "My pages");
    await made(page, "kids/alphabet", { subject: "Dinosaur" });
    await made(page, "activities/maze", { theme: "cat", difficulty: "easy" });
    await made(page, "activities/sudoku", { size: "4", difficulty: "easy" });
  });
  afterAll(async () => world?.close());

  it("chooses three pages (keyboard and pointer) and downloads them as one A4 PDF of three sheets", async () => {
    const shot = shooter(page, "print-several");
    await go(page, world.server.url, "/gallery", "My pages");
    await page.getByRole("button", { name: /^Open Sudoku/ }).waitFor();
    await page.getByRole("button", { name: "Select to print" }).click();
    const boxes = page.getByRole("checkbox", { name: /^Select .* to print$/ });
    await expect.poll(() => boxes.count()).toBe(3);
    // Two by keyboard (Space on the focused box), one by clicking its picture.
    await boxes.nth(0).focus();
    await page.keyboard.press("Space");
    await boxes.nth(1).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: /^Select Alphabet/ }).click();
    await page.getByRole("button", { name: "Print 3 pages" }).waitFor();
    await page.getByRole("combobox", { name: "Paper" }).selectOption("a4");
    await shot("three-chosen");
    const waiting = page.waitForEvent("download");
    await page.getByRole("button", { name: "Print 3 pages" }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toMatch(/^pages-3-[0-9T-]+\.pdf$/);
    const pdf = await readFile((await file.path()) as string);
    expect(pdfInfo(pdf)).toEqual({ pages: 3, width: 595.28, height: 841.89 });
    expect(mediaBoxes(pdf)).toEqual(Array.from({ length: 3 }, () => [0, 0, 595.28, 841.89]));
    await shot("downloaded");
  });

  it("on a phone: Select mode works by touch and no keyboard hints show", async () => {
    const who = person("Parent");
    await signUpApi(world.server.url, who);
    const phone = await signedInPage(world, who, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await go(phone, world.server.url, "/gallery", "My pages");
    await made(phone, "activities/maze", { theme: "dog", difficulty: "easy" });
    await made(phone, "activities/maze", { theme: "cat", difficulty: "easy" });
    await go(phone, world.server.url, "/gallery", "My pages");
    await phone
      .getByRole("button", { name: /^Open Maze/ })
      .first()
      .waitFor();
    await phone.getByRole("button", { name: "Select to print" }).tap();
    await phone
      .getByRole("checkbox", { name: /^Select Maze/ })
      .first()
      .tap();
    await phone
      .getByRole("checkbox", { name: /^Select Maze/ })
      .nth(1)
      .tap();
    await phone.getByRole("button", { name: "Print 2 pages" }).waitFor();
    await shooter(phone, "print-several-phone")("two-chosen");
    const waiting = phone.waitForEvent("download");
    await phone.getByRole("button", { name: "Print 2 pages" }).tap();
    const pdf = await readFile((await (await waiting).path()) as string);
    expect(pdfInfo(pdf)).toEqual({ pages: 2, width: 612, height: 792 });
    // The large view's "← → to move" hint is for keyboards: not on a phone.
    await phone.getByRole("button", { name: "Done" }).tap();
    await phone
      .getByRole("button", { name: /^Open Maze/ })
      .first()
      .tap();
    await phone.getByRole("dialog").waitFor();
    expect(await phone.getByText("← → to move").isVisible()).toBe(false);
    expect(
      await phone
        .getByText(/Ctrl\+K/)
        .first()
        .isVisible()
        .catch(() => false),
    ).toBe(false);
  });
});
