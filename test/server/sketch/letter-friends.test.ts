import { describe, expect, it } from "vitest";
import { motifByHexcode, motifsStartingWith } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";

/**
 * A letter page draws, around its letter, things a child learns the letter by: named by a noun
 * that starts with it, never by a word saying how the thing looks first ("oncoming automobile"
 * for O), never a name only the emoji set uses, nothing a child's alphabet leaves out. Nought is
 * drawn alone.
 */
const page = (subject: string, seed: number) =>
  renderSketchSvg({
    toolId: "doodle/coloring-page",
    hub: "kids",
    output: "line-art",
    seed,
    sketch: { layout: "motif", subject, page: "portrait" },
  });
const drawnOn = (svg: string) =>
  [...svg.matchAll(/data-motif="([^"]+)"/g)].map((m) => motifByHexcode(m[1] ?? "")?.annotation.toLowerCase() ?? "");

describe("a letter's friends are named by a noun that starts with the letter", () => {
  // Letters the rule was not written from (its examples are O and W), several seeds each.
  it.each(["letter N", "letter L", "letter H", "letter C", "letter F", "letter B", "letter S", "letter G"])(
    "%s",
    (subject) => {
      const letter = (subject.at(-1) ?? "").toLowerCase();
      const seen = new Set<string>();
      for (let seed = 0; seed < 12; seed++) for (const name of drawnOn(page(subject, seed))) seen.add(name);
      expect(seen.size).toBeGreaterThan(2);
      for (const name of seen) {
        expect(name.startsWith(letter), name).toBe(true);
        // No colour, age or state before the thing (black cat, new moon, low battery, hot pepper,
        // locked, green book), no clock time, nothing a child's alphabet leaves out.
        expect(name, subject).not.toMatch(
          /^(?:black|blue|brown|green|new|low|hot|locked|fried|french|fallen|full|glowing|cooked|closed|nine-thirty|five-thirty)\b|cigarette|coffin|headstone|funeral|bomb|dagger|beer|cocktail/,
        );
      }
    },
  );
});

describe("nought is drawn alone", () => {
  it.each([0, 1, 2])("seed %i", (seed) => {
    const svg = page("big number 0", seed);
    expect(svg).toContain('data-text="1"');
    expect(drawnOn(svg)).toEqual([]);
  });
});

/**
 * No underwear, bikini, syringe, razor or slot machine stands round a child's letter: the
 * alphabet's B had been for a bikini top (seen on "the alphabet" at `npm start`, this stop).
 */
describe("a child's alphabet leaves out what a child's book would", () => {
  const left = ["bikini", "briefs", "syringe", "razor", "slot machine"];
  it("no letter's things include them", () => {
    for (const l of "abcdefghijklmnopqrstuvwxyz") {
      const names = motifsStartingWith(l, 200, () => 0).map((m) => m.annotation.toLowerCase());
      expect(
        names.filter((n) => left.includes(n)),
        l,
      ).toEqual([]);
    }
  });

  it("the rule can fail: the letters keep their everyday things", () => {
    const names = (l: string) => motifsStartingWith(l, 200, () => 0).map((m) => m.annotation.toLowerCase());
    expect(names("b")).toEqual(expect.arrayContaining(["bear", "banana", "backpack"]));
    expect(names("s")).toEqual(expect.arrayContaining(["scarf", "shorts", "sunglasses"]));
  });
});
