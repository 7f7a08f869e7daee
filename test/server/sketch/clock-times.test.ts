import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 4502127): a clock said with the time it shows is the set's clock at that
 * hour or half hour. "clock showing 3 o'clock" had been a clock at twelve, the time left out.
 * Held out: none of these phrases was looked at before the rule.
 */
const drawn = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((w) => w.drawnAs);

describe("a clock at the time it shows", () => {
  it.each([
    ["an old wall clock reading 8 o'clock", "eight o’clock"],
    ["a clock striking 10 pm", "ten o’clock"],
    ["a kitchen clock at half past two", "two-thirty"],
    ["the clock says 1:30", "one-thirty"],
    ["11:00 on a clock", "eleven o’clock"],
    ["a school clock showing 2 o'clock", "two o’clock"],
  ])("%s", (subject, face) => {
    expect(drawn(subject)).toEqual([face]);
  });

  it("the rule can fail: a clock said with things, or at a time it has no face for, is read as before", () => {
    expect(drawn("a clock with 5 birds")).toContain("alarm clock");
    expect(drawn("a clock showing 3:45")).toContain("alarm clock");
  });
});
