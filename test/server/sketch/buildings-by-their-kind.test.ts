import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 1602127, "a farmhouse at night"): a building the scenes have no place of
 * is a thing, drawn by its kind's drawing or offered as a stand-in, never a place with nothing to
 * draw it: a farmhouse, a mansion and a bungalow had been refused, and "a farmhouse at night" drew
 * the night's moon alone. Held out: the chalet, the cathedral and the manor were not looked at
 * before the rule. A greenhouse is no house, and a pagoda no church: they stay refused.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a building named by a kind the set draws", () => {
  it("a farmhouse at night is offered as the house, never the moon alone", () => {
    const r = read("a farmhouse at night");
    expect(r.unknown).toBeUndefined();
    expect(r.standIn).toMatchObject({ word: "farmhouse", drawnAs: "house" });
  });

  it.each([
    ["a chalet in the snow", "chalet"],
    ["a cathedral", "cathedral"],
    ["a manor", "manor"],
  ])("held out: %s is offered as a stand-in, not refused", (subject, word) => {
    const r = read(subject);
    expect(r.unknown, subject).toBeUndefined();
    expect(r.standIn?.word, subject).toBe(word);
  });

  it("a place of another faith is never offered as a church", () => {
    expect(read("a pagoda").standIn).toBeUndefined();
    expect(read("a pagoda").unknown?.key).toBe("subject");
  });

  it("the rule can fail: a building the scenes draw is still its place", () => {
    expect(read("a greenhouse").unknown?.key).toBe("subject");
    expect(read("a barn at night").understood[0]).toMatchObject({ word: "barn", drawnAs: "barn setting" });
    expect(read("a mouse in the cottage").understood).toContainEqual(
      expect.objectContaining({ word: "cottage", drawnAs: "cottage setting" }),
    );
  });
});
