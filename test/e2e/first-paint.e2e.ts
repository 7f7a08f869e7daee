import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPage, openWorld } from "./steps";

/**
 * Issue 45: what a visitor's first screen asks for and paints before and as the scripts run
 * (docs/performance.md, Lighthouse).
 */
describe("the landing page's first paint", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  it("paints the loading screen from the page's own markup, before any script has run", async () => {
    const page = await freshPage(world);
    await page.route(/\/assets\/[\w.-]+\.js$/, (r) => r.abort());
    await page.goto(`${world.server.url}/#/`);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Creating Magic..." }).isVisible()).toBe(true);
    // Ahead of the scripts: the landing screen's own code, and the first sample's picture.
    const preloads = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')].map(
          (l) => `${l.as || "script"} ${new URL(l.href).pathname}`,
        ),
      );
    await expect.poll(preloads).toContain("image /api/samples/mandala-lotus.webp");
    expect((await preloads()).some((p) => /^script \/assets\/landing-[\w-]{8}\.js$/.test(p))).toBe(true);
  });

  it("shows the first sample as WebP, asked for at once and at high priority, in a square held for it", async () => {
    const page = await freshPage(world);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${world.server.url}/#/`);
    const first = page.getByRole("img", { name: "A lotus mandala coloring page" });
    await first.waitFor();
    await page.waitForFunction(() => (document.querySelector("main img") as HTMLImageElement | null)?.complete);
    const seen = await first.evaluate((img: HTMLImageElement) => ({
      src: new URL(img.currentSrc).pathname,
      width: img.naturalWidth,
      loading: img.loading,
      priority: img.getAttribute("fetchpriority"),
      box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
    }));
    expect(seen).toEqual({
      src: "/api/samples/mandala-lotus.webp",
      width: 512,
      loading: "eager",
      priority: "high",
      box: 1,
    });
  });

  it("answers /robots.txt with plain-text rules", async () => {
    const res = await fetch(`${world.server.url}/robots.txt`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toContain("User-agent: *");
  });
});
