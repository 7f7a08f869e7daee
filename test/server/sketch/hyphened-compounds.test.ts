import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Compounds WordNet spells with hyphens, typed with spaces (seed 8120001: "sunglasses and flip
 * flops" left "flip" and "flops" out and drew the sunglasses alone), are that one noun; words
 * that are each among a drawing's own keywords are its other name (the thong sandal is tagged
 * "flip" and "flop"); a body part after its owner stays the owner's part.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("a compound typed with spaces is one thing", () => {
  it.each([
    ["sunglasses and flip flops", "flip flops", "thong sandal"],
    ["a double decker", "double decker", "bus"],
    ["a nanny goat", "nanny goat", "goat"],
  ])("%s: %s is one word, drawn as the %s", (subject, word, drawnAs) => {
    const r = read(subject);
    expect(r.understood.find((w) => w.word === word)?.drawnAs).toBe(drawnAs);
    expect(r.unknown).toBeUndefined();
    expect(r.standIn).toBeUndefined();
  });

  it("a body part after its owner is the owner's, not a compound of that spelling", () => {
    expect(read("a horse head").understood).toEqual([{ word: "horse head", drawnAs: "horse face", exact: true }]);
  });
});
