import { describe, expect, it } from "vitest";
import { isPerson } from "../../../server/sketch/lexicon.js";
import { understandSketch } from "../../../server/sketch/understand.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

// WordNet may list a particular person first when no sense of a word is counted: crane is Hart
// Crane and Stephen Crane before the machine and the bird, so "crane lifting a big box" (seed
// 3030303) was read as a person lifting and drawn as a weightlifter, unflagged. A word typed
// lowercase is the common noun; the people it also names come after.
describe("a word that is also a particular person's name", () => {
  it("is read as the common noun first", () => {
    // Each names particular people in WordNet before its common sense.
    for (const w of ["crane", "martin", "drake", "gibbon", "heron", "wren", "hart"]) expect(isPerson(w), w).toBe(false);
    // Words whose commonest sense is a person stay people.
    for (const w of ["farmer", "cowboy", "lifeguard", "baker"]) expect(isPerson(w), w).toBe(true);
  });

  it("a crane lifting a box is no one lifting weights", () => {
    for (const subject of ["crane lifting a big box", "a crane lifting a box"]) {
      const drawn = read(subject).understood.map((u) => u.drawnAs);
      expect(drawn, subject).not.toContain("person lifting weights");
      // The machine has no drawing: the bird is offered, never drawn unasked.
      expect(read(subject).standIn?.word, subject).toBe("crane");
    }
  });

  it("a bird named like a person is offered as a bird", () => {
    expect(read("a martin").standIn?.drawnAs).toBe("songbird");
    expect(read("a drake").standIn?.drawnAs).toBe("duck");
  });

  // A hunt is a group and an act once no person comes first: the thing hunted is still the page.
  it.each([
    ["an egg hunt", "egg"],
    ["a bug hunt", "bug"],
  ])("%s is still drawn as the %s", (subject, drawn) => {
    expect(read(subject).understood.map((u) => u.drawnAs)).toEqual([drawn]);
  });
});

// WordNet puts "layer" in one synset with "bed" (a stratum), the sixth sense of bed: "layers of
// the earth" (seed 8080808) had drawn a bed, unflagged. A synonym stands for a drawing only in a
// sense the drawing's own name commonly has.
describe("a synonym in a rare sense of a drawing's name", () => {
  it.each([
    ["layers of the earth", "bed"],
    ["a skyrocket", "rocket"],
    ["paraphernalia", "gear"],
    ["a jalopy", "bus"],
  ])("%s is never drawn as the %s", (subject, drawing) => {
    expect(read(subject).understood.map((u) => u.drawnAs)).not.toContain(drawing);
  });

  it("a synonym in the drawing's own sense still draws it", () => {
    expect(read("a sofa").understood[0]?.drawnAs).toBe("couch and lamp");
    expect(read("a car").understood[0]?.drawnAs).toBe("automobile");
  });
});
