import { describe, expect, it } from "vitest";
import { understandPhrase } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A creature said after a describing word for the sweet it is made of is a sweet in its shape:
 * the living animal drawn is a stand-in the user accepts, the word said with it. "gummy bears"
 * (fresh seed 23602127) had drawn three bears in a park, "gummy" unsaid, a wrong sense no one was
 * told of. Held out: gummy bears and gummy worms were read while the rule was written; these
 * were not.
 */
describe("a sweet named after a creature is no creature", () => {
  it.each([
    ["gummy sharks", "shark"],
    ["candied frogs", "frog"],
    ["a sugary bunny", "rabbit"],
    ["gummy snakes on a plate", "snake"],
  ])("%s: the %s only as a stand-in, the sweet's word said", (subject, drawn) => {
    const read = understandPhrase(subject).find((u) => u.drawnAs === drawn);
    expect(read, JSON.stringify(understandPhrase(subject))).toMatchObject({ standIn: true, exact: false });
    expect(read?.word.split(" ").length).toBeGreaterThan(1);
    // Before any charge the page asks for the stand-in to be accepted.
    expect(understandSketch({ layout: "motif", subject }, "line-art").standIn).toBeDefined();
  });

  it("the rule can fail: how a creature looks is no sweet (fluffy, furry, cute, golden, a honey bee)", () => {
    for (const subject of ["a fluffy bunny", "a furry cat", "a cute bear", "a golden eagle", "a honey bee"]) {
      const read = understandPhrase(subject);
      expect(
        read.some((u) => u.standIn),
        `${subject}: ${JSON.stringify(read)}`,
      ).toBe(false);
    }
  });
});
