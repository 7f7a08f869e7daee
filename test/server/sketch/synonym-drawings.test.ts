import { describe, expect, it } from "vitest";
import { matchMotifs } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A word WordNet knows first as no thing (a rosary is first the prayers said) is drawn as the
 * drawing it is another name of, in one of its two commonest senses, and only as one of its sort:
 * never as a drawing that shares a person's name with it.
 */
const drawn = (word: string) => matchMotifs(word, 1).map((m) => m.annotation);

describe("a drawing known by another name", () => {
  // The rosary was seen; the others are held out.
  it.each([
    ["rosary", "prayer beads"],
    ["sprite", "fairy"],
    ["djinn", "genie"],
    ["spectre", "ghost"],
  ])("%s is the %s", (word, drawing) => {
    expect(drawn(word)).toEqual([drawing]);
  });

  it("can fail: a word of no thing stays undrawn, and a person's name for an animal is no animal", () => {
    expect(drawn("hope")).toEqual([]);
    expect(drawn("crumb")).not.toContain("skunk");
  });
});

describe("hands, and the set's drawings by the names people give them", () => {
  const read = (subject: string) => understandSketch({ subject }, "line-art");
  // Praying hands and the torii gate were seen; the others are held out.
  it.each([
    ["praying hands", "folded hands"],
    ["hands in prayer", "folded hands"],
    ["open hands", "open hands"],
    ["a raised hand", "raised hand"],
    ["torii gate", "shinto shrine"],
    ["a torii in the snow", "shinto shrine"],
  ])("%s is drawn as the %s, said as typed", (subject, drawing) => {
    const v = read(subject);
    expect(v.unknown).toBeUndefined();
    expect(v.standIn).toBeUndefined();
    expect(v.understood[0]?.drawnAs).toBe(drawing);
    expect(subject).toContain(v.understood[0]?.word.split(" ")[0]);
  });

  it("can fail: a hand alone is no drawing of hands", () => {
    expect(read("a hand").unknown).toBeDefined();
  });
});
