import { describe, expect, it } from "vitest";
import { matchMotifs } from "../../../server/sketch/art.js";
import { pageCast } from "../../../server/sketch/cast.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Three or more things listed ("a cat, a dog and a bird") were drawn as two at most, the third
 * shrunk to a prop or lost, and read as one ("man, woman" → a woman walking). Phrases marked held
 * out match no word the rule was written from.
 */
const drawnOf = drawnOnPage;

describe("three or more things listed are all drawn", () => {
  it.each([
    ["a cat, a dog and a bird", ["cat", "dog", "bird"]],
    ["a man, a woman and a child", ["man", "woman", "child"]],
    // Held out.
    ["a lion, a zebra and a giraffe", ["lion", "zebra", "giraffe"]],
    ["an owl, a fox and a rabbit", ["owl", "fox", "rabbit"]],
    ["a pig and a cow and a horse", ["pig", "cow", "horse"]],
  ])("%s", (subject, words) => {
    const cast = pageCast({ subject });
    expect(cast?.map((m) => m.count)).toEqual([1, 1, 1]);
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.word)).toEqual(words);
    for (const seed of [1, 2, 3]) {
      const drawn = drawnOf(subject, seed);
      for (const w of words) expect(drawn.has(matchMotifs(w, 1)[0]?.hexcode), `${w} at seed ${seed}`).toBe(true);
    }
  });

  it("two things, or one doing something to the others, are no list", () => {
    expect(pageCast({ subject: "a cat and a dog" })).toBeUndefined();
    expect(pageCast({ subject: "a cat chasing a dog and a bird" })).toBeUndefined();
  });

  it("the last of three may say what they all do or where (families.test.ts)", () => {
    const cast = pageCast({ subject: "a cat, a dog and a bird playing in the garden" });
    expect(cast?.map((m) => m.motif.annotation)).toEqual(["cat", "dog", "bird"]);
  });
});
