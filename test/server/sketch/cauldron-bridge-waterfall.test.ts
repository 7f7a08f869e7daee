import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

// A cauldron, a bridge, a waterfall, a macaron, a milkshake and a potion bottle are drawings of our
// own (own-drawings.ts): "a waterfall", "macarons" and "magic potion bottles" had been refused, a
// troll's bridge and a witch's cauldron left out. Held out: no phrase here is
// one of the requests they were drawn for.

const page = (subject: string, seed = 1) => pageSvg(subject, seed);

describe("a cauldron, a bridge, a waterfall, a macaron, a milkshake and a potion bottle are drawn", () => {
  it.each([
    ["a gnome under a bridge", "bridge", "bridge"],
    ["a goat crossing a bridge", "bridge", "bridge"],
    ["a witch and her bubbling cauldron", "bubbling cauldron", "cauldron"],
    ["halloween cauldron", "cauldron", "cauldron"],
    ["a deer by a waterfall", "waterfall", "waterfall"],
    ["waterfalls", "waterfalls", "waterfall"],
    ["a plate of macarons", "macarons", "macaron"],
    ["a chocolate milkshake", "milkshake", "milkshake"],
    ["a wizard holding a potion bottle", "potion bottle", "potion bottle"],
  ])("%s: the %s is the %s, on the page", (subject, word, drawing) => {
    const { understood, unknown } = understandSketch({ layout: "motif", subject }, "line-art");
    expect(unknown).toBeUndefined();
    expect(understood).toContainEqual(expect.objectContaining({ word, drawnAs: drawing }));
    const own = motifByAnnotation(drawing);
    expect(own?.hexcode).toBe(`own-${drawing.replace(" ", "-")}`);
    const drawn = placedDrawings(page(subject)).filter((p) => p.hexcode === own?.hexcode);
    expect(drawn).toHaveLength(1);
    // Drawn large enough to colour: an eighth of the page across at least (a thing held is small).
    expect((drawn[0]?.box.x1 ?? 0) - (drawn[0]?.box.x0 ?? 0)).toBeGreaterThan(1024 / 8);
  });

  it("the rule can fail: a pot of soup is no cauldron, a fountain no waterfall", () => {
    const read = (s: string) => understandSketch({ layout: "motif", subject: s }, "line-art").understood;
    expect(read("a pot of soup").map((u) => u.drawnAs)).not.toContain("cauldron");
    expect(read("a fountain in the park").map((u) => u.drawnAs)).not.toContain("waterfall");
    expect(read("a hamburger").map((u) => u.drawnAs)).not.toContain("macaron");
  });
});
