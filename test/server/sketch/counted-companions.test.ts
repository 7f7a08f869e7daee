import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { askedOnPage, pageSvg } from "./helpers.js";

/**
 * Issue 41 (seed 1502127): beings said "with" a counted few of others are that many ("a teacher
 * with three kids" had drawn one child, "grandma … to two kids" one), four of them a group that
 * fills the page (in one row they had stood small along its foot); a number that is part of a
 * thing's name counts nothing ("a four leaf clover" had been four maple leaves). Held out: none
 * of these beings or names is in a rule's own words.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const hexOf = (name: string) => motifByAnnotation(name)?.hexcode ?? name;
const countOf = (svg: string, name: string) => svg.split(`data-motif="${hexOf(name)}"`).length - 1;

describe("beings said with a counted few of others: that many, as a group", () => {
  it.each([
    ["a girl with two puppies", "dog", 2],
    ["a farmer with three sheep", "ewe", 3],
    ["a shepherd with two lambs", "ewe", 2],
  ])("%s", (subject, drawing, n) => {
    const svg = pageSvg(subject, 1);
    expect(countOf(svg, drawing)).toBe(n);
  });

  it("four stand as a group that reaches above the page's middle, not a row along its foot", () => {
    for (const subject of ["a nurse with three kids", "four owls"]) {
      const asked = askedOnPage(subject, 1);
      expect(asked.length, subject).toBe(4);
      // The portrait page is 1024 × 1325.
      expect(Math.min(...asked.map((a) => a.box.y0)), subject).toBeLessThan(1325 / 2);
    }
  });

  it("the rule can fail: a counted thing said with one is theirs, not more of them", () => {
    expect(countOf(pageSvg("a cake with three candles", 1), "birthday cake")).toBeLessThanOrEqual(1);
    expect(read("a girl with two balloons").understood.map((w) => w.drawnAs)).not.toContain("two girls");
  });
});

describe("a number in a thing's name counts nothing", () => {
  it.each([
    ["a four leaf clover", "four leaf clover"],
    ["a five petal flower", "blossom"],
  ])("%s", (subject, drawing) => {
    const said = read(subject);
    // No count is read: the number is no word of its own in what is drawn.
    expect(said.understood.map((w) => w.word)).not.toContain(subject.split(" ")[1]);
    expect(countOf(pageSvg(subject, 1), drawing)).toBe(1);
  });

  it("the rule can fail: a count before a plural, or before an adjective, still counts", () => {
    for (const [subject, drawing, n] of [
      ["three blind mice", "mouse", 3],
      ["two baby elephants", "elephant", 2],
    ] as const)
      expect(countOf(pageSvg(subject, 1), drawing), subject).toBe(n);
  });
});
