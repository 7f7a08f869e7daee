import { describe, expect, it } from "vitest";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * A seahorse is a drawing of our own (own-drawings.ts), swimming under the sea: "seahorse for
 * preschool" had been the set's round tropical fish, a stand-in to accept (fresh sample, seed
 * 52602127), and "a mermaid with a seahorse" the same.
 */
describe("the seahorse", () => {
  // "seahorse for preschool" was seen; the others are held out.
  it.each(["seahorse for preschool", "a sea horse", "a seahorse"])("%s: our seahorse, under the sea", (subject) => {
    const v = understandSketch({ subject }, "line-art");
    expect(v.standIn).toBeUndefined();
    expect(v.understood[0]?.drawnAs).toBe("seahorse");
    // As a dolphin's: under the sea or drawn close on its own, never on land.
    const pages = [0, 1, 2, 3, 4, 5].map((seed) => pageSvg(subject, seed));
    for (const svg of pages) {
      expect(placedDrawings(svg).map((p) => p.hexcode)).toContain("own-seahorse");
      expect(svg).not.toMatch(/data-place="(?:trees|pines|savanna|dry|beach)"/);
    }
    expect(pages.some((svg) => svg.includes('data-place="underwater"'))).toBe(true);
  });

  it("a mermaid with a seahorse draws both, no stand-in", () => {
    const v = understandSketch({ subject: "a mermaid with a seahorse" }, "line-art");
    expect(v.standIn).toBeUndefined();
    expect(v.understood.map((w) => w.drawnAs)).toEqual(["mermaid", "seahorse"]);
  });

  it("can fail: a tropical fish is still the set's fish", () => {
    expect(placedDrawings(pageSvg("a tropical fish", 0)).map((p) => p.hexcode)).not.toContain("own-seahorse");
  });
});
