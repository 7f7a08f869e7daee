import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { isFurniture } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, classes 1 and 2 (seed 1602127's sports): a sport is shown by its ball, as fishing by
 * its pole, and it is played out of doors. "a boy playing soccer" had been the boy alone, soccer
 * read as nothing; "two girls playing soccer" played in a kitchen, and a bear playing rugby in a
 * living room ("rugby" held the word "rug": furniture). Held out: the dog, the two boys and the
 * three kids were not looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
const seeds = [0, 1, 2, 3, 4, 5, 6, 7];
const indoors = (subject: string) => seeds.filter((seed) => pageSvg(subject, seed).includes('data-place="room"'));

describe("a sport by its ball, out of doors", () => {
  it.each([
    ["a dog playing soccer", "soccer", "soccer ball"],
    ["two boys playing rugby", "rugby", "rugby football"],
  ])("held out: %s draws the %s ball", (subject, word, ball) => {
    expect(read(subject).understood).toContainEqual({ word, drawnAs: ball, exact: false });
    expect(read(subject).standIn).toBeUndefined();
  });

  it.each(["a bear playing rugby", "two boys playing rugby", "three kids playing soccer"])(
    "%s is never played in a room",
    (subject) => {
      expect(indoors(subject)).toEqual([]);
    },
  );

  it("furniture is named by whole words: a rugby ball and someone shrugging are none", () => {
    for (const name of ["rugby football", "person shrugging"]) {
      const m = motifByAnnotation(name);
      expect(m, name).toBeDefined();
      expect(isFurniture(m as NonNullable<typeof m>), name).toBe(false);
    }
    expect(isFurniture(motifByAnnotation("couch and lamp") as NonNullable<ReturnType<typeof motifByAnnotation>>)).toBe(
      true,
    );
  });

  it("the rule can fail: a game played at a screen stays indoors", () => {
    expect(indoors("kids playing video games").length).toBeGreaterThan(0);
  });
});
