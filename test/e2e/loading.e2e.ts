import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPage, go, openWorld, signedInPage } from "./steps";

/**
 * Issue 10: each screen's own code is asked for alongside the entry script (index.html's
 * route-preload map, written by web/build/route-preloads.ts), and the tool page's form engine
 * only after the heading has painted (docs/performance.md).
 */
describe("Loading a screen's code", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let signedIn: Page;
  beforeAll(async () => {
    world = await openWorld();
    // Any signed-in account shows the tool page; the administrator needs no sign-up.
    signedIn = await signedInPage(world);
  });
  afterAll(async () => world?.close());

  /**
   * The screen chunks index.html's own script asks for at `route`: the entry script is held back,
   * so nothing but the page's markup and inline scripts has run (the app's loader adds preload
   * links of its own later, which would blur what is measured here).
   */
  async function preloadedAt(route: string): Promise<string[]> {
    const page = await freshPage(world);
    await page.route(/\/assets\/index-[\w-]{8}\.js$/, (r) => r.abort());
    await page.goto(`${world.server.url}/#${route}`);
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        new URL(l.href).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ""),
      ),
    );
    await page.close();
    return names;
  }

  it("a tool page preloads the tool screen but not the form engine, which follows its heading", async () => {
    const links = await preloadedAt("/kids/alphabet");
    expect(links).toContain("tool");
    expect(links).not.toContain("schemas");
    expect(links).not.toContain("login");
    expect(links.some((l) => l.startsWith("admin"))).toBe(false);
    // In a whole visit the form still arrives, and with it the engine's chunk.
    const requested: string[] = [];
    signedIn.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await go(signedIn, world.server.url, "/kids/alphabet", "Alphabet Art");
    await signedIn.getByRole("textbox", { name: "Subject" }).waitFor({ timeout: 15_000 });
    expect(requested.some((p) => /\/assets\/schemas-[\w-]{8}\.js$/.test(p))).toBe(true);
  });

  it("the home and tool pages paint from a few larger scripts, not one file per icon or helper", async () => {
    for (const [route, heading] of [
      ["/", "AI Coloring Page Generator"],
      ["/kids/alphabet", "Alphabet Art"],
    ] as const) {
      const scripts: string[] = [];
      const listen = (r: { url(): string }) => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith(".js")) scripts.push(path);
      };
      signedIn.on("request", listen);
      await go(signedIn, world.server.url, route, heading);
      signedIn.off("request", listen);
      // Shared icons, libraries and helpers come one chunk per kind (web/vite.config.ts); left
      // to itself the bundler gave each its own file and the home page asked for 63 scripts.
      expect(scripts.length, `${route}: ${scripts.join(" ")}`).toBeLessThanOrEqual(route === "/" ? 8 : 12);
    }
  });

  it("the sign-in page preloads its own screen, not the signed-in ones", async () => {
    const links = await preloadedAt("/login");
    expect(links).toContain("login");
    expect(links).not.toContain("tool");
    expect(links).not.toContain("home");
  });

  it("admin screens preload their own code; an unknown path only what the entry needs", async () => {
    expect(await preloadedAt("/admin/users")).toContain("admin-users");
    const entryOnly = await preloadedAt("/kids/alphabet/extra/parts");
    const home = await preloadedAt("/");
    expect(home).toContain("home");
    expect(entryOnly.length).toBeGreaterThan(0);
    expect(home.length).toBeGreaterThan(entryOnly.length);
    for (const name of entryOnly) expect(home).toContain(name);
  });
});
