import { describe, expect, it } from "vitest";
import { askedOnPage } from "./helpers.js";

/**
 * A person the set draws as a bust (head and shoulders with their tools: a cook, a firefighter)
 * is a portrait cut by the page's frame. On a plain ground its cut had stood on the grass, a torso
 * sunk to the chest, and on a hilltop as a torso on the hill (fresh seed 31602127: "baker with a
 * tray of bread", "a firefighter rescuing a kitten"). The baker and the firefighter are the
 * sample's; the rest are held out.
 */
const frameBottom = 1225; // the portrait page's art box ends at 1262, its frame's inner line a little above
const cuts = (subject: string) => [0, 1, 2, 3, 4, 5, 6, 7].map((seed) => askedOnPage(subject, seed)[0]?.box.y1 ?? 0);

describe("a bust is a portrait cut by the frame", () => {
  // In its place too (a kitchen, a field: five pages of eight), in front of the place: cut at the
  // place's floor, it had stood sunk to the chest in the floorboards.
  it.each(["a baker", "a firefighter", "a pilot", "a nurse", "a mechanic"])(
    "%s: every page of a batch of eight reaches the frame",
    (subject) => {
      expect(
        cuts(subject).every((y) => y >= frameBottom),
        cuts(subject).join(", "),
      ).toBe(true);
    },
  );

  // The rule can fail: a creature stands on its ground, never cut by the frame.
  it("a cat stands on the ground on every page", () => {
    expect(cuts("a cat").every((y) => y < frameBottom)).toBe(true);
  });
});
