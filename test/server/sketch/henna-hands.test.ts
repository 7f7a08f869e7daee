import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

// A hand asked filled with ornament is the open hand, its palm and fingers patterned (fresh sample
// seed 64602127: "mehndi hand design" had been a mandala, the hand left out: "hand" alone is no
// thing to the reading). The first row showed the class; the rest are held out.

const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art").understood.map((u) => [
    u.word,
    u.drawnAs,
  ]);

const OPEN_HAND = "1F590";

describe("a hand filled with ornament", () => {
  it.each([
    ["mehndi hand design", "mehndi"],
    ["henna hand", "henna"],
    ["a zentangle hand", "zentangle"],
  ])("%s: the open hand, %s its patterns", (subject, fill) => {
    expect(read(subject)).toEqual([
      [fill, "patterns filling it"],
      ["hand", "hand with fingers splayed"],
    ]);
    expect(drawnOnPage(subject, 1).has(OPEN_HAND)).toBe(true);
  });

  it.each([
    ["henna design", [["henna", "an indian mandala"]]],
    [
      "a henna elephant",
      [
        ["henna", "patterns filling it"],
        ["elephant", "elephant"],
      ],
    ],
  ])("%s reads as before", (subject, expected) => {
    expect(read(subject)).toEqual(expected);
  });
});
