import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inkBox, pdfInfo, renderPdf } from "../helpers/pdf";
import { shooter } from "./harness";
import { apiAs, generate, go, openWorld, person, previewImage, signedInPage, signUpApi } from "./steps";

/** docs/api.md, "Page options, quality and print": print-ready files and the Print button, in Chromium. */
describe("printing a page", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  beforeAll(async () => {
    world = await openWorld();
    const who = person("Printer");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who);
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await generate(page, { Subject: "Dinosaur" });
    await previewImage(page);
  });
  afterAll(async () => world?.close());

  const download = async (button: string) => {
    const waiting = page.waitForEvent("download");
    await page.getByRole("button", { name: button, exact: true }).first().click();
    const file = await waiting;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
  };

  it("downloads the 300 DPI PNG and the Letter and A4 PDFs, named after the tool", async () => {
    const png = await download("PNG 300 DPI");
    expect(png.name).toMatch(/^alphabet-[0-9T-]+\.png$/);
    expect(PNG.sync.read(png.bytes)).toMatchObject({ width: 2400, height: 2400 });
    const letter = await download("PDF Letter");
    expect(letter.name).toMatch(/^alphabet-[0-9T-]+\.pdf$/);
    expect(pdfInfo(letter.bytes)).toEqual({ pages: 1, width: 612, height: 792 });
    const a4 = await download("PDF A4");
    expect(pdfInfo(a4.bytes)).toEqual({ pages: 1, width: 595.28, height: 841.89 });
  });

  it("Print prints exactly one page, the art alone inside 0.5 in margins (Chromium's print-to-PDF)", async () => {
    const shot = shooter(page, "print");
    // Chromium's print dialog cannot be driven headless: count the call, then print to PDF.
    await page.evaluate(() => {
      const w = window as unknown as { print: () => void; printed: number };
      w.printed = 0;
      w.print = () => {
        w.printed++;
      };
    });
    let printed = 0;
    for (const [format, width, height] of [
      ["Letter", 612, 792],
      ["A4", 595.28, 841.89],
    ] as const) {
      await page.getByRole("button", { name: "Print" }).first().click();
      printed++;
      await page.waitForFunction((n) => (window as unknown as { printed: number }).printed === n, printed);
      await shot(`print-${format}`);
      const pdf = await page.pdf({ format, printBackground: true });
      // Printing over (Chromium fires afterprint), the screen is the app again.
      await page.getByTestId("print-sheet").waitFor({ state: "detached" });
      const info = pdfInfo(pdf);
      expect(info.pages).toBe(1);
      // Chromium's A4 is 8.27x11.7 in (595.92x842.88 pt): within a point of ISO's.
      expect(Math.abs(info.width - width)).toBeLessThan(1.1);
      expect(Math.abs(info.height - height)).toBeLessThan(1.1);
      const sheet = renderPdf(pdf, 72);
      const box = inkBox(sheet);
      expect(box).not.toBeNull();
      if (!box) return;
      // Only the art: its frame fills the width inside the margins, centred; nothing of the app.
      expect(box.left).toBeGreaterThanOrEqual(35);
      expect(sheet.width - 1 - box.right).toBeGreaterThanOrEqual(34);
      expect(box.top).toBeGreaterThanOrEqual(35);
      expect(sheet.height - 1 - box.bottom).toBeGreaterThanOrEqual(34);
      expect(box.right - box.left).toBeGreaterThan((width - 72) * 0.85);
      expect(Math.abs(box.left - (sheet.width - 1 - box.right))).toBeLessThanOrEqual(3);
    }
  });

  it("the gallery offers the same print-ready files", async () => {
    await go(page, world.server.url, "/gallery", "My pages");
    // The print files are in the page's large view.
    await page
      .getByRole("button", { name: /^Open Alphabet Art/ })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Alphabet Art" }).waitFor();
    // The gate's figures of the stored page, in a seller's words.
    const { generations } = await apiAs(page, "GET", "/generations?tool=kids/alphabet");
    const regions = generations[0].output.quality.regions as number;
    expect(regions).toBeGreaterThan(0);
    const check = page.getByRole("region", { name: "Print check" });
    expect(await check.textContent()).toContain(`Print-ready: clean black lines, ${regions} areas to colour`);
    await shooter(page, "print-gallery")("large-view");
    const a4 = await download("PDF A4");
    expect(a4.name).toMatch(/^alphabet-[0-9T-]+\.pdf$/);
    expect(pdfInfo(a4.bytes).pages).toBe(1);
    await page.getByRole("button", { name: "Print" }).first().waitFor();
  });
});
