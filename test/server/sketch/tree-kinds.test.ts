import { describe, expect, it } from "vitest";
import { understandPhrase } from "../../../server/sketch/word-match.js";

/**
 * A tree is drawn as the kind of tree it is (issue 41, wrong senses not flagged; fresh seed
 * 11602127's pool): "mountain lake with pine trees" had drawn the deciduous tree, the drawing of
 * the compound's head word "tree" (words.ts `kindDrawings`). A conifer is the evergreen tree, a
 * broadleaf the deciduous tree. Held out: the trees below were not looked at while the rule was
 * made (pine, fir, spruce, cedar, oak, willow, maple and birch were).
 */
const drawnAs = (phrase: string) => understandPhrase(phrase).map((u) => u.drawnAs);

describe("a tree is drawn as its kind of tree", () => {
  it.each(["a cypress tree", "a hemlock tree", "a larch tree"])("%s: a conifer is the evergreen tree", (phrase) => {
    expect(drawnAs(phrase)).toEqual(["evergreen tree"]);
  });

  it.each(["an elm tree", "a beech tree", "a poplar tree", "an ash tree"])(
    "%s: a broadleaf is the deciduous tree",
    (phrase) => {
      expect(drawnAs(phrase)).toEqual(["deciduous tree"]);
    },
  );

  it("the rule can fail: a tree with a drawing of its own is that drawing", () => {
    expect(drawnAs("a palm tree")).toEqual(["palm tree"]);
    expect(drawnAs("a christmas tree")).toEqual(["Christmas tree"]);
    expect(drawnAs("a lemon tree")).toEqual(["fruit tree"]);
  });
});
