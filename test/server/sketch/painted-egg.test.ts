import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { inkOf, pageSvg } from "./helpers.js";

/**
 * An Easter egg is painted: bands, zigzags and dots (a drawing of our own). The set's egg is a
 * plain oval, and "easter egg" had drawn that (fresh sample, seed 1402127).
 */
const drawnAs = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs);

describe("a painted egg", () => {
  it.each(["easter egg", "easter eggs in a basket", "a bunny with an easter egg"])("%s: the painted egg", (subject) => {
    expect(drawnAs(subject)).toContain("easter egg");
  });

  it("an egg not said to be an Easter egg is the plain egg", () => {
    expect(drawnAs("a fried egg")).not.toContain("easter egg");
    expect(drawnAs("an egg")).toEqual(["egg"]);
  });

  it("no other word names it: a decorated elephant is no egg", () => {
    expect(drawnAs("indian elephant decorated for a festival")).not.toContain("easter egg");
  });

  it("the painted egg carries more ink than the plain one", () => {
    const painted = inkOf(pageSvg("easter egg", 0));
    const plain = inkOf(pageSvg("an egg", 0));
    expect(painted.share).toBeGreaterThan(plain.share * 1.3);
  });
});
