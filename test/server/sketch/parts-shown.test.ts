import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

// A part or a thing worn named with its owner is said drawn where the owner's drawing shows it
// (understand.ts `partShown`: the set's keywords of the drawing name it). "queen with a crown"
// (fresh sample seed 62602127) had said the crown was left out, the crown on her head. The first
// row showed the class; the rest are held out.

const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait", detail: "medium" }, "line-art").understood;

describe("a part the owner's drawing shows is said drawn", () => {
  it.each([
    ["queen with a crown", "crown", "princess"],
    ["a princess with a crown", "crown", "princess"],
    ["a king with a crown", "crown", "prince"],
    ["a guard with a helmet", "helmet", "guard"],
    ["a construction worker with a hard hat", "hard hat", "construction worker"],
  ])("%s: the %s on the %s", (subject, part, owner) => {
    const said = read(subject);
    expect(said).toContainEqual({ word: part, drawnAs: `on the ${owner}`, exact: true });
    expect(said.filter((u) => u.drawnAs === null)).toEqual([]);
  });

  // The rule can fail: a part the drawing's keywords do not name is still said left out.
  it.each([
    ["a unicorn with a horn", "horn"],
    ["a snowman with a carrot nose", "carrot nose"],
  ])("%s: the %s left out", (subject, part) => {
    expect(read(subject)).toContainEqual({ word: part, drawnAs: null, exact: false });
  });

  it("another of the owner's own kind is no part of it", () => {
    expect(read("space with stars and planets").some((u) => u.drawnAs?.startsWith("on the"))).toBe(false);
  });
});
