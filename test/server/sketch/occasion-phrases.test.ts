import { describe, expect, it } from "vitest";
import { planOf, themeOf, themeSubject } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

// An occasion named with when or how it is kept, or with what is at it, is its theme: the
// occasion's pages, never a refusal of the day's name (issue 41, class 4). The sample's phrase
// (seed 161803: "birthday party with presents" was refused) first; the others were not looked
// at before the rule was written.
describe("an occasion named with when or how it is kept", () => {
  it.each([
    ["birthday party with presents", "birthday"],
    ["christmas morning", "christmas"],
    ["thanksgiving dinner", "thanksgiving"],
    ["a diwali celebration", "diwali"],
    ["lunar new year parade", "lunar new year"],
    ["valentines day card", "valentine"],
    ["hanukkah night", "hanukkah"],
    ["eid feast", "eid"],
  ])("%s is the %s theme, drawn as its plan", (subject, theme) => {
    expect(themeOf(subject)).toBe(theme);
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.unknown).toBeUndefined();
    expect(read.standIn).toBeUndefined();
    expect(read.understood[0]?.drawnAs).toMatch(/^one of .+… a page$/);
  });

  it.each(["a birthday cake", "a red card", "a christmas tree", "a starry night"])(
    "%s is drawn as it is",
    (subject) => {
      const read = understandSketch({ layout: "motif", subject }, "line-art");
      expect(read.unknown).toBeUndefined();
      expect(read.understood[0]?.drawnAs).not.toMatch(/^one of /);
    },
  );

  it("an occasion left out of what is drawn is its theme: not a moon alone for Halloween night", () => {
    const read = understandSketch({ layout: "motif", subject: "halloween night" }, "line-art");
    expect(read.understood[0]?.drawnAs).toMatch(/^one of .+… a page$/);
  });
});

// Fresh sample 1202127: "earth day" was refused; the pool's "passover seder plate", "holi
// festival of colors", "kwanzaa kinara" and "mothers day card with flowers" were refused or
// offered a bouquet to accept. Every occasion people keep is a theme; the rest were not looked at
// before the plans were written.
describe("more occasions are themes, never refused", () => {
  it.each([
    ["earth day", "earth day"],
    ["passover seder plate", "passover"],
    ["holi festival of colors", "holi"],
    ["kwanzaa kinara", "kwanzaa"],
    ["mothers day card with flowers", "mothers day"],
    ["happy father's day", "fathers day"],
    ["4th of july", "independence day"],
    ["new year's eve", "new year"],
    ["graduation day", "graduation"],
    ["happy earth day party", "earth day"],
  ])("%s is the %s theme", (subject, theme) => {
    expect(themeOf(subject)).toBe(theme);
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.unknown).toBeUndefined();
    expect(read.standIn).toBeUndefined();
  });

  it("each new occasion's book of 12 pages has 12 subjects: no page repeats another", () => {
    for (const theme of ["earth day", "passover", "holi", "kwanzaa", "mothers day", "fathers day", "new year"])
      expect(new Set(planOf(theme)).size, theme).toBeGreaterThanOrEqual(12);
  });

  it("an occasion's thing the set draws is the page, and its ornament the mandala", () => {
    expect(themeOf("chinese new year dragon")).toBeUndefined();
    expect(themeOf("diwali rangoli")).toBeUndefined();
    const rangoli = understandSketch({ layout: "motif", subject: "diwali rangoli" }, "line-art");
    expect(rangoli.understood.map((w) => w.drawnAs)).toContain("an indian mandala");
  });
});

// Held-out sample 2202127: "christmas ornaments" drew a cross, WordNet's kinds of ornament (a
// wind chime, a rosette, a crucifix) read before the occasion. The ornament is drawn now (our
// bauble: christmas-ornament.test.ts); an undrawn thing of the occasion is still its theme.
describe("an occasion's things are the occasion's pages", () => {
  it.each([
    ["christmas stockings", "christmas"],
    ["halloween costumes", "halloween"],
    ["lion dance for chinese new year", "lunar new year"],
  ])("%s is the %s theme", (subject, theme) => {
    expect(themeOf(subject)).toBe(theme);
  });

  it("a thing of the occasion the set draws is drawn: christmas cookies, easter eggs", () => {
    expect(themeOf("christmas cookies")).toBeUndefined();
    expect(themeOf("easter eggs")).toBeUndefined();
  });
});

describe("an occasion said with things the set draws draws them on every page", () => {
  // "birthday party with presents" had drawn a crown, one page of the birthday plan. Held out.
  it.each([
    ["christmas party with presents", /gift/],
    ["thanksgiving with a turkey", /turkey/],
    ["halloween with black cats", /black cat/],
    ["valentines day with hearts", /heart/],
  ])("%s", (said, page) => {
    const theme = themeOf(said);
    expect(theme).toBeDefined();
    for (const seed of [0, 1, 2, 3, 4, 5])
      expect(themeSubject(theme ?? "", seed, said), `${said}, seed ${seed}`).toMatch(page);
  });

  it("said alone it is its plan, a page each", () => {
    const theme = themeOf("christmas party") ?? "";
    expect(new Set([0, 1, 2, 3, 4, 5].map((seed) => themeSubject(theme, seed, "christmas party"))).size).toBe(6);
  });
});
