import { describe, expect, it } from "vitest";
import { themeOf } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

// An occasion named with when or how it is kept, or with what is at it, is its theme: the
// occasion's pages, never a refusal of the day's name (issue 41, class 4). The sample's phrase
// (seed 161803: "birthday party with presents" was refused) first; the others were not looked
// at before the rule was written.
describe("an occasion named with when or how it is kept", () => {
  it.each([
    ["birthday party with presents", "birthday"],
    ["christmas morning", "christmas"],
    ["thanksgiving dinner", "thanksgiving"],
    ["a diwali celebration", "diwali"],
    ["lunar new year parade", "lunar new year"],
    ["valentines day card", "valentine"],
    ["hanukkah night", "hanukkah"],
    ["eid feast", "eid"],
  ])("%s is the %s theme, drawn as its plan", (subject, theme) => {
    expect(themeOf(subject)).toBe(theme);
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.unknown).toBeUndefined();
    expect(read.standIn).toBeUndefined();
    expect(read.understood[0]?.drawnAs).toMatch(/^one of .+… a page$/);
  });

  it.each(["a birthday cake", "a red card", "a christmas tree", "a starry night"])(
    "%s is drawn as it is",
    (subject) => {
      const read = understandSketch({ layout: "motif", subject }, "line-art");
      expect(read.unknown).toBeUndefined();
      expect(read.understood[0]?.drawnAs).not.toMatch(/^one of /);
    },
  );

  it("an occasion left out of what is drawn is its theme: not a moon alone for Halloween night", () => {
    const read = understandSketch({ layout: "motif", subject: "halloween night" }, "line-art");
    expect(read.understood[0]?.drawnAs).toMatch(/^one of .+… a page$/);
  });
});
