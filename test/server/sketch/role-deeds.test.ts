import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Someone named by a role and said doing something ("a mail carrier delivering letters", "a
 * gardener planting flowers") is a person with the role's own thing, else with the thing they do
 * it with when they can hold it; where they do it stays the page's place (fresh seed 54602127
 * had both as a plain person to accept, the letters and the flowers left out). Someone they do it
 * to is drawn too: the role is then read as before. The roles and deeds here are held out.
 */
const read = (subject: string) => understandSketch({ subject }, "line-art");

describe("a role doing something is a person with its thing", () => {
  it.each([
    ["a janitor sweeping the floor", "a person holding a broom", "broom"],
    ["a butler carrying a teapot", "a person holding a teapot", "teapot"],
    ["a waitress carrying a cake", "a woman holding a birthday cake", "birthday cake"],
    ["a photographer taking pictures at a wedding", "a person holding a camera", "camera"],
    ["a lifeguard watching the sea", "a person holding a ring buoy", "ring buoy"],
    ["a drummer playing a drum", "a person holding a drum", "drum"],
  ])("%s: %s", (subject, drawn, thing) => {
    const v = read(subject);
    expect(v.unknown, subject).toBeUndefined();
    expect(v.standIn, subject).toBeUndefined();
    expect(v.understood[0]?.drawnAs, subject).toBe(drawn);
    expect(drawnOnPage(subject, 3).has(motifByAnnotation(thing)?.hexcode), subject).toBe(true);
  });

  it("where they do it is still read: a wedding's photographer's place is said", () => {
    const words = read("a photographer taking pictures at a wedding").understood.map((u) => u.word);
    expect(words.some((w) => w.includes("wedding"))).toBe(true);
  });

  it("can fail: someone they do it to is drawn, never left behind the role's thing", () => {
    for (const subject of ["a knight fighting a dragon", "a vet holding a puppy"]) {
      const drawn = read(subject).understood.map((u) => u.drawnAs);
      expect(
        drawn.some((d) => d === "dragon" || d === "dog"),
        subject,
      ).toBe(true);
    }
  });
});
