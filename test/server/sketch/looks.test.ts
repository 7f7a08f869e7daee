import { describe, expect, it } from "vitest";
import { renderSketchPage, renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

/**
 * How a lone subject's pages differ on a portrait page (variety.ts, docs/sketch.md "Batches"):
 * wide and broad subjects turn or are seen close, but a thing that stands on a base never turns;
 * a swimmer is drawn under the sea, not on a meadow.
 */
const request = portraitMotif;

/**
 * The turn of the asked drawing on each page of a batch of 8 (the drawing placed largest: small
 * mood drawings may lean a little): its group's rotate(), 0 if none.
 */
function turns(subject: string, first = 5000): number[] {
  return Array.from({ length: 8 }, (_, i) => {
    const svg = renderSketchSvg(request(subject, first + i));
    const placed = [...svg.matchAll(/<g transform="([^"]*)"><g data-motif=/g)].map((m) => m[1] as string);
    const scale = (t: string) => Number(/scale\(([\d.]+)\)/.exec(t)?.[1] ?? 0);
    const largest = placed.sort((a, b) => scale(b) - scale(a))[0] ?? "";
    const turn = /rotate\((-?[\d.]+) 36 36\)/.exec(largest);
    return turn ? Math.abs(Number(turn[1])) : 0;
  });
}

/** The page's ground line: a gentle wave from side to side, with or without tufts of grass. */
function groundOf(svg: string): string {
  const d = /<path [^>]*d="(M72 \d+(?:\.\d+)?Q[^"]*)"/.exec(svg)?.[1];
  if (!d) throw new Error("no ground line");
  return d;
}

describe("lone subjects on a portrait page", () => {
  it.each(["a pig", "a turtle", "a bus", "a ladybug", "a horse"])(
    "%s (an animal or a vehicle that fills the width): no page of a batch turns it, and no two pages are the same",
    (subject) => {
      // Issue 41: a hippo or a reindeer turned up a slope was no page a seller would use; the
      // batch varies by places and close views instead (this test had asked for turned pages).
      for (const first of [5000, 123457]) expect(turns(subject, first)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      const pages = Array.from({ length: 8 }, (_, i) => renderSketchSvg(request(subject, 5000 + i)));
      expect(new Set(pages).size).toBe(8);
    },
  );

  it.each([
    "a castle",
    "a house",
    "a pumpkin",
    "a cupcake",
    "a birthday cake",
    "a sofa",
    "a hot air balloon",
    "a treasure chest",
  ])("%s (stands upright on a base): no page of a batch turns it", (subject) => {
    for (const first of [5000, 123457]) expect(turns(subject, first)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  // Held out: the rule names no person; a bust of the set that flies (an angel) had been turned,
  // a tilted face filling the page. A butterfly still banks.
  it.each(["an angel", "a cherub", "a fairy", "a tooth fairy"])(
    "%s (a person of the set that flies): no page of a batch turns it",
    (subject) => {
      for (const first of [5000, 123457]) expect(turns(subject, first)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    },
  );

  // A unicorn stood on a living room's rug (seed 5402127: "magical unicorns"); held out: the
  // winged ones are not in the list that keeps them out of doors by name.
  it.each(["a unicorn", "a winged unicorn", "magical unicorns"])("%s is never in a room", (subject) => {
    for (let seed = 0; seed < 8; seed++)
      expect(renderSketchSvg(request(subject, seed))).not.toContain('data-place="room"');
  });

  it("the rule can fail: a cat is at home in a room on some pages", () => {
    const pages = Array.from({ length: 8 }, (_, seed) => renderSketchSvg(request("a cat", seed)));
    expect(pages.some((svg) => svg.includes('data-place="room"'))).toBe(true);
  });

  // A sailboat had stood on a meadow, its own strip of waves a box on the grass (seeds 4402127
  // and 5402127: "summer", "a speed boat"). Every page of a boat alone is on a lake or a river.
  const lakeWaves = (svg: string) => (svg.match(/q15 -12 30 0t30 0/g) ?? []).length;
  it.each(["a speedboat", "a rowboat", "a canoe", "a motorboat"])(
    "%s alone is on the water on every page",
    (subject) => {
      for (let seed = 100; seed < 108; seed++)
        expect(lakeWaves(renderSketchSvg(request(subject, seed))), `seed ${seed}`).toBeGreaterThan(0);
    },
  );

  it("the rule can fail: a car is on the water on no more than a page or two", () => {
    const wet = Array.from({ length: 8 }, (_, i) => lakeWaves(renderSketchSvg(request("a car", 100 + i))) > 0);
    expect(wet.filter(Boolean).length).toBeLessThan(4);
  });

  it("the rule can fail: a butterfly banks on some pages", () => {
    expect(turns("a butterfly").some((t) => t > 0)).toBe(true);
  });

  it.each(["a whale", "a shark", "an octopus", "a fish"])(
    "%s alone is under the sea: a seabed with no grass on every page",
    (subject) => {
      for (let seed = 40; seed < 48; seed++) {
        const svg = renderSketchSvg(request(subject, seed));
        // Tufts of grass are short strokes drawn after the wave (M…L…) in the ground's path.
        expect(groundOf(svg), `seed ${seed}`).not.toMatch(/L/);
      }
    },
  );

  it("the rule can fail: a cat's ground has grass", () => {
    expect(groundOf(renderSketchSvg(request("a cat", 41)))).toMatch(/M[\d.]+ [\d.]+L/);
  });
});

describe("a swimmer in the sea", () => {
  const scene = (subject: string, setting: string, seed: number): SketchRequest => ({
    toolId: "kids/test",
    hub: "kids",
    output: "line-art",
    sketch: { layout: "scene", subject, setting, page: "portrait", detail: "medium" },
    seed,
  });
  /** Every ground line of the page (unfilled, from side to side in gentle curves): grass or sand. */
  const grounds = (svg: string) =>
    [...svg.matchAll(/<path fill="none"[^>]*d="(M\d+(?:\.\d+)? \d+(?:\.\d+)?Q[^"]*)"/g)].map((m) => m[1] ?? "");

  it.each([
    ["a shark", "ocean"],
    ["a dolphin", "sea"],
    ["a turtle", "coral reef"],
  ])("%s in the %s is drawn under the water: no grass, no shore things among its extras", (subject, setting) => {
    for (let seed = 40; seed < 48; seed++) {
      const req = scene(subject, setting, seed);
      const svg = renderSketchSvg(req);
      for (const d of grounds(svg)) expect(d, `seed ${seed}`).not.toMatch(/L/);
      const { extras = [] } = renderSketchPage(req);
      expect(
        extras.filter((e) => /palm|sailboat|umbrella/.test(e)),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });

  it("a boat on the ocean keeps the shore (the rule can fail: it is not under the water)", () => {
    const svg = renderSketchSvg(scene("a boat", "ocean", 41));
    expect(svg).toContain('data-place="beach"');
    expect(svg).not.toContain('data-place="underwater"');
  });
});
