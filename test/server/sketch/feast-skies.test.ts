import { describe, expect, it } from "vitest";
import { pageSvg } from "./helpers.js";

/**
 * A thing of the winter's feast is in the snow and a thing of a night's feast at night, by its
 * drawing's own keywords or the words said (fresh sample 5150007 and the cover sheet: a Christmas
 * tree stood in a summer garden under the sun, a jack-o'-lantern grinned under it, a haunted house
 * was a house on a sunny day). The sun is drawn in its colour (#ffd23f), the moon in its own
 * (#fff3b0), and a snowy sky's clouds in grey (#e4e9ef).
 */
const sun = 'data-colour="#ffd23f"';
const moon = 'data-colour="#fff3b0"';
const snowCloud = 'data-colour="#e4e9ef"';
// Snow falling is snow too: "an xmas fir" is the fir with Christmas's marks (themes.ts
// `occasionWith`), on a plain ground where snow falls, not a snowy backdrop's grey clouds.
const snowing = 'data-weather="snow"';
const seeds = [1, 2, 3, 4, 5, 6];

describe("the winter's feast is in the snow", () => {
  it.each(["mrs claus", "an xmas fir"])("%s: no sun, snow on some pages", (subject) => {
    const pages = seeds.map((seed) => pageSvg(subject, seed));
    for (const [i, svg] of pages.entries()) expect(svg, `${subject} at ${seeds[i]}`).not.toContain(sun);
    expect(pages.filter((svg) => svg.includes(snowCloud) || svg.includes(snowing)).length).toBeGreaterThan(0);
  });
});

describe("a night's feast is at night", () => {
  it.each(["a jack-o-lantern", "a haunted castle", "a spooky barn"])(
    "%s: no sun, the moon on some pages",
    (subject) => {
      const pages = seeds.map((seed) => pageSvg(subject, seed));
      for (const [i, svg] of pages.entries()) expect(svg, `${subject} at ${seeds[i]}`).not.toContain(sun);
      expect(pages.filter((svg) => svg.includes(moon)).length).toBeGreaterThan(0);
    },
  );
});

describe("what is not of a feast keeps its day", () => {
  // A gift is no winter's thing (its drawing is a birthday's too). "a birthday present" is now the
  // present with a birthday's marks in its sky (themes.ts `occasionWith`), so a present said alone
  // stands for it here.
  it.each(["a fir tree", "a wrapped present", "a castle"])("%s: the sun on some pages", (subject) => {
    expect(seeds.filter((seed) => pageSvg(subject, seed).includes(sun)).length).toBeGreaterThan(0);
  });

  it("a birthday present is neither at night nor in the snow", () => {
    for (const seed of seeds) {
      const svg = pageSvg("a birthday present", seed);
      for (const mark of [moon, snowCloud, 'data-weather="snow"']) expect(svg).not.toContain(mark);
    }
  });
});
