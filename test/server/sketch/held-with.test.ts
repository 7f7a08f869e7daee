import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/art.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { askedOnPage } from "./helpers.js";

/**
 * A small thing said with someone who can hold it is held by them (layouts/relation.ts): "baking
 * cookies with mom" (fresh sample 3120226) had drawn a cookie filling the page and mom as a head
 * at its foot, or the cookie alone while `understood` said mom was drawn. The first request is
 * the sample's; the rest are held out.
 */
type Box = { x0: number; y0: number; x1: number; y1: number };
const height = (b: Box) => b.y1 - b.y0;

describe("a small thing with someone who holds it", () => {
  it.each([
    ["baking cookies with mom", "woman", "cookie"],
    ["cookies with mom", "woman", "cookie"],
    ["painting eggs with grandma", "old woman", "egg"],
    ["a cupcake with a bunny", "rabbit", "cupcake"],
    ["a present with a girl", "girl", "wrapped gift"],
  ])("%s: the %s holding the %s, the larger", (subject, holder, held) => {
    const rel = parseRelation(subject);
    expect([rel?.relation, rel?.one.annotation, rel?.other?.annotation]).toEqual(["holding", holder, held]);
    for (const seed of [0, 1, 2, 3]) {
      const asked = askedOnPage(subject, seed);
      const who = asked.find((p) => motifByHexcode(p.hexcode)?.annotation === holder);
      const what = asked.find((p) => motifByHexcode(p.hexcode)?.annotation === held);
      expect(who && what, `${subject}, seed ${seed}`).toBeTruthy();
      if (who && what) expect(height(who.box), `${subject}, seed ${seed}`).toBeGreaterThan(height(what.box));
    }
  });

  // A face or a being is held by no one ("an alien and a kid playing catch").
  it("an alien and a kid playing catch: no one holds the alien", () => {
    const rel = parseRelation("an alien and a kid playing catch");
    expect(rel?.relation === "holding" && rel.other?.annotation === "alien").toBe(false);
  });

  // No hands (a bee), too large to hold (a house), two things (tacos and burritos): side by side.
  it.each(["a flower with a bee", "a house with a dog", "tacos and burritos"])("%s: beside", (subject) => {
    expect(parseRelation(subject)?.relation).toBe("beside");
  });
});
