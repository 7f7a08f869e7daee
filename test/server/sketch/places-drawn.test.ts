import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { parseRelation, placeRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// Where a page's things are, as people say it: snow and ice, the water of a pond, the sea two
// creatures share, the back another creature carries them on, the basket food is heaped in, the
// table two foods stand on. The first phrase of each list showed the class on a fresh sample;
// the others are held out.

const seeds = [1, 2, 3, 4];
const svgOf = (subject: string, seed: number) => renderSketchSvg(portraitMotif(subject, seed));
const understood = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;

describe("snow and ice are the page's place, not a snowflake drawn beside the thing", () => {
  it.each([
    ["a cabin in the snow", "snow"],
    ["a deer in the snow", "snow"],
    ["a fox in winter", "winter"],
    ["a rabbit in the snow", "snow"],
  ])("%s: the %s is a setting, snow falls and no sun shines", (subject, word) => {
    const w = understood(subject).find((u) => u.word === word);
    expect(w).toMatchObject({ drawnAs: `${word} setting`, exact: true });
    for (const seed of seeds) {
      const svg = svgOf(subject, seed);
      expect(svg, `seed ${seed}`).toContain('data-weather="snow"');
      expect(svg, `seed ${seed}`).not.toContain('data-colour="#ffd23f"');
      expect(svg, `seed ${seed}`).not.toContain(`data-motif="${motifByAnnotation("snowflake")?.hexcode}"`);
    }
  });

  it.each(["a penguin", "a polar bear", "a snowman", "a husky"])(
    "%s lives in the snow: no page of it has a sun, snow falls where there is sky",
    (subject) => {
      const pages = seeds.map((seed) => svgOf(subject, seed));
      for (const svg of pages) expect(svg).not.toContain('data-colour="#ffd23f"');
      // A page the subject fills to the top has no sky to fall from; one of four at least has.
      expect(pages.filter((svg) => svg.includes('data-weather="snow"')).length).toBeGreaterThanOrEqual(1);
    },
  );

  it("snow words inside other words are no place: an ice cream, a snowman, a snowy owl", () => {
    for (const subject of ["an ice cream", "a snowy owl"])
      expect(understood(subject).some((u) => u.drawnAs?.endsWith(" setting"))).toBe(false);
  });
});

describe("what floats is on the water of its place, not on the bank", () => {
  it.each(["a park with a pond and ducks", "a lake with swans", "a pond with geese"])(
    "%s: the water is drawn and the bird is on it",
    (subject) => {
      for (const seed of seeds) {
        const svg = svgOf(subject, seed);
        expect(svg, `seed ${seed}`).toContain('data-prop="water with ripples"');
      }
    },
  );
});

describe("two creatures of the sea are under it together", () => {
  it.each([
    "a mermaid and a crab playing hide and seek in the seaweed",
    "a dolphin and a crab at the beach",
    "a mermaid and a turtle in the sea",
  ])("%s: the page is under the water", (subject) => {
    for (const seed of seeds) expect(svgOf(subject, seed), `seed ${seed}`).toContain('data-place="underwater"');
  });
});

describe("on another creature is carried by it, at each one's own size", () => {
  it.each([
    ["a cat sitting on a dog's back", "cat", "dog"],
    ["a mouse on an elephant", "mouse", "elephant"],
    ["a frog on a turtle", "frog", "turtle"],
    ["a bird on a cow", "bird", "cow"],
  ])("%s: the %s rides the %s and is the smaller", (subject, one, other) => {
    const rel = parseRelation(subject);
    expect(rel?.relation).toBe("riding");
    expect(rel?.one.annotation).toContain(one);
    expect(rel?.other?.annotation).toContain(other);
    if (!rel?.other) return;
    const placed = placeRelation(rel.relation, rel.one, rel.other, { x: 0, y: 0, w: 1024, h: 1325 }, 60, 1260, false);
    const size = (m: string) =>
      placed.filter((p) => p.motif === (m === one ? rel.one : rel.other)).map((p) => p.ink.w * p.ink.h)[0] ?? 0;
    expect(size(one)).toBeLessThan(size(other) * 0.6);
  });

  it("a thing one sits on is still under it: a cat on a rock, a girl on a bench", () => {
    expect(parseRelation("a cat on a rock")?.relation).toBe("on");
    expect(parseRelation("a girl on a bench")?.relation).toBe("on");
  });
});

describe("food named with what holds it is heaped in it", () => {
  it.each([
    // Fruit is never the kiwi alone (word-match.ts narrowSenses): the commonest fruit.
    ["a basket of fruit", "red apple"],
    ["a basket of apples", "red apple"],
    ["a jar of cookies", "cookie"],
    ["a bucket of strawberries", "strawberry"],
  ])("%s: three of the %s heaped on a larger holder, all kept on the page", (subject, food) => {
    const hex = motifByAnnotation(food)?.hexcode;
    expect(hex).toBeDefined();
    for (const seed of seeds) {
      const svg = svgOf(subject, seed);
      const heaped = svg.split('data-feature="heap"').length - 1;
      expect(heaped, `seed ${seed}`).toBe(3);
      expect(svg.split(`data-motif="${hex}"`).length - 1, `seed ${seed}`).toBe(3);
    }
    const rel = parseRelation(subject);
    expect(rel?.relation).toBe("in");
    if (!rel?.other) return;
    const placed = placeRelation("in", rel.one, rel.other, { x: 0, y: 0, w: 1024, h: 1325 }, 60, 1260, false);
    const holder = placed.find((p) => p.motif === rel.other);
    for (const piece of placed.filter((p) => p.heap))
      expect(piece.ink.w * piece.ink.h).toBeLessThan((holder?.ink.w ?? 0) * (holder?.ink.h ?? 0) * 0.3);
  });

  it("one drawing named by the two stays that drawing: a jar of honey is the honey pot", () => {
    expect(understood("a jar of honey")).toEqual([{ word: "jar honey", drawnAs: "honey pot", exact: false }]);
  });
});

describe("only who has hands holds: two things said together stand side by side", () => {
  it.each(["tacos and burritos", "a cup and a teapot", "a pizza with a soda"])("%s", (subject) => {
    expect(parseRelation(subject)?.relation).toBe("beside");
  });

  it("a creature still holds a thing: a girl with a balloon", () => {
    expect(parseRelation("a girl with a balloon")?.relation).toBe("holding");
  });
});

describe("driving a closed vehicle is sitting in it, never riding on its roof", () => {
  it.each(["a monkey driving a car", "a bear driving a bus", "a cat driving a truck", "a dog driving a taxi"])(
    "%s",
    (subject) => {
      expect(parseRelation(subject)?.relation).toBe("in");
    },
  );

  it("an open ride is ridden: a girl riding a bike, a fox riding a horse", () => {
    expect(parseRelation("a girl riding a bike")?.relation).toBe("riding");
    expect(parseRelation("a fox riding a horse")?.relation).toBe("riding");
  });
});

describe("a thing of outer space alone is drawn among the stars", () => {
  it.each(["astronaut", "a rocket", "an alien", "a ringed planet", "the moon"])("%s", (subject) => {
    for (const seed of seeds) {
      const svg = svgOf(subject, seed);
      expect(svg, `seed ${seed}`).toContain('data-place="space"');
      expect(svg, `seed ${seed}`).not.toContain('data-colour="#ffd23f"');
    }
  });

  it("a place said keeps its place: an astronaut in a garden, a rocket at the beach", () => {
    for (const subject of ["an astronaut in a garden", "a rocket at the beach"])
      expect(svgOf(subject, 1)).not.toContain('data-place="space"');
  });
});
