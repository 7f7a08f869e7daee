import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

// A state the set cannot show (asleep, crying) is said to be left out, before or after who is in
// it and whatever relation follows: "a dog sleeping by the fireplace" had drawn the dog awake,
// the preview silent about it. Held out: no phrase here is one the rule was made from.

const leftOut = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art")
    .understood.filter((u) => u.drawnAs === null)
    .map((u) => u.word);

describe("states no page shows", () => {
  it.each([
    ["a fox sleeping under a tree", "sleeping"],
    ["a sleeping puppy", "sleeping"],
    ["a bear asleep in a cave", "asleep"],
    ["a kitten napping on a pillow", "napping"],
    ["a baby crying", "crying"],
    ["an owl dozing on a branch", "dozing"],
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
