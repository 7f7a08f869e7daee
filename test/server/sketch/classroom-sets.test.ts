import { describe, expect, it } from "vitest";
import { chartOf } from "../../../server/sketch/charts.js";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

// Classroom sets a teacher prints as one chart: the parts of the body, the organs inside it, and
// money. "parts of the body for preschool" had drawn an ear for "body", silently; "human body
// parts" was refused; "coins and money" drew one plain circle (fresh seeds 12602127, 13602127's
// pool). Held out: these are said otherwise than the pool says them.

const leftOrStood = (subject: string) => {
  const u = understandSketch({ layout: "motif", subject, page: "portrait", detail: "medium" }, "line-art");
  return { unknown: u.unknown, standIn: u.standIn, drawnAs: u.understood[0]?.drawnAs ?? "" };
};

describe("classroom sets are charts of their members, each drawn and named", () => {
  it.each([
    ["the parts of my body", "Parts of the Body", ["eye", "ear", "nose", "mouth", "raised hand", "foot"]],
    ["body parts chart for kindergarten", "Parts of the Body", ["eye", "ear", "nose", "mouth", "raised hand", "foot"]],
    ["the organs of the body", "Inside the Body", ["brain", "anatomical heart", "lungs", "bone"]],
    ["types of money", "Money", ["coin", "dollar banknote", "money bag"]],
  ])("%s: %s", (subject, title, some) => {
    const chart = chartOf(subject);
    expect(chart?.title).toBe(title);
    const drawings = chart?.members.map((m) => m.drawing) ?? [];
    for (const d of some) expect(drawings).toContain(d);
    // Each member is on the page, in a panel of its own, said before any charge.
    const codes = new Set(placedDrawings(pageSvg(subject, 1)).map((p) => p.hexcode));
    for (const d of drawings) expect(codes.has(motifByAnnotation(d)?.hexcode ?? "")).toBe(true);
    const read = leftOrStood(subject);
    expect(read.unknown).toBeUndefined();
    expect(read.standIn).toBeUndefined();
    expect(read.drawnAs).toMatch(/^a chart of \d, each named: /);
  });

  it.each(["insect body parts", "a body of water", "a coin", "a money tree", "a human heart"])(
    "the rule can fail: %s is no classroom set",
    (subject) => {
      expect(chartOf(subject)).toBeUndefined();
    },
  );
});
