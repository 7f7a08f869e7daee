import { describe, expect, it } from "vitest";
import { themeOf } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/*
 * Fresh seed 45602127 and the pool: "farm friends" was said to be drawn as a person, the page a
 * farm animal; "woodland friends" was no theme at all. A habitat's friends, buddies or pals are
 * its animals, and a theme's page is said as the theme's. Made on "farm friends"; held out: the rest.
 */
const said = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs ?? "");

describe("a habitat's friends are its animals", () => {
  it.each([
    ["woodland friends", "woodland creatures"],
    ["arctic buddies", "arctic animals"],
    ["jungle pals", "jungle animals"],
    ["ocean friends", "sea creatures"],
  ])("%s is the theme of %s", (friends, animals) => {
    expect(themeOf(friends)).toBeDefined();
    expect(themeOf(friends)).toBe(themeOf(animals));
  });

  it.each(["best friends", "two friends", "friends"])("%s are people, no theme", (subject) => {
    expect(themeOf(subject)).toBeUndefined();
  });

  it.each(["woodland friends", "arctic buddies", "kawaii food"])(
    "%s is said as the theme's pages, never as one thing no page of it draws",
    (subject) => {
      const words = said(subject);
      expect(words.join(" | ")).toMatch(/^one of .*… a page/);
      for (const w of ["person", "man", "canned food"]) expect(words).not.toContain(w);
    },
  );
});
