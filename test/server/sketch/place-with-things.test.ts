import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A place said with what is in it is the page of those things ("a cozy corner with an armchair
 * and a lamp": the armchair and the lamp in a room); the place's word, when nothing draws it, is
 * said left out. A thing the page cannot draw said with what it has is still refused.
 */
const read = (subject: string) => understandSketch({ subject }, "line-art");

describe("a place with things in it", () => {
  // The cozy corner was seen; the others are held out.
  it.each([
    ["cozy corner with an armchair and a lamp", "corner", "couch and lamp"],
    ["a quiet corner with a bookshelf and a cat", "corner", "bookshelf"],
    ["a clearing with a deer", "clearing", "deer"],
  ])("%s: drawn, %s left out, %s drawn", (subject, place, thing) => {
    const v = read(subject);
    expect(v.unknown).toBeUndefined();
    expect(v.understood).toContainEqual(expect.objectContaining({ word: place, drawnAs: null }));
    expect(v.understood.map((w) => w.drawnAs)).toContain(thing);
  });

  it("can fail: a thing it cannot draw with what it has is refused", () => {
    expect(read("a zorp with a hat").unknown?.words).toBe("zorp");
    expect(read("a cave with stalactites").unknown).toBeDefined();
  });
});
