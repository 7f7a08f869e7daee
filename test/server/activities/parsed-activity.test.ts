import { describe, expect, it } from "vitest";
import { activityKinds, drawActivity, drawActivityParsed } from "../../../server/activities/index.js";
import { activityRegistry } from "../../../server/activities/registry.js";
import { svgSize } from "../../../server/print/source.js";
import { parseSvg, serialiseSvg } from "../../../server/svg/tree.js";

// A book lays an activity page out from the nodes its drawing parsed (server/books/render.ts) and
// reads its key's size from the key's root element alone: both must be what reading the markup
// again gives, or the book's file would change with them.
describe("an activity drawn with its parsed SVG", () => {
  for (const type of activityKinds)
    it(`${type}: the nodes are the page's markup read back, the key's root gives its size`, () => {
      for (const [i, difficulty] of (["easy", "medium", "hard"] as const).entries()) {
        // Each kind's bench example: the values it needs (a word list, text to trace) filled.
        const [values = {}] = Object.values(activityRegistry[type].examples.bench);
        const req = { ...values, type, difficulty, page: i % 2 ? "portrait" : "square" };
        // As drawn for a book (a 6x9 page's size, grey) and as generated.
        for (const print of [{ pt: 0.41, grey: true }, {}]) {
          const drawn = drawActivityParsed(req, 7919 * (i + 1), print);
          expect(drawn.page).toEqual(drawActivity(req, 7919 * (i + 1), print));
          expect(parseSvg(drawn.page.svg)).toEqual(drawn.svgNodes);
          expect(serialiseSvg(drawn.svgNodes)).toBe(drawn.page.svg);
          expect(svgSize(serialiseSvg(drawn.answerRoot))).toEqual(svgSize(drawn.page.answerSvg));
        }
      }
    });
});
