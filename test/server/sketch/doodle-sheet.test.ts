import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A page of doodles ("random doodles", "kawaii things") is a repeat of small drawings across the
 * page: they had been refused, every word a describing one.
 */
const drawn = drawnOnPage;

describe("a page of doodles", () => {
  it.each([
    "random doodles",
    "tiny cute doodles",
    "kawaii things",
    "cute stuff",
    "aesthetic doodles",
    "y2k doodles",
    // Held out.
    "fun doodles for kids",
    "cute stickers",
    "a little doodle sheet",
    // A sheet of stickers had been a repeat of price labels (seed 6302127); held out.
    "a sticker sheet",
    "doodle sticker sheet",
  ])("%s: a repeat of three cute drawings, varied by the seed", (subject) => {
    expect(readSketch({ layout: "motif", subject }).layout).toBe("pattern");
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood[0]).toMatchObject({ drawnAs: "a repeating pattern" });
    const pages = [1, 2, 3].map((seed) => drawn(subject, seed));
    for (const p of pages) expect(p.size, subject).toBe(3);
    expect(new Set(pages.map((p) => [...p].sort().join())).size, subject).toBeGreaterThan(1);
  });

  it.each([
    ["space doodles", ["rocket", "flying saucer", "ringed planet"]],
    // Held out.
    ["halloween stickers", ["jack-o-lantern", "ghost", "bat"]],
    ["ocean doodles", ["whale", "dolphin", "octopus"]],
  ])("%s: three of its theme's drawings", (subject, names) => {
    const hexes = names.map((n) => motifByAnnotation(n)?.hexcode);
    for (const seed of [1, 2]) expect([...drawn(subject, seed)].sort()).toEqual([...hexes].sort());
  });

  it("things said plainly are no doodle page", () => {
    expect(readSketch({ layout: "motif", subject: "things that go" }).layout).not.toBe("pattern");
    expect(readSketch({ layout: "motif", subject: "a box of things" }).layout).not.toBe("pattern");
  });
});
