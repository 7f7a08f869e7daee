import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { drawnAsWritten } from "../../../server/sketch/understand.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";
import { testCatalog } from "../../helpers/app.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
const pagesOf = (subject: string) =>
  Array.from({ length: 12 }, (_, i) => (plannedValues(general, { subject }, i) as { subject: string }).subject);

/**
 * A book of a kind the set draws as a woman and as a man too draws each of them in turn after
 * its first page: a book of superheroes had been one man in a cape on all twelve pages. The
 * superheroes and fairies were looked at while the rule was written; these kinds were not.
 */
describe("a book of a kind drawn as a woman and a man draws both", () => {
  it.each(["genies", "mages", "vampires"])("%s", (subject) => {
    const pages = pagesOf(subject);
    expect(new Set(pages).size, pages.join(" | ")).toBe(12);
    for (const page of pages) expect(drawnAsWritten(page), page).toBe(true);
    const kind = subject.replace(/s$/, "");
    const drawn = pages.map((p) => matchMotifs(p, 1)[0]?.hexcode);
    for (const sex of ["woman", "man"]) {
      const hex = motifByAnnotation(`${sex} ${kind}`)?.hexcode;
      expect(hex, `${sex} ${kind} is a drawing`).toBeDefined();
      expect(drawn.filter((h) => h === hex).length, `${sex} ${kind}: ${pages.join(" | ")}`).toBeGreaterThanOrEqual(4);
    }
  });

  it("the rule can fail: a kind drawn one way keeps its one drawing (dragons, robots)", () => {
    for (const subject of ["dragons", "robots"]) {
      const kind = subject.replace(/s$/, "");
      expect(pagesOf(subject).every((p) => !/\b(?:woman|man)\b/.test(p))).toBe(true);
      expect(pagesOf(subject)[0]).toBe(`a ${kind}`);
    }
  });
});

/**
 * A superhero and a supervillain, drawn by the set as a head and shoulders, stand whole on a page
 * (a body under the bust, as a princess does): they had been a bust cut at the ground on every
 * page, holding and riding nothing.
 */
describe("a caped hero stands whole", () => {
  it.each([
    ["a woman supervillain", "woman supervillain"],
    ["a man superhero in the park", "man superhero"],
    ["a supervillain and a cat", "supervillain"],
  ])("%s", (subject, name) => {
    const hex = motifByAnnotation(name)?.hexcode;
    for (const seed of [0, 5]) {
      const hero = placedDrawings(renderSketchSvg(portraitMotif(subject, seed))).find((p) => p.hexcode === hex);
      expect(hero, `${subject} at ${seed}`).toBeDefined();
      expect(hero?.pose, `${subject} at ${seed}`).toBeDefined();
    }
  });
});
