import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

/** The markup of the page's repeating tile, where the ground is drawn under the things. */
const tileOf = (svg: string) => /<pattern id="tile"[^>]*>([\s\S]*?)<\/pattern>/.exec(svg)?.[1] ?? "";
/** The ground: the tile's first mark, a stroked path of lines or a row of dots, before any drawing. */
const ground = (tile: string) => /^<path d="M[^"]+" fill="none" stroke="#000"|^<circle /.exec(tile)?.[0];

/**
 * A pattern named with things on it ("checkerboard with flowers") is its things on that geometry:
 * squares, a plaid's double lines, stripes, an argyle's diamonds, chevrons or polka dots under the
 * things, each thing knocked out of the ground. The things had been tiled alone and the pattern's
 * own name said left out (fresh sample, seed 49602127: "checkerboard with flowers"). Held out here.
 */
describe("things on a geometric ground", () => {
  it.each([
    ["gingham with cherries", "M0 "],
    ["polka dots and stars", "<circle"],
    ["chevrons with owls", "L"],
    ["tartan and dogs", "H"],
    ["argyle with hearts", "L"],
    ["stripes and fish", "L"],
  ])("%s", (subject, mark) => {
    const verdict = understandSketch({ layout: "motif", subject }, "line-art");
    expect(verdict.unknown).toBeUndefined();
    expect(verdict.understood.filter((w) => w.drawnAs === null)).toEqual([]);
    for (const seed of [0, 3]) {
      const tile = tileOf(renderSketchSvg(portraitMotif(subject, seed)));
      const drawn = ground(tile);
      expect(drawn, `${subject} at ${seed}`).toBeDefined();
      expect(tile.slice(0, 400)).toContain(mark);
    }
  });

  it("the rule can fail: things said as a pattern alone lie on white", () => {
    const tile = tileOf(renderSketchSvg(portraitMotif("cherries pattern", 0)));
    expect(tile.length).toBeGreaterThan(0);
    expect(ground(tile)).toBeUndefined();
  });
});
