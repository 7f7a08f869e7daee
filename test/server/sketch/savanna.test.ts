import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { planOf, themeOf } from "../../../server/sketch/themes.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";
import { testCatalog } from "../../helpers/app.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
const pagesOf = (subject: string) =>
  Array.from({ length: 12 }, (_, i) => (plannedValues(general, { subject }, 500 + i) as { subject: string }).subject);
const drawingOf = (name: string) => matchMotifs(name, 1)[0]?.hexcode;
const acacias = (svg: string) => svg.match(/data-tree="acacia"/g)?.length ?? 0;

/**
 * A safari's animals are the savanna's, in its open grass under flat-topped acacias far off: a
 * book of "safari animals" had been the jungle's (parrots, a sloth, a gorilla, snakes) among leafy
 * trees whose crowns crossed a giraffe's neck (fresh sample, seed 49602127). "safari animals" was
 * seen; these phrasings were not ("wild animals of …" and "animals on …" had been one dog, a
 * stand-in, whatever the habitat).
 */
describe("the savanna's animals under its acacias", () => {
  it.each(["savannah animals", "wild animals of the savannah", "animals on a safari"])("%s", (subject) => {
    const pages = pagesOf(subject);
    expect(
      pages.every((p) => p.endsWith("on the savanna")),
      pages.join(" | "),
    ).toBe(true);
    const jungleOnly = ["parrot", "sloth", "gorilla"].map(drawingOf);
    const drawn = new Set<string>();
    for (const page of pages)
      for (const m of matchMotifs(page, 4)) {
        expect(jungleOnly, page).not.toContain(m.hexcode);
        drawn.add(m.hexcode);
      }
    expect(drawn.size, pages.join(" | ")).toBeGreaterThanOrEqual(9);
  });

  it("a page on the savanna has acacias beside its animal, and no leafy trees", () => {
    for (const seed of [0, 3, 6]) {
      const svg = renderSketchSvg(portraitMotif("a zebra on the savanna", seed));
      expect(acacias(svg), `seed ${seed}`).toBeGreaterThanOrEqual(1);
      expect(svg).toContain('data-place="savanna"');
      expect(svg).not.toContain('data-place="trees"');
      expect(placedDrawings(svg).map((p) => p.hexcode)).toEqual(expect.arrayContaining([drawingOf("zebra")]));
    }
  });

  // Fresh seed 50602127: a lion and a monkey filled the width, an acacia's crown behind the
  // lion's head like a hat.
  it("two animals together stand on the open grass, no crown behind their heads", () => {
    for (const seed of [0, 3, 6, 18]) {
      const svg = renderSketchSvg(portraitMotif("a lion and a zebra on the savanna", seed));
      expect(svg).toContain('data-place="savanna"');
      expect(acacias(svg), `seed ${seed}`).toBe(0);
    }
  });

  it("a rhinoceros alone stands on the savanna", () => {
    for (const seed of [0, 1, 2, 3])
      expect(renderSketchSvg(portraitMotif("a rhinoceros", seed))).toContain('data-place="savanna"');
  });

  it("animals said wild or on a place are that habitat's", () => {
    expect(pagesOf("wild animals of the woods").every((p) => p.endsWith("in the forest"))).toBe(true);
    expect(pagesOf("animals at the pond").every((p) => p.endsWith("at the pond"))).toBe(true);
  });

  it("the rule can fail: the jungle keeps its own animals and trees", () => {
    const pages = pagesOf("jungle animals");
    expect(pages.some((p) => matchMotifs(p, 4).some((m) => m.hexcode === drawingOf("parrot")))).toBe(true);
    const svg = renderSketchSvg(portraitMotif("a parrot in the jungle", 0));
    expect(acacias(svg)).toBe(0);
  });
});

/**
 * Each page of a habitat's animals leads with an animal: a book of ocean animals had ended on a
 * spiral shell alone on the sand (fresh sample, seed 49602127: the one page of "ocean animals").
 * The animals WordNet knows first as something else (a chicken is food first) keep their pages.
 */
describe("a habitat's pages each lead with an animal", () => {
  const leads = (h: string) =>
    planOf(themeOf(`${h} animals`) ?? "").map(
      (page) =>
        page
          .replace(/\s+(?:in|on|at)\s+(?:the|a)\s+\w+$/, "")
          .split(/,\s*|\s+and\s+/)
          .at(-1) ?? "",
    );
  it("no page of the ocean's animals leads with its spiral shell", () => {
    expect(leads("ocean").length).toBeGreaterThanOrEqual(10);
    expect(leads("ocean")).not.toContain("a spiral shell");
  });

  it("the rule can fail: a chicken, a turtle and a beaver still lead pages of their own", () => {
    expect(leads("farm")).toContain("a chicken");
    expect(leads("ocean")).toContain("a turtle");
    expect(leads("pond")).toContain("a beaver");
  });
});
