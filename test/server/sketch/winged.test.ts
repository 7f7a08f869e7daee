import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A winged horse and a winged unicorn (pegasus and alicorn, the pool's fantasy requests) are our
 * own drawings: they had been refused by name, the wings left out of "a horse with wings".
 * Phrases marked held out match no request the drawings were made for.
 */
describe("a winged horse or unicorn is drawn with its wings", () => {
  it.each([
    ["pegasus", "pegasus"],
    ["alicorn", "alicorn"],
    // Held out.
    ["a winged horse", "pegasus"],
    ["a flying pony", "pegasus"],
    ["a unicorn with wings", "alicorn"],
    ["a winged unicorn in the clouds", "alicorn"],
  ])("%s → the %s", (subject, drawing) => {
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain(drawing);
    expect(u.understood.filter((w) => w.drawnAs === null).map((w) => w.word)).not.toContain("wings");
    const svg = renderSketchSvg({
      toolId: "doodle/coloring-page",
      hub: "doodle",
      output: "line-art",
      sketch: { layout: "motif", subject, page: "portrait" },
      seed: 2,
    });
    expect(svg).toContain(`data-motif="own-${drawing}"`);
  });

  it("a horse and a unicorn without wings stay themselves", () => {
    expect(understandSketch({ layout: "motif", subject: "a horse" }, "line-art").understood[0]?.drawnAs).toBe("horse");
    expect(understandSketch({ layout: "motif", subject: "a unicorn" }, "line-art").understood[0]?.drawnAs).toBe(
      "unicorn",
    );
  });
});
