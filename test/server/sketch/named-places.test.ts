import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

// A place WordNet knows by name is drawn as the nearest of its kinds a page is set in: such names
// had been left out ("a camel in the Sahara": no desert) or refused with their kind word ("sahara
// desert", one name to WordNet). None of these came from a judged sample.
describe("a place named by its name", () => {
  const cases = [
    ["a camel in the Sahara", "a camel in the desert"],
    ["sahara desert", "desert"],
    ["a boat on the Nile", "a boat on the river"],
    ["a ship on the Atlantic Ocean", "a ship on the ocean"],
    ["a taxi in New York", "a taxi in the city"],
  ];

  it.each(cases)("%s is read as %s is", (subject, plain) => {
    const drawn = (s: string) => read(s).understood.map((w) => w.drawnAs);
    expect(read(subject).unknown, subject).toBeUndefined();
    expect(drawn(subject), subject).toEqual(drawn(plain));
  });

  it.each(cases)("%s is drawn as %s is", (subject, plain) => {
    for (const seed of [1, 2])
      expect(renderSketchSvg(portraitMotif(subject, seed))).toBe(renderSketchSvg(portraitMotif(plain, seed)));
  });

  // A range of mountains is the mountains' scene (landscape-places.test.ts), never the framed
  // mountain tile stood on the page ("a snowman in the Alps" on a small one); a single peak is
  // left as before.
  it("a snowman in the Alps stands in the mountains' scene, on no tile", () => {
    const hex = motifByAnnotation("mountain")?.hexcode;
    expect(hex).toBeTruthy();
    expect(read("a snowman in the Alps").understood.map((u) => u.drawnAs)).toContain("mountains setting");
    for (const seed of [1, 2])
      expect(renderSketchSvg(portraitMotif("a snowman in the Alps", seed))).not.toContain(`data-motif="${hex}"`);
    expect(read("the Himalayas").understood.map((u) => u.drawnAs)).toEqual(["mountains setting"]);
  });

  // A word that is also a thing, a name a drawing is tagged with, a describing word and a
  // building or a monument are not places read as their kind.
  it.each([
    ["a sombrero", "island"],
    ["a hippo", "town"],
    ["a nice cat", "city"],
    ["Taj Mahal", "construction"],
  ])("%s is not read as a %s", (subject, kind) => {
    expect(JSON.stringify(read(subject))).not.toContain(kind);
  });

  it("a refusal quotes the words as typed, never the kind they were read as", () => {
    const subject = "venice canal with gondolas";
    const u = read(subject);
    expect(u.unknown?.words).toBe(subject);
  });
});
