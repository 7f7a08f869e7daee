import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfImages, pdfInfo } from "../helpers/pdf";
import { petSvg, photo, type Scene, scenePhoto, scenes } from "../helpers/photos";
import { axeFindings } from "./axe";
import { shooter } from "./harness";
import { apiAs, go, openWorld, person, previewImage, signedInPage, signUpApi } from "./steps";

/** axe-core's serious and critical findings on the page as it is now. */
async function audit(page: Page): Promise<string[]> {
  return (await axeFindings(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** docs/api.md, "Uploads": a photo chosen in the browser becomes a coloring page to download. */
describe("photo to coloring page", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  beforeAll(async () => {
    world = await openWorld();
    const who = person("Photographer");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who);
  });
  afterAll(async () => world?.close());

  it("uploads a photo, shows it, generates the page and downloads it as PNG and vector PDF", async () => {
    const shot = shooter(page, "photo");
    await go(page, world.server.url, "/photos/pet-portrait", "Pet Portrait");
    await shot("tool");
    // Generating without a photo says what is missing.
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.getByText("Please upload a photo of your pet").first().waitFor();

    const picker = page.locator('input[type="file"][name="photo"]');
    // The picker is reachable from the keyboard (the field's label points at it).
    await page.getByLabel("Photo of your pet", { exact: true }).and(picker).focus();
    expect(await picker.evaluate((el) => el === document.activeElement)).toBe(true);
    await picker.setInputFiles({ name: "rex.jpg", mimeType: "image/jpeg", buffer: await photo(petSvg()) });
    await page.getByText("Photo ready.").waitFor({ timeout: 30_000 });
    const preview = page.getByRole("img", { name: "Preview of what will be traced" });
    await page.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await preview.elementHandle());
    expect(await preview.getAttribute("src")).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    await shot("uploaded");

    await page.getByRole("button", { name: /^Generate/ }).click();
    await previewImage(page, 60_000);
    await shot("page");

    const download = async (button: string) => {
      const waiting = page.waitForEvent("download");
      await page.getByRole("button", { name: button, exact: true }).first().click();
      const file = await waiting;
      return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
    };
    const png = await download("PNG 300 DPI");
    expect(png.name).toMatch(/^pet-portrait-[0-9T-]+\.png$/);
    expect(PNG.sync.read(png.bytes)).toMatchObject({ width: 2400, height: 2400 });
    const pdf = await download("PDF Letter");
    expect(pdfInfo(pdf.bytes)).toMatchObject({ pages: 1, width: 612, height: 792 });
    // Vector: the traced page, not a picture inside the PDF.
    expect(pdfImages(pdf.bytes)).toEqual([]);
  });

  it("draws a grainy portrait photo with its outline closed into areas, filling the page, and says how many", async () => {
    await go(page, world.server.url, "/photos/family-portrait", "Family Portrait");
    const grainy = scenes.find((s) => s.name === "grainy portrait") as Scene;
    const picker = page.locator('input[type="file"][name="photo"]');
    await picker.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await scenePhoto(grainy) });
    await page.getByText("Photo ready.").waitFor({ timeout: 30_000 });
    const fill = page.getByRole("radio", { name: "Fill the page (crop)" });
    expect(await fill.getAttribute("aria-checked")).toBe("true");
    await page.getByRole("radio", { name: "Portrait" }).click();
    await page.getByRole("button", { name: /^Generate/ }).click();
    await previewImage(page, 60_000);
    const { generations } = await apiAs(page, "GET", "/generations?tool=photos/family-portrait");
    const regions = generations[0].output.quality.regions as number;
    // Before the outlines were kept, a grainy portrait gave 4–5 areas.
    expect(regions).toBeGreaterThanOrEqual(8);
    const check = page.getByRole("region", { name: "Print check" });
    expect(await check.textContent()).toContain(`Print-ready: clean black lines, ${regions} areas to colour`);
    await shooter(page, "photo")("grainy-portrait");
  });

  it("shows the contract's message for a file that is not a photo, and passes axe", async () => {
    await go(page, world.server.url, "/photos/photo-to-coloring-page", "Photo to Coloring Page");
    expect(await audit(page)).toEqual([]);
    const picker = page.locator('input[type="file"][name="photo"]');
    // Keyboard: Tab from the page reaches the picker, then the camera button.
    await page.getByRole("heading", { name: "Photo to Coloring Page" }).click();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await picker.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Take a photo");
    await picker.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("certainly not a png"),
    });
    await page.getByText("Please upload a JPG, PNG or WebP image").first().waitFor({ timeout: 15_000 });
    expect(await picker.getAttribute("aria-invalid")).toBe("true");
    expect(await audit(page)).toEqual([]);
  });
});
