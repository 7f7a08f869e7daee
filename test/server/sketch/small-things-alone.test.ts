import { describe, expect, it } from "vitest";
import { pageSvg } from "./helpers.js";

/**
 * A small thing that lives nowhere, alone on its page (a ball, a toy, a part of a body, a leaf,
 * a shell), is drawn as a made thing is: large in the middle with stars round it. On a garden path
 * it had stood as tall as the trees under the sun (fresh sample 6060606: a football, a rock, a
 * leaf, an eye). The sun is drawn in its colour (#ffd23f) only on outdoor pages. None of these
 * subjects was looked at before the rule.
 */
const sun = 'data-colour="#ffd23f"';
const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

describe("a small thing alone", () => {
  it.each(["a baseball", "a yo-yo", "a tooth", "a feather", "a fallen leaf", "a four leaf clover"])(
    "%s: no page outdoors",
    (subject) => {
      for (const seed of seeds) expect(pageSvg(subject, seed), `seed ${seed}`).not.toContain(sun);
    },
  );

  // A plant grows where it is, a creature lives there: each keeps its place on some pages.
  it.each(["a sunflower", "a cactus", "a cat in the garden"])("%s: outdoors on some pages", (subject) => {
    expect(seeds.filter((seed) => pageSvg(subject, seed).includes(sun)).length).toBeGreaterThan(0);
  });
});
