import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { readRequest } from "../../../server/sketch/index.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { withPatterns } from "./helpers.js";

/**
 * Issue 41, judged on fresh seed 38602127: "indian elephant decorated for a festival" drew a plain
 * elephant, "decorated" dropped without a word. A thing said to be decorated is filled with
 * patterns as a zentangle or henna animal is, and a word said with it that has no drawing is said
 * left out. The animals and phrases here are in no list of the code.
 */
describe("an animal said to be decorated is filled with patterns (issue 41)", () => {
  it.each([
    ["a decorated camel", "camel"],
    ["an ornate peacock", "peacock"],
    ["a horse decorated for a celebration", "horse"],
    ["an adorned tortoise", "turtle"],
    ["an embellished owl", "owl"],
  ])("%s: the %s alone, its areas patterned", (subject, animal) => {
    expect(readSketch({ layout: "motif", subject })).toMatchObject({ detail: "detailed", ornament: "filled" });
    const understood = understandSketch({ layout: "motif", subject }, "line-art").understood;
    expect(understood).toContainEqual(expect.objectContaining({ drawnAs: "patterns filling it" }));
    expect(understood).toContainEqual(expect.objectContaining({ drawnAs: animal }));
    const hex = motifByAnnotation(animal)?.hexcode;
    const req = readRequest({
      toolId: "doodle/coloring-page",
      hub: "adult",
      output: "line-art",
      seed: 1,
      sketch: { layout: "motif", subject, page: "portrait" },
    });
    const { svg, before, after } = withPatterns(req);
    expect(svg).toContain(`data-motif="${hex}"`);
    // Its areas filled: the patterns add a good share of ink to the page's lines.
    const ink = (px: Uint8Array) => px.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
    expect(ink(after)).toBeGreaterThan(ink(before) * 1.3);
  });

  it("a word with no drawing said with it is left out: 'for a procession'", () => {
    const subject = "an elephant decorated for a procession";
    const understood = understandSketch({ layout: "motif", subject }, "line-art");
    expect(understood.understood).toContainEqual(expect.objectContaining({ word: "procession", drawnAs: null }));
    expect(readSketch({ layout: "motif", subject })).toMatchObject({ ornament: "filled" });
  });

  it("the rule can fail: a thing with its own drawing said too is no filled animal", () => {
    expect(readSketch({ layout: "motif", subject: "a decorated elephant with a ball" }).ornament).toBeUndefined();
  });
});
