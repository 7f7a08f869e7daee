import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// A person said as a woman or a man is the set's drawing of that one (word-match.ts `genderedAs`):
// "a woman pilot" had been the set's pilot with "woman" said left out, and "queen" (fresh sample
// seed 62602127, "queen with a crown") the gender-neutral person with a crown, who reads as a man.
// The gender is said right before the person's word, in the words the set reads as one, or by the
// word itself where WordNet's commonest person sense says so first ("a female sovereign ruler").
// The first rows showed the class; the rest are held out.

const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait", detail: "medium" }, "line-art").understood;

describe("a person said as a woman or a man", () => {
  it.each([
    ["a woman pilot", "woman pilot", "woman pilot"],
    ["a girl astronaut", "girl astronaut", "woman astronaut"],
    ["a boy chef", "boy chef", "man cook"],
    // held out
    ["a woman judge", "woman judge", "woman judge"],
    ["a lady detective", "lady detective", "woman detective"],
    ["a man teacher", "man teacher", "man teacher"],
    ["a female mechanic", "female mechanic", "woman mechanic"],
    ["a male nurse", "male nurse", "man health worker"],
    ["a woman guard", "woman guard", "woman guard"],
  ])("%s: read as one person (%s), drawn as the %s", (subject, word, drawn) => {
    const understood = read(subject);
    expect(understood).toEqual([expect.objectContaining({ word, drawnAs: drawn })]);
    // No word said left out.
    expect(understood.filter((u) => u.drawnAs === null)).toEqual([]);
    expect(matchMotifs(subject, 1)[0]?.annotation).toBe(drawn);
  });

  it.each([
    ["a queen", "princess"],
    ["king", "prince"],
    // held out
    ["policewoman", "woman police officer"],
    ["a waitress", "woman cook"],
  ])("%s, a woman or a man by the word itself, is drawn as the %s", (subject, drawn) => {
    expect(read(subject)[0]?.drawnAs).toBe(drawn);
    expect(matchMotifs(subject, 1)[0]?.annotation).toBe(drawn);
  });

  it("the page draws that drawing, not the set's neutral one", () => {
    const woman = matchMotifs("a woman pilot", 1)[0];
    const neutral = matchMotifs("a pilot", 1)[0];
    expect(woman?.hexcode).not.toBe(neutral?.hexcode);
    for (const seed of [0, 1, 2]) {
      const svg = renderSketchSvg(portraitMotif("a woman pilot", seed));
      expect(svg).toContain(`data-motif="${woman?.hexcode}"`);
      expect(svg).not.toContain(`data-motif="${neutral?.hexcode}"`);
    }
  });

  it.each([
    ["a pilot", "pilot"],
    ["a girl and a pilot", "pilot"],
    ["a ninja", "ninja"],
  ])("%s: nobody said a woman or a man right before the person stays the set's own drawing", (subject, drawn) => {
    expect(read(subject).some((u) => u.drawnAs === drawn)).toBe(true);
  });
});
