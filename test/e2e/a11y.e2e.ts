import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeFindings } from "./axe";
import { shooter } from "./harness";
import { apiAs, expectText, freshPage, generate, go, openWorld, previewImage, signedInPage } from "./steps";

/** axe-core on the page as it is now; only serious and critical findings, written for a person. */
async function audit(page: Page, where: string): Promise<string[]> {
  return (await axeFindings(page)).map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`)
        .join("\n")}`,
  );
}

/** Pages by route, with the heading that says the page is ready and an optional extra step. */
interface Stop {
  route: string;
  ready: string | RegExp;
  prepare?: (page: Page) => Promise<void>;
}

const signedOut: Stop[] = [
  { route: "/", ready: "AI Coloring Page Generator" }, // the public home page
  {
    route: "/",
    ready: "AI Coloring Page Generator",
    prepare: async (p) => {
      await p.getByRole("combobox", { name: "Search tools" }).first().fill("dino");
      await p.getByRole("listbox", { name: "Tools" }).waitFor();
    },
  },
  { route: "/login", ready: "Welcome back" },
  { route: "/login?view=reset", ready: "Reset your password" },
  { route: "/signup/one-time", ready: "Create your account" },
  { route: "/unauthorized", ready: "Unauthorized Access" },
  // Hubs and tools are open to visitors: the form, and a sign-up call to action for the preview.
  { route: "/activities", ready: "Puzzles & Activities" },
  { route: "/kids/alphabet", ready: "Alphabet Art" },
];

const signedIn: Stop[] = [
  { route: "/", ready: "AI Coloring Page Generator" },
  ...[
    "Kids Corner",
    "Adult Coloring",
    "Cozy Collection",
    "Doodle & Art",
    "Content Ideas",
    "Photo Pages",
    "Puzzles & Activities",
  ].map((ready, i) => ({
    route: `/${["kids", "adult", "cozy", "doodle", "content", "photos", "activities"][i]}`,
    ready,
  })),
  { route: "/kids/alphabet", ready: "Alphabet Art" }, // text + chips
  { route: "/kids/cover-monster", ready: "Cover - Monster Fun" }, // choice
  {
    route: "/kids/flag-generator",
    ready: "Flag Generator",
    prepare: async (p) => {
      await p.getByRole("combobox", { name: "Country" }).fill("zzz");
      await p.getByText("No countries found").waitFor();
    },
  },
  {
    route: "/kids/mothers-day",
    ready: /Mother/,
    prepare: async (p) => {
      await p.getByRole("combobox").first().focus();
      await p.getByRole("listbox").first().waitFor();
    },
  }, // suggest, list open
  { route: "/content/coloring-ideas", ready: "Coloring Ideas" }, // number
  { route: "/doodle/decorative", ready: /Decorative/ }, // textarea
  {
    route: "/content/amazon-description",
    ready: "Book Description",
    prepare: async (p) => {
      await generate(p, { "Book title": "Cozy Cats" }, "Generate description");
      await p.getByRole("heading", { name: "Suggested Categories" }).waitFor();
    },
  },
  { route: "/gallery", ready: "My pages" },
  {
    route: "/gallery",
    ready: "My pages",
    prepare: async (p) => {
      await p
        .getByRole("button", { name: /^Open Alphabet Art/ })
        .first()
        .click();
      await p.getByRole("dialog", { name: "Alphabet Art" }).getByRole("img").waitFor();
    },
  },
  {
    route: "/kids",
    ready: "Kids Corner",
    prepare: async (p) => {
      await p.keyboard.press("Control+k");
      await p.getByRole("dialog", { name: "Find a tool" }).waitFor();
      await p.keyboard.type("castle");
      await p.getByRole("listbox", { name: "Tools" }).waitFor();
    },
  },
  { route: "/account", ready: "Account" },
  { route: "/payment", ready: "Top up credits" },
  { route: "/publishing-tools", ready: "Publishing Tools" },
  {
    route: "/tutorial",
    ready: "Tutorial",
    prepare: async (p) => {
      await p.getByRole("button", { name: /Getting started with Inkling/ }).click();
      await p.getByRole("dialog").waitFor();
    },
  },
  { route: "/admin", ready: "Admin Portal" },
  { route: "/admin/users", ready: "User Management" },
  { route: "/admin/credits", ready: "Credit Management" },
  { route: "/admin/settings", ready: "System Settings" },
  { route: "/admin/outbox", ready: /outbox/i },
];

describe("accessibility (axe-core, light and dark)", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
    // Something in My pages, so the gallery is audited with a card in it.
    const page = await signedInPage(world);
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await generate(page, { Subject: "Owl" });
    await previewImage(page);
    await page.context().close();
  });
  afterAll(async () => world?.close());

  for (const theme of ["light", "dark"] as const) {
    it(`has no serious or critical violations in the ${theme} theme`, async () => {
      const problems: string[] = [];
      const run = async (page: Page, stops: Stop[], name: string) => {
        await page.context().addInitScript((t) => localStorage.setItem("theme", t), theme);
        const shot = shooter(page, `a11y-${theme}-${name}`);
        for (const stop of stops) {
          await go(page, world.server.url, stop.route, stop.ready);
          await stop.prepare?.(page);
          const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
          expect(dark, `${stop.route} theme`).toBe(theme === "dark");
          problems.push(...(await audit(page, `${theme} ${stop.route}`)));
          await shot(stop.route.replace(/\W+/g, "_") || "home");
        }
      };
      await run(await freshPage(world), signedOut, "public");
      await run(await signedInPage(world), signedIn, "app");
      expect(problems, `\n${problems.join("\n")}\n`).toEqual([]);
    });
  }
});

describe("small screens and the keyboard", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  it("at 390×844 the menu opens and closes, and a tool with its preview fits the width", async () => {
    const page = await signedInPage(world, undefined, { viewport: { width: 390, height: 844 } });
    const shot = shooter(page, "mobile");
    await go(page, world.server.url, "/", "AI Coloring Page Generator");
    const kids = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kids Corner" });
    expect(await kids.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await kids.waitFor({ state: "visible" });
    // The drawer slides in: wait until it rests against the left edge.
    await page.waitForFunction(() => document.getElementById("sidebar")?.getBoundingClientRect().left === 0);
    await shot("menu-open");
    await page.getByRole("button", { name: "Close menu" }).click();
    await kids.waitFor({ state: "hidden" });
    await shot("menu-closed");

    await go(page, world.server.url, "/kids/cover-monster", "Cover - Monster Fun");
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await generate(page, { "Monster type": "furry yeti", Activity: "dancing" });
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
    expect(await width()).toBeLessThanOrEqual(390);
    await shot("tool-with-preview");
    expect((await apiAs(page, "GET", "/generations")).generations).toHaveLength(1);
  });

  // Known fault: on Cover - Monster Fun, Tab from the Activity field's first chip goes back to the
  // top of the document instead of the next chip (all later controls are tabbable and visible).
  // Each part of the page passes this test on its own; the combined page does not yet.
  it("every control of a tool form shows a focus indicator when tabbed to", async () => {
    const page = await signedInPage(world);
    const shot = shooter(page, "keyboard");
    await go(page, world.server.url, "/kids/cover-monster", "Cover - Monster Fun");
    const look = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        return {
          inForm: Boolean(el.closest("form")),
          name: `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim() ?? ""}`.slice(0, 60),
          submit: el.getAttribute("type") === "submit",
          style: `${s.outlineStyle} ${s.outlineWidth} | ${s.boxShadow}`,
        };
      });
    // The heading shows before the form has mounted; wait for the form itself.
    await page.getByRole("button", { name: /^Generate/ }).waitFor({ state: "visible" });
    // Start just before the form (a click on a heading does not move the sequential focus
    // starting point in every browser; focusing it does); each Tab then lands on the next control.
    await page.getByRole("heading", { name: "Cover - Monster Fun" }).evaluate((el: HTMLElement) => {
      el.tabIndex = -1;
      el.focus();
    });
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const focused = await look();
      if (!focused.inForm) continue;
      const unfocused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        el.blur();
        const s = getComputedStyle(el);
        const out = `${s.outlineStyle} ${s.outlineWidth} | ${s.boxShadow}`;
        el.focus();
        return out;
      });
      expect(focused.style, `focus indicator on ${focused.name}`).not.toBe(unfocused);
      seen.push(focused.name);
      if (seen.length === 3) await shot("focused-control");
      if (focused.submit) break;
    }
    // Two text fields, their chips, both radio groups and the submit button were all reached.
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen.at(-1)).toMatch(/Generate/);
  });
});
