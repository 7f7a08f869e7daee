import { describe, expect, it } from "vitest";
import { chartOf } from "../../../server/sketch/charts.js";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { isKindOf } from "../../../server/sketch/lexicon.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41: a set asked for as a whole on one page ("weather symbols", "the five senses",
 * "traffic signs", "feelings chart") was refused, and "phases of the moon" drew one moon. Such a
 * page is a chart of the set's members, each drawn in its own panel and named under it.
 */
const understood = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait", detail: "medium" }, "line-art");

const senses = ["eye", "ear", "nose", "tongue", "raised hand"];
const nameOf = new Map(senses.map((n) => [motifByAnnotation(n)?.hexcode, n]));

describe("a set named as a whole is a chart of its members", () => {
  it("the five senses: the eye, ear, nose, tongue and hand, each in a panel, said before any charge", () => {
    const drawn = placedDrawings(pageSvg("the five senses", 0)).map((p) => nameOf.get(p.hexcode) ?? p.hexcode);
    expect(drawn.sort()).toEqual([...senses].sort());
    const u = understood("the five senses");
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood).toEqual([
      expect.objectContaining({
        word: "the five senses",
        exact: true,
        drawnAs: expect.stringMatching(/^a chart of 5, each named: see \(eye\)/),
      }),
    ]);
  });

  it("the pages of a batch differ: each starts the set at another member", () => {
    const pages = new Set([0, 1, 2, 3].map((seed) => pageSvg("weather symbols", seed)));
    expect(pages.size).toBe(4);
  });

  it("the moon's phases differ in print: the new moon dark, the full moon light, six between", () => {
    const svg = pageSvg("phases of the moon", 0);
    expect(svg.match(/<circle data-moon="0"[^>]*fill="#000"/g)).toHaveLength(1);
    expect(svg.match(/<circle data-moon="\d"[^>]*fill="#fff"/g)).toHaveLength(7);
    expect(svg.match(/<path d="M[^"]*Z" fill="#000"/g)).toHaveLength(6);
  });
});

describe("the kinds of a thing, or a theme, asked as a chart (phrases in no list of the code)", () => {
  it.each([
    ["different types of birds", "bird"],
    ["kinds of musical instruments", "musical instrument"],
    ["zoo animals poster", "animal"],
    ["sea creatures chart", "animal"],
  ])("%s: four to eight different members, each a kind of %s, each drawn", (subject, kind) => {
    const chart = chartOf(subject);
    expect(chart?.members.length).toBeGreaterThanOrEqual(4);
    expect(chart?.members.length).toBeLessThanOrEqual(8);
    for (const m of chart?.members ?? [])
      expect(isKindOf(m.label, kind, 14) || isKindOf(m.drawing.toLowerCase(), kind, 14), m.label).toBe(true);
    const placed = placedDrawings(pageSvg(subject, 0)).map((p) => p.hexcode);
    expect(new Set(placed).size).toBe(chart?.members.length);
  });

  it.each(["weather", "a bird", "types of rocks", "a cat in a hat"])("%s is no chart", (subject) => {
    expect(chartOf(subject)).toBeUndefined();
    expect(understood(subject).understood[0]?.drawnAs ?? "").not.toMatch(/^a chart/);
  });
});
