import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, found on fresh seed 34602127: "compass rose" was offered as "rose as rose" (and "deer
 * skull" as "skull as skull"), the word that makes it another thing said apart as left out. The
 * offer names the words it stands in for. Held out: the camper van, the rain boots, the
 * leprechaun's hat.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a stand-in is offered for the words it stands in for (issue 41)", () => {
  it.each([
    ["compass rose", "compass rose", "rose"],
    ["deer skull", "deer skull", "skull"],
    ["a camper van", "camper van", "minibus"],
    ["rain boots", "rain boots", "hiking boot"],
    ["a leprechaun hat", "leprechaun hat", "top hat"],
  ])("%s: offered as %s drawn as the %s, nothing else left out", (subject, word, drawnAs) => {
    const u = read(subject);
    expect(u.standIn).toEqual({ key: "subject", word, drawnAs });
    expect(u.understood.filter((w) => w.drawnAs === null)).toEqual([]);
  });

  it("the rule can fail: a word of another name said is not joined to it", () => {
    const u = read("ice cream truck");
    expect(u.standIn?.word).toBe("truck");
    expect(u.understood.map((w) => w.word)).toContain("ice cream");
  });
});
