import { describe, expect, it } from "vitest";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * A cheetah is a drawing of our own (own-drawings.ts: the set's leopard with the cheetah's small
 * solid spots and its tear lines): "cheetah running fast" and "cheetah portrait" had been the
 * leopard, a stand-in to accept (fresh sample, seed 51602127).
 */
describe("the cheetah", () => {
  // "cheetah running fast" was seen; the others are held out.
  it.each(["cheetah running fast", "a cheetah", "a cheetah chasing through the grass"])("%s", (subject) => {
    const v = understandSketch({ subject }, "line-art");
    expect(v.standIn).toBeUndefined();
    expect(v.understood[0]?.drawnAs).toBe("cheetah");
    expect(placedDrawings(pageSvg(subject, 2)).map((p) => p.hexcode)).toContain("own-cheetah");
  });

  it("can fail: a leopard is still the set's leopard", () => {
    expect(understandSketch({ subject: "a leopard" }, "line-art").understood[0]?.drawnAs).toBe("leopard");
    expect(placedDrawings(pageSvg("a leopard", 2)).map((p) => p.hexcode)).not.toContain("own-cheetah");
  });
});
