import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;

/**
 * A thing said with a theme that none of its pages draws is said to be left out before any
 * charge: "kwanzaa kinara" had been read whole as the theme, its pages a basket of fruit and a
 * drum, the kinara never mentioned (fresh sample, seed 7302127). Held out: none was looked at.
 */
describe("a thing said with a theme and drawn on none of its pages is said left out", () => {
  it.each([
    ["easter bonnet", "bonnet"],
    // "halloween cauldron" was here: the cauldron is our own drawing now.
    // "halloween wheelbarrow" was here: the wheelbarrow is our own drawing now.
    ["halloween seesaw", "seesaw"],
    ["a christmas nutcracker", "nutcracker"],
    ["hanukkah dreidel", "dreidel"],
  ])("%s: %s", (subject, thing) => {
    const u = read(subject);
    expect(u[0]?.drawnAs).toMatch(/… a page$/);
    expect(u).toContainEqual({ word: thing, drawnAs: null, exact: false });
  });

  it.each([
    "ocean animals",
    "space adventure",
    "christmas morning",
    "first day of school",
    "eid mubarak",
    "autumn vibes",
  ])("%s: the words that name the theme, how it is kept or what its book is are no thing left out", (subject) => {
    expect(read(subject).filter((w) => w.drawnAs === null)).toEqual([]);
  });
});
