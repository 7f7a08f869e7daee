import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, judged on seed 55123: people no drawing is named for were refused ("grandma",
 * "librarian") or drawn as a thing near them in WordNet (a bride as the "mate" drink), and a
 * particular person's name was drawn as the kind of worker they were ("william morris style" put
 * mechanics in a floral pattern). Tested on words that are in no list of the code.
 */
const understood = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const drawnFor = (subject: string, word: string) =>
  understood(subject).understood.find((u) => u.word === word)?.drawnAs;

describe("a person no drawing names is drawn as the figure WordNet says they are", () => {
  it.each([
    ["a grandfather", "grandfather", "old man"],
    ["a nanny", "nanny", "woman"],
    ["a bridesmaid", "bridesmaid", "woman"],
    ["a schoolgirl", "schoolgirl", "girl"],
    ["a schoolboy", "schoolboy", "boy"],
    ["a widow", "widow", "woman"],
    ["a monk", "monk", "man"],
    ["a senator", "senator", "person"],
  ])("%s → %s drawn as %s, nothing refused", (phrase, word, figure) => {
    expect(drawnFor(phrase, word)).toBe(figure);
    expect(understood(phrase).unknown).toBeUndefined();
  });

  it("the rule can fail: a thing is never drawn as a person, and a drawn person keeps their drawing", () => {
    expect(drawnFor("a teapot", "teapot")).not.toMatch(/person|woman|man/);
    expect(drawnFor("a firefighter", "firefighter")).toBe("firefighter");
  });
});

describe("a particular person's name is a name, never drawn", () => {
  it.each([
    ["shakespeare style roses", "shakespeare"],
    ["beethoven style piano", "beethoven"],
  ])("%s: nothing drawn for %s, the rest drawn", (phrase, name) => {
    const { understood: words } = understood(phrase);
    expect(words.find((u) => u.word === name)?.drawnAs ?? null).toBeNull();
    expect(words.some((u) => u.word !== name && u.drawnAs)).toBe(true);
  });
});
