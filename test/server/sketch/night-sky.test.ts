import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 3 (books of seed 32602127: a nocturnal animals book, one-kind books' "a K at
 * night"): a night said of a lone subject is drawn once, in its sky, on every page of a batch.
 * "a fox at night" had been seen close on three pages of eight (the fox filled the page, no moon,
 * no star) and had a second moon at its feet on two others (the moon its night is read as, set on
 * the ground beside the night's own). Held out: none of these animals was looked at before the rule.
 */
const moons = ["crescent moon", "first quarter moon face"].map((n) => motifByAnnotation(n)?.hexcode);

/** The moons a page draws: the night's own (its pale yellow crescent) and any drawing of one. */
function moonsOn(svg: string): number {
  const own = svg.split('data-colour="#fff3b0"').length - 1;
  const drawn = [...svg.matchAll(/data-motif="([^"]+)"/g)].filter((m) => moons.includes(m[1])).length;
  return own + drawn;
}

describe("a night said of a lone subject", () => {
  it.each(["a hedgehog at night", "a rabbit at night", "a deer at night", "a bear at night"])(
    "%s: one moon on every page of eight, the subject seen whole",
    (subject) => {
      for (let seed = 1; seed <= 8; seed++) {
        const svg = pageSvg(subject, seed);
        expect(moonsOn(svg), `${subject} at ${seed}`).toBe(1);
        expect(svg, `${subject} at ${seed}`).not.toContain('id="closeup');
      }
    },
  );

  it("the rule can fail: by day the same subject is seen close on some pages, under no moon", () => {
    const pages = Array.from({ length: 8 }, (_, i) => pageSvg("a fox", i + 1));
    expect(pages.some((svg) => svg.includes('id="closeup'))).toBe(true);
    for (const svg of pages) expect(moonsOn(svg)).toBe(0);
  });
});
