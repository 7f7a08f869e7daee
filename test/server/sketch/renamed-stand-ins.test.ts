import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * The phrase synonyms (words.ts) find a drawing for words the set has no name for. Where that
 * drawing is of another thing (a sea lion: the seal; a beach ball: the football; a
 * windmill: a house), it stands in for the words: drawn only once the user accepts it, never said
 * to be their own (seed 8120001: "mermaid with a seahorse" drew a round fish beside her, and
 * "beach ball and sand castle" a football, neither flagged). Words the synonyms name as the same
 * thing or its kind stay their own.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("another thing's drawing found by the synonyms is a stand-in", () => {
  it.each([
    // A seahorse had been here (the tropical fish): it is a drawing of our own now (seahorse.test.ts).
    ["a windmill", "house"],
    // A knight had been here (the guard): a knight alone is a person holding a shield now
    // (reading.ts `roleKits`); the guard stands in for one on horseback.
    ["a lynx", "cat"],
    ["a slug", "snail"],
    ["a sailor", "ship"],
    ["a tricycle", "bicycle"],
    ["a beach ball", "soccer ball"],
    ["a sea lion", "seal"],
    ["a monster truck", "pickup truck"],
    ["gold coins", "money bag"],
  ])("%s is drawn as a %s only once accepted", (subject, drawnAs) => {
    expect(read(subject).standIn).toEqual({ key: "subject", word: subject.replace(/^an? /, ""), drawnAs });
  });

  it("named beside another thing, it still makes the page a stand-in", () => {
    expect(read("a mermaid with a sea lion").standIn?.word).toBe("sea lion");
    expect(read("a beach ball and a sand castle").standIn?.word).toBe("beach ball");
  });

  it.each([
    ["a clownfish", "tropical fish"],
    ["a wizard", "mage"],
    ["a witch", "woman mage"],
    ["a chef", "cook"],
    ["a bike", "bicycle"],
    ["a ball", "soccer ball"],
    ["a bag of gold", "money bag"],
  ])("%s is its own drawing or its kind's: %s, no stand-in", (subject, drawnAs) => {
    const r = read(subject);
    expect(r.standIn).toBeUndefined();
    expect(r.understood[0]?.drawnAs).toBe(drawnAs);
  });
});
