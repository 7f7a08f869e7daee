import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

// Words as people type them: irregular plurals WordNet's index lacks, counts said back in real
// plurals, and a word that is only a keyword of another thing's name ("lady" of "lady beetle")
// read as what it is. "women", "lady" and "wolfs" showed the class on a fresh sample; the rest
// are held out.

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("an irregular plural is its singular's drawing, never refused", () => {
  it.each([
    ["two women", "woman"],
    ["three men", "man"],
    ["two cacti", "cactus"],
    ["two wolves", "wolf"],
  ])("%s → %s", (subject, drawing) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.understood.some((w) => w.drawnAs === drawing)).toBe(true);
  });
});

describe("a count is said back in the plural English uses", () => {
  it.each([
    ["two wolves", "two wolves"],
    ["two knives", "two kitchen knives"],
    ["three elves", "three elves"],
    ["two leaves", "two maple leaves"],
    ["two women", "two women"],
  ])("%s is drawn as %s", (subject, said) => {
    expect(read(subject).understood.map((w) => w.drawnAs)).toContain(said);
  });
});

describe("a word only found in another thing's name is read as what it is", () => {
  it.each([
    ["a lady", "woman"],
    ["an old lady with a cat", "woman"],
    ["a lady with an umbrella", "woman"],
  ])("%s: drawn as a %s, nothing refused", (subject, drawing) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.understood.some((w) => w.drawnAs?.includes(drawing))).toBe(true);
  });

  // A pirate had been here: it is a person holding a pirate flag now (reading.ts `roleKits`).
  it.each(["a busboy", "a cowboy"])("%s: a person standing in, said before any charge, not refused", (subject) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.standIn?.drawnAs).toBe("person");
  });
});

describe("a person is drawn as a person, never a thing named after or used by them", () => {
  it.each([
    ["artist painting at an easel", "artist"],
    // The man with his letter (reading.ts `roleKits`), delivering them too (`roleOf`).
    ["a mail carrier delivering letters", "a man holding an envelope"],
    ["a postman", "a man holding an envelope"],
  ])("%s: the %s is drawn", (subject, drawing) => {
    const first = read(subject).understood[0];
    expect(first?.drawnAs).toBe(drawing);
  });

  it("the thing typed by its whole name is still that thing: an artist palette", () => {
    expect(read("artist palette").understood).toEqual([
      { word: "artist palette", drawnAs: "artist palette", exact: true },
    ]);
  });
});
