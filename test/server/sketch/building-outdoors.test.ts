import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { placeOfBuilding } from "../../../server/sketch/word-readings.js";

// A building named in a place outdoors is drawn standing there, not as the room the page is set
// in: "cottage in the woods" drew a room with a tree in it. The sample's phrase first; the others
// were not looked at before the rule was written. "woods" is the forest, not pieces of wood.

describe("a building in a place outdoors", () => {
  it.each([
    ["cottage in the woods", "woods"],
    ["a cabin in the forest", "forest"],
    ["a little cottage in the jungle", "jungle"],
    ["a bakery in the woods", "woods"],
  ])("%s: the building drawn in the %s", (subject, place) => {
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.unknown).toBeUndefined();
    const setting = read.understood.find((u) => u.word === place);
    expect(setting?.drawnAs).toMatch(/setting$/);
    const building = read.understood.find((u) => u.word !== place);
    expect(building?.drawnAs).not.toMatch(/setting$/);
    // The page is set where the building stands (the outdoor place's scene), not in a room.
    expect(placeOfBuilding(subject)?.kind).toBe("outdoor");
    expect(placeOfBuilding(subject)?.match.test(place)).toBe(true);
  });

  it("a deer in the woods is in the forest, and a kitchen in a castle is still a kitchen", () => {
    expect(understandSketch({ layout: "motif", subject: "a deer in the woods" }, "line-art").understood).toEqual([
      { word: "deer", drawnAs: "deer", exact: true },
      { word: "woods", drawnAs: "woods setting", exact: true },
    ]);
    const kitchen = understandSketch({ layout: "motif", subject: "a kitchen in a castle" }, "line-art").understood;
    expect(kitchen[0]).toMatchObject({ word: "kitchen", drawnAs: "kitchen setting" });
  });
});
