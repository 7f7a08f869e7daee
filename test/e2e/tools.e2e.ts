import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter } from "./harness";
import {
  apiAs,
  expectBalance,
  expectRoute,
  expectText,
  go,
  openWorld,
  person,
  previewImage,
  signedInPage,
  signUpApi,
} from "./steps";

/** Issue 3: reaching a tool, and each kind of control on its form. */
describe("tool forms in the browser", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  const who = person("Maker");
  beforeAll(async () => {
    world = await openWorld();
    await signUpApi(world.server.url, who);
  });
  afterAll(async () => world?.close());

  it("opens a tool from home, fills it with a chip and refuses an empty subject", async () => {
    const base = world.server.url;
    const page = await signedInPage(world, who);
    const shot = shooter(page, "tools-chips");
    await go(page, base, "/", "AI Coloring Page Generator");
    await page.getByRole("link", { name: "Explore Tools: Kids Corner" }).click();
    await expectRoute(page, "/kids");
    await page.getByRole("heading", { name: "Kids Corner", level: 1 }).waitFor();
    await shot("hub");
    await page.getByRole("link", { name: /^Alphabet Art/ }).click();
    await expectRoute(page, "/kids/alphabet");
    await page.getByRole("heading", { name: "Alphabet Art", level: 1 }).waitFor();

    const subject = page.getByLabel("Subject", { exact: true });
    await subject.fill("Zebra");
    await page.getByRole("group", { name: "Subject suggestions" }).getByRole("button", { name: "Cat" }).click();
    expect(await subject.inputValue()).toBe("Cat");
    await shot("chip-picked");

    await subject.fill("   ");
    await page.getByRole("button", { name: "Generate" }).click();
    await expectText(page, "Please enter a subject");
    expect(await subject.getAttribute("aria-invalid")).toBe("true");
    await shot("empty-subject");
    // Refused in the browser: nothing was created and nothing was charged.
    const { generations } = await apiAs(page, "GET", "/generations");
    expect(generations).toHaveLength(0);
    await expectBalance(page, 250);
  });

  it("moves the selection of choice buttons", async () => {
    const page = await signedInPage(world, who);
    const shot = shooter(page, "tools-choice");
    await go(page, world.server.url, "/kids/cover-monster", "Cover - Monster Fun");
    const theme = page.getByRole("radiogroup", { name: "Color theme" });
    const candy = theme.getByRole("radio", { name: "Candy" });
    const neon = theme.getByRole("radio", { name: "Neon" });
    expect(await candy.getAttribute("aria-checked")).toBe("true");
    expect(await neon.getAttribute("aria-checked")).toBe("false");
    await neon.click();
    expect(await neon.getAttribute("aria-checked")).toBe("true");
    expect(await candy.getAttribute("aria-checked")).toBe("false");
    // Arrow keys move the selection like native radios.
    await page.keyboard.press("ArrowRight");
    expect(await theme.getByRole("radio", { name: "Pastel" }).getAttribute("aria-checked")).toBe("true");
    expect(await theme.getByRole("radio", { checked: true }).count()).toBe(1);
    await shot("choice-moved");
  });

  it("searches countries, needs a pick before sending, and shows the generated flag", async () => {
    const page = await signedInPage(world, who);
    const shot = shooter(page, "tools-flag");
    await go(page, world.server.url, "/kids/flag-generator", "Flag Generator");
    const country = page.getByRole("combobox", { name: "Country" });
    const submit = page.getByRole("button", { name: "Generate" });
    expect(await submit.isDisabled()).toBe(true);

    await country.fill("kos");
    const list = page.getByRole("listbox", { name: "Country" });
    await list.getByRole("option", { name: "Kosovo" }).waitFor();
    expect(await list.getByRole("option").count()).toBeGreaterThanOrEqual(1);
    await shot("kos");
    await country.fill("zzz");
    await page.getByRole("status").filter({ hasText: "No countries found" }).waitFor();
    expect(await page.getByRole("option").count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await shot("no-match");

    await country.fill("kos");
    await list.getByRole("option", { name: "Kosovo" }).click();
    expect(await country.inputValue()).toBe("Kosovo");
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await expectText(page, "Image generated successfully!", 30_000);
    const src = await previewImage(page);
    expect(src).toMatch(/^\/api\/images\//);
    await page.getByRole("button", { name: "Download" }).waitFor();
    await shot("flag-shown");

    await expectBalance(page, 249);
    const { generations } = await apiAs(page, "GET", "/generations");
    expect(generations[0]).toMatchObject({ tool: "kids/flag-generator", status: "succeeded", charged: 1 });
    expect(generations[0].values.country).toBe("Kosovo");
  });
});
