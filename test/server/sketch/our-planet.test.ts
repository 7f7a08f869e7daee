import { describe, expect, it } from "vitest";
import { matchMotifs } from "../../../server/sketch/art.js";
import { framedPicture } from "../../../server/sketch/ink-measure.js";
import { planOf } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Our planet is the globe, drawn in space: "earth" had been a ringed planet to accept, and the
 * space theme's shooting star a square tile (fresh sample, seed 1402127).
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("the earth", () => {
  it.each(["the earth", "planet earth", "layers of the earth"])("%s: the globe, no stand-in", (subject) => {
    const said = read(subject);
    expect(said.standIn).toBeUndefined();
    expect(said.understood.map((u) => u.drawnAs)).toContain("globe showing Americas");
  });

  it("words made with it stay their own: an earthworm, earth day", () => {
    expect(read("an earthworm").understood.map((u) => u.drawnAs)).toEqual(["worm"]);
    expect(read("earth day").understood[0]?.drawnAs).toMatch(/^one of /);
  });

  it("alone, the globe is drawn among the stars, not on the grass or a stage", () => {
    const svg = pageSvg("a globe showing the Americas", 0);
    expect(svg).toContain('data-place="space"');
  });

  it("the space theme's pages are things, none a picture in a frame", () => {
    for (const subject of planOf("space")) {
      const [first] = matchMotifs(subject, 1);
      expect(first && framedPicture(first.hexcode), subject).toBe(false);
    }
  });
});
