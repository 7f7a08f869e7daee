import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A word the reader renames (train → locomotive, heart → red heart, box → package) keeps its own
 * name where the word or two before it name a drawing with it (words.ts `respelt`): on fresh seed
 * 19602127 "japanese bullet train" drew a steam engine, though the set draws a bullet train. The
 * first phrase is the one the rule was made from; the rest are held out.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("a renamed word inside a drawing's name keeps the drawing", () => {
  it.each([
    ["japanese bullet train", "bullet train"],
    // Held out.
    ["a grey heart", "grey heart"],
    ["a wilted flower", "wilted flower"],
    ["a takeout box", "takeout box"],
  ])("%s: the %s", (subject, name) => {
    const r = read(subject);
    expect(r.unknown).toBeUndefined();
    expect(r.understood.map((w) => w.drawnAs)).toContain(name);
    expect(drawnOnPage(subject, 1).has(motifByAnnotation(name)?.hexcode)).toBe(true);
  });

  it.each([
    ["a toy train", "locomotive"],
    ["a big heart", "red heart"],
    ["trains", "locomotive"],
  ])("the rule can fail: %s is still renamed (%s)", (subject, name) => {
    expect(read(subject).understood.map((w) => w.drawnAs)).toContain(name);
  });
});
