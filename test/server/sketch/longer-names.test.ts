import { describe, expect, it } from "vitest";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 3502127): a name of three to five words WordNet knows as one noun is one
 * thing, never its words read apart: "loch ness monster" had been a lake and an ogre, unflagged;
 * "coat of arms" a coat and a mechanical arm; "a lady in waiting" a woman and an alarm clock.
 * Held out: none of these phrases was looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const words = (subject: string) => read(subject).understood.map((w) => `${w.word}=${w.drawnAs}`);

describe("a name of three words or more is one thing", () => {
  it.each([
    ["the king of beasts", "king of beasts=lion"],
    ["a ship of the line", "ship of the line=ship"],
    ["a bird of passage", "bird of passage=bird"],
  ])("%s is drawn as its kind", (subject, reading) => {
    expect(words(subject)).toEqual([reading]);
  });

  it.each([
    ["the dead sea scrolls", "dead sea scrolls"],
    ["the tower of london", "tower of london"],
  ])("a particular one with no drawing of its own is refused whole: %s", (subject, name) => {
    const understood = read(subject);
    expect(understood.unknown?.words).toBeDefined();
    expect(understood.understood).toEqual([{ word: name, drawnAs: null, exact: false }]);
    // Its words are no place of the page's either.
    expect(readSketch({ layout: "motif", subject }).setting).toBeUndefined();
  });

  it("a small word inside the name relates nothing", () => {
    const reading = words("a jack in the pulpit");
    expect(reading).toHaveLength(1);
    expect(reading[0]).toMatch(/^jack in the pulpit=/);
    expect(words("a sergeant at arms").join(" ")).not.toContain("mechanical arm");
  });

  it("the rule can fail: someone said in a place is there", () => {
    expect(words("the man in the street")).toEqual(["man=man", "street=street setting"]);
  });
});
