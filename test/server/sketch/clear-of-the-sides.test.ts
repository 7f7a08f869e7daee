import { describe, expect, it } from "vitest";
import { makeContext } from "../../../server/sketch/context.js";
import { W } from "../../../server/sketch/draw.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { readRequest, renderSketchSvg } from "../../../server/sketch/index.js";
import { inkBounds } from "../../../server/sketch/ink-bounds.js";
import { contentMargin } from "../../../server/sketch/style.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

/**
 * A lone subject standing level on its page, where its size leaves it the width, keeps clear of
 * the art box's sides: a snail, a pig, a bus and a car had stood against the edge of their
 * place's backdrop on five pages of eight (the page's frame a few units off). One as wide as the
 * box keeps the width: it spans the page's height as page-fill.test.ts asks. The snail, the pig, the bus, the car and the whale were measured
 * while the rule was written; these subjects were not.
 */
describe("a lone subject stands clear of the sides", () => {
  it.each(["a hippo", "a tractor", "a sheep", "a horse", "a van", "a rhino"])("%s", (subject) => {
    let level = 0;
    for (let seed = 0; seed < 8; seed++) {
      const req = portraitMotif(subject, seed);
      const m = contentMargin(makeContext(readRequest(req)).style);
      const hero = placedDrawings(renderSketchSvg(req)).sort((a, b) => b.k - a.k)[0];
      expect(hero, `${subject} at ${seed}`).toBeDefined();
      // A turned subject (a swimmer diving, a flier banking) is measured by its own rule.
      if (!hero || /rotate/.test(hero.element.attrs.transform ?? "")) continue;
      const b = inkBounds(hero.hexcode, false, hero.pose);
      const xs = [b.x0, b.x1].map((x) => hero.tx + (hero.flip ? 72 - x : x) * hero.k);
      // As wide as the art box, it spans the page's height as it must (page-fill.test.ts).
      if (Math.max(...xs) - Math.min(...xs) > 0.96 * (W - 2 * m)) continue;
      level++;
      expect(Math.min(...xs) - m, `${subject} at ${seed}: left`).toBeGreaterThanOrEqual(8);
      expect(W - m - Math.max(...xs), `${subject} at ${seed}: right`).toBeGreaterThanOrEqual(8);
    }
    expect(level).toBeGreaterThanOrEqual(4);
  });
});
