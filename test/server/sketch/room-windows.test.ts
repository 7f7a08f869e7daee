import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A room's window said as where someone is (seed 8120001: "a cat in a window with plants" drew a
 * window frame standing on a hill with the cat lying on top of it) is the room, drawn with its
 * window in the wall; the subject stands in the room.
 */
const window = motifByAnnotation("window")?.hexcode;
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("a window is where the subject is, not a thing beside it", () => {
  it.each([
    ["a cat in a window", "cat"],
    ["a teddy bear by the window", "teddy bear"],
    ["a dog at the window", "dog"],
    ["an owl in the window", "owl"],
  ])("%s: the %s in a room, no window frame drawn as a thing", (subject, who) => {
    expect(read(subject).understood.find((w) => w.word === "window")?.drawnAs).toBe("window setting");
    for (const seed of [1, 2, 3]) {
      const drawn = drawnOnPage(subject, seed);
      expect(drawn.has(window), `${subject} at seed ${seed}`).toBe(false);
      expect(drawn.has(motifByAnnotation(who)?.hexcode), `${subject} at seed ${seed}`).toBe(true);
    }
  });

  it("a window asked for alone is still the window", () => {
    expect(read("a window").understood).toEqual([{ word: "window", drawnAs: "window", exact: true }]);
  });
});
