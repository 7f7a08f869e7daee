import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

// A state the set cannot show (crying; asleep for a person or a creature whose drawing shows no
// pair of eyes to shut) is said to be left out, before or after who is in it and whatever
// relation follows: "a dog sleeping by the fireplace" had drawn the dog awake, the preview silent
// about it. An animal asleep with a pair of eyes is drawn with them shut (asleep.test.ts). Held
// out: no phrase here is one the rule was made from.

const leftOut = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art")
    .understood.filter((u) => u.drawnAs === null)
    .map((u) => u.word);

describe("states no page shows", () => {
  it.each([
    ["a boy sleeping under a tree", "sleeping"],
    ["a sleeping grandma", "sleeping"],
    ["a snake asleep in a cave", "asleep"],
    ["a turtle napping on a pillow", "napping"],
    ["a baby crying", "crying"],
    ["a fish dozing in a bowl", "dozing"],
  ])("%s: %s is said to be left out", (subject, word) => {
    expect(leftOut(subject)).toContain(word);
  });

  it.each(["a sleeping bag", "a fox sitting under a tree", "a bear eating honey"])(
    "the rule can fail: %s says nothing of sleep",
    (subject) => {
      expect(leftOut(subject).filter((w) => /sleep|nap|doz|cry/.test(w))).toEqual([]);
    },
  );
});
