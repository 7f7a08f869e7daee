import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Cozy rooms (the pool's cozy scenes): a fireplace had been drawn as a bare flame, and a room of
 * two words ("living room") was refused or said to be left out while the page drew it. Phrases
 * marked held out match no request the rules were made from.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a fireplace is our fireplace, never a bare flame", () => {
  it.each([
    "cozy living room with a fireplace",
    "a dog sleeping by the fireplace",
    // Held out.
    "a cat by the hearth",
    "stockings on the mantelpiece",
  ])("%s", (subject) => {
    const u = read(subject);
    expect(u.understood.map((w) => w.drawnAs)).toContain("fireplace");
    expect(u.understood.map((w) => w.drawnAs)).not.toContain("fire");
    const svg = renderSketchSvg({
      toolId: "doodle/coloring-page",
      hub: "doodle",
      output: "line-art",
      sketch: { layout: "motif", subject, page: "portrait" },
      seed: 4,
    });
    expect(svg).toContain('data-motif="own-fireplace"');
  });

  it("a fire is still a fire", () => {
    expect(read("a fire").understood[0]?.drawnAs).toBe("fire");
  });
});

describe("a room of two words is a setting the page draws", () => {
  it.each(["living room", "cozy living room", /* held out */ "a cat in the living room"])("%s", (subject) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.understood).toContainEqual({ word: "living room", drawnAs: "living room setting", exact: true });
  });
});
