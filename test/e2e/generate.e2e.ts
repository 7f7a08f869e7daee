import { readFile } from "node:fs/promises";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startFakeOpenAI } from "../helpers/fake-openai";
import { shooter, signUpInBrowser } from "./harness";
import {
  apiAs,
  expectBalance,
  expectRoute,
  expectText,
  freshPage,
  generate,
  go,
  mailedLink,
  openWorld,
  PNG_SIGNATURE,
  person,
  previewImage,
  signedInPage,
  signUpApi,
  verifyEmailApi,
} from "./steps";

/** Issue 4 and journey 1 of issue 9: a newcomer makes a page and a cover, downloads one, finds both. */
describe("a newcomer's first pages (sketch engine)", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  it("signs up, generates a kids page and a cover, downloads one and finds both in My pages", async () => {
    const base = world.server.url;
    const page = await freshPage(world);
    const shot = shooter(page, "generate-newcomer");
    await signUpInBrowser(page, base, person("Newcomer"));
    await expectRoute(page, "/");
    await expectBalance(page, 250);

    await go(page, base, "/kids/alphabet", "Alphabet Art");
    // A subject the built-in artist has nothing close to is refused before charging: the field
    // is marked with the server's message and focus moves to it.
    await generate(page, { Subject: "quokka" });
    const subject = page.getByLabel("Subject", { exact: true });
    await expect.poll(() => subject.getAttribute("aria-invalid")).toBe("true");
    expect(await subject.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = (await subject.getAttribute("aria-describedby")) as string;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/can't draw "quokka"/);
    await expectBalance(page, 250);
    await generate(page, { Subject: "Apple" });
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
    await expectBalance(page, 249);
    await shot("alphabet-done");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^alphabet-[0-9T-]+\.png$/);
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(bytes);
    expect(png.width).toBeGreaterThanOrEqual(512);

    await go(page, base, "/kids/cover-monster", "Cover - Monster Fun");
    await page.getByRole("button", { name: "furry yeti" }).click();
    await page.getByRole("button", { name: "dancing" }).click();
    await page.getByRole("radio", { name: "Neon" }).click();
    await page.getByRole("button", { name: "Generate" }).click();
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
    await expectBalance(page, 248);
    await shot("cover-done");

    await page.getByRole("link", { name: "My pages" }).click();
    await expectRoute(page, "/gallery");
    await page.getByRole("heading", { name: "My pages", level: 1 }).waitFor();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect.poll(() => cards.count()).toBe(2);
    // Newest first: the cover, then the alphabet page, each with its picture.
    // Each card opens its large view; its button is named after the tool.
    expect(await cards.nth(0).getByRole("button").first().textContent()).toMatch(/^Open Cover - Monster Fun/);
    expect(await cards.nth(1).getByRole("button").first().textContent()).toMatch(/^Open Alphabet Art/);
    // The card's picture is decorative (the button names the page), so it is found as an element.
    for (const i of [0, 1]) {
      const img = cards.nth(i).locator("img");
      await img.waitFor();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await shot("gallery");

    const me = await apiAs(page, "GET", "/auth/me");
    expect(me.user).toMatchObject({ credits: 248, totalImagesGenerated: 2 });
    const { history } = await apiAs(page, "GET", "/credits");
    expect(history.filter((h: { delta: number }) => h.delta === -1)).toHaveLength(2);
  });
});

/** A slow image service, so the "Creating Magic..." overlay can be seen for sure. */
describe("the generation overlay (slow image service)", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    const png = new PNG({ width: 64, height: 64 });
    png.data.fill(255);
    const b64 = PNG.sync.write(png).toString("base64");
    fake = await startFakeOpenAI(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 1500));
      json(res, 200, { created: 1, data: [{ b64_json: b64 }] });
    });
    world = await openWorld({
      IMAGE_PROVIDER: "openai",
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: `${fake.base}/v1`,
    });
  });
  afterAll(async () => {
    await world?.close();
    await fake?.close();
  });

  it("asks a new user of a paid image service to verify the e-mail first: one click sends the mail", async () => {
    const who = person("Unverified");
    await signUpApi(world.server.url, who);
    const page = await signedInPage(world, who);
    const shot = shooter(page, "generate-verify-first");
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await generate(page, { Subject: "Butterfly" });
    const notice = page
      .getByRole("alert")
      .filter({ hasText: "verify your e-mail address before your first generation" });
    await notice.waitFor();
    await shot("refused");
    await expectBalance(page, 250);
    await page.getByRole("button", { name: "Send the verification mail" }).click();
    await expectText(page, "Verification email sent");
    // The new mail's link, opened in the browser, confirms the address; then generating works.
    const link = await mailedLink(world.server.url, who.email, "verify-email");
    await page.goto(link);
    await page.getByText("Your email address is verified.").waitFor();
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await generate(page, { Subject: "Butterfly" });
    await expectText(page, "Image generated successfully!", 30_000);
    await expectBalance(page, 249);
  });

  it("shows 'Creating Magic...' while the image is made, then the image", async () => {
    const who = person("Patient");
    await signUpApi(world.server.url, who);
    // A paid image service: the first generation needs a verified e-mail (tested above).
    await verifyEmailApi(world.server.url, who);
    const page = await signedInPage(world, who);
    const shot = shooter(page, "generate-overlay");
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await generate(page, { Subject: "Butterfly" });
    const overlay = page.getByRole("status").filter({ hasText: "Creating Magic..." });
    await overlay.waitFor({ state: "visible" });
    await page.getByText("Your coloring page is being generated").waitFor();
    await page.getByRole("button", { name: /Generating/ }).waitFor();
    await shot("overlay");
    await expectText(page, "Image generated successfully!", 30_000);
    await overlay.waitFor({ state: "detached" });
    await previewImage(page);
    await shot("image");
    expect(fake.requests.some((r) => r.url.endsWith("/images/generations"))).toBe(true);
    expect(fake.requests.at(-1)?.body.prompt).toContain("Butterfly");
    await expectBalance(page, 249);
  });
});
