import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Issue 41, class 2 (seed 8502127: "cherry blossom tree" as one blossom): a tree named by its
 * fruit is a fruit tree, drawn with its fruit, where it had been the bare tree. A compound is drawn
 * as the kind just above it that a drawing is named by exactly, before its head word's drawing.
 * Held out: none of these phrases was looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("a fruit tree is drawn with its fruit", () => {
  it.each(["a pear tree", "a plum tree", "an olive tree"])("%s is the fruit tree", (subject) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toEqual(["fruit tree"]);
    expect(drawnOnPage(subject, 1).has(motifByAnnotation("fruit tree")?.hexcode)).toBe(true);
  });

  it("the rule can fail: a tree that bears no fruit WordNet names is the plain tree", () => {
    expect(read("a maple tree").understood.map((w) => w.drawnAs)).not.toContain("fruit tree");
    expect(read("a birch tree").understood.map((w) => w.drawnAs)).not.toContain("fruit tree");
  });
});
