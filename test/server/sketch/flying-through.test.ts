import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * Flying through or among things is where a flier flies (seed 9182736: "unicorn with wings flying
 * through the clouds" flew a cloud on a kite string), and the clouds a flier is among are the
 * sky it is in; flying a thing ("a bear flying a kite") still holds it on its string. A thing the
 * synonyms name doing something ("a plane flying…") is that thing, not an activity with no drawing.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("flying through the clouds is flying in the sky", () => {
  it.each([
    ["a unicorn with wings flying through the clouds", "alicorn"],
    ["an eagle flying through the clouds", "eagle"],
    ["a plane flying through the clouds", "airplane"],
    ["a dragon flying among the clouds", "dragon"],
  ])("%s: the %s in the sky, nothing on a string", (subject, flier) => {
    const r = read(subject);
    expect(r.understood.find((w) => w.word === "clouds")?.drawnAs).toBe("clouds setting");
    expect(r.understood.map((w) => w.drawnAs)).not.toContain("kite string");
    expect(r.understood.some((w) => w.drawnAs === flier)).toBe(true);
    for (const seed of [1, 2]) {
      expect(pageSvg(subject, seed)).not.toContain('data-prop="kite string"');
      expect(drawnOnPage(subject, seed).has(motifByAnnotation(flier)?.hexcode), `${subject} at ${seed}`).toBe(true);
    }
  });

  it("flying a kite is still the kite on its string", () => {
    expect(pageSvg("a fox flying a kite", 1)).toContain('data-prop="kite string"');
  });
});
