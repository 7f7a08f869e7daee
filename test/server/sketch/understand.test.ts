import { describe, expect, it } from "vitest";
import { matchMotif, understandPhrase } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";

describe("words the art has no name for reach their nearest drawable relative (WordNet)", () => {
  it.each([
    ["a platypus", "beaver"],
    ["a xylophone", "drum"],
    ["scones", "bread"],
    ["stegosaurus", "sauropod"],
    ["walrus", "seal"],
    ["plumber", "mechanic"],
    ["nurse", "health worker"],
    ["submarine", "ship"],
    ["cockatoo", "parrot"],
    ["salmon", "fish"],
    ["harp", "violin"],
  ])("%s → drawn as %s, and said so", (phrase, drawn) => {
    const [u] = understandPhrase(phrase);
    expect(u).toMatchObject({ drawnAs: drawn, exact: false });
    // What the page draws is what the result says it drew.
    expect(matchMotif(phrase).annotation).toBe(drawn);
  });

  it("plurals and inflections are the thing itself", () => {
    expect(understandPhrase("teddy bears")).toEqual([{ word: "teddy bears", drawnAs: "teddy bear", exact: true }]);
    expect(understandPhrase("foxes")).toEqual([{ word: "foxes", drawnAs: "fox", exact: true }]);
    expect(understandPhrase("a cute cat playing with yarn")).toEqual([
      { word: "cat", drawnAs: "cat", exact: true },
      { word: "yarn", drawnAs: "yarn", exact: true },
    ]);
  });

  it("stand-ins are never called exact", () => {
    expect(understandPhrase("a kitten")).toEqual([{ word: "kitten", drawnAs: "cat", exact: false }]);
    expect(understandPhrase("bear, baker")).toEqual([
      { word: "bear", drawnAs: "bear", exact: true },
      { word: "baker", drawnAs: "cook", exact: false },
    ]);
  });

  it("a subject with nothing close is unknown, with the key it came from", () => {
    expect(understandSketch({ layout: "motif", subject: "zzqx blorp" }, "line-art")).toEqual({
      understood: [
        { word: "zzqx", drawnAs: null, exact: false },
        { word: "blorp", drawnAs: null, exact: false },
      ],
      unknown: { key: "subject", words: "zzqx blorp" },
    });
    expect(understandSketch({ layout: "scene", subject: "dog", subject2: "quokka" }, "line-art").unknown).toEqual({
      key: "subject2",
      words: "quokka",
    });
    expect(understandSketch({ layout: "flag", country: "Atlantis" }, "line-art").unknown?.key).toBe("country");
    expect(understandSketch({ layout: "lettering", text: "Good Vibes" }, "line-art").unknown).toBeUndefined();
  });
});
