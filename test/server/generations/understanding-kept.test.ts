import { afterAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { understandSketch } from "../../../server/sketch/understand.js";

// A request's words are read once on the event loop: the engine keeps each reading, and every
// caller gets its own copy, so what one request does with it never changes the next one's.
const engine = createSketchImageProvider({ threads: 1 });
afterAll(() => engine.close?.());

describe("the built-in engine's kept readings", () => {
  const req = { output: "line-art" as const, sketch: { layout: "motif", subject: "a cute kitten", detail: "medium" } };

  it("answers what a fresh reading answers, for pages and covers", () => {
    expect(engine.understand?.(req)).toEqual(understandSketch(req.sketch, "line-art"));
    const cover = { output: "cover" as const, sketch: { subject: "a dragon and a castle" } };
    expect(engine.understand?.(cover)).toEqual(understandSketch(cover.sketch, "cover"));
  });

  it("gives each caller its own copy", () => {
    const first = engine.understand?.(req);
    expect(first?.understood.length).toBeGreaterThan(0);
    first?.understood.splice(0);
    (first as { unknown?: unknown }).unknown = { key: "subject", words: "changed" };
    const second = engine.understand?.(req);
    expect(second).toEqual(understandSketch(req.sketch, "line-art"));
    expect(second?.understood.length).toBeGreaterThan(0);
  });

  it("keeps different blocks apart (another subject, another output)", () => {
    const dog = engine.understand?.({ ...req, sketch: { ...req.sketch, subject: "a dog" } });
    expect(dog?.understood.map((u) => u.word)).toContain("dog");
    expect(engine.understand?.({ output: "cover", sketch: req.sketch })).toEqual(understandSketch(req.sketch, "cover"));
  });
});
