import { describe, expect, it } from "vitest";
import { themeOf } from "../../../server/sketch/themes.js";

/**
 * A theme is named by any of its names, with the words a request wraps it in: "underwater ocean
 * scene" had drawn the framed water wave standing on grass in a park (fresh sample, seed 3402127),
 * and "under the sea", an alias all along, was never matched (its "the" was taken out first).
 */
describe("a theme's names", () => {
  it.each([
    ["underwater ocean scene", "ocean"],
    ["under the sea", "ocean"],
    ["an ocean scene", "ocean"],
    ["underwater world", "ocean"],
    // Held out.
    ["jungle safari", "jungle"],
    ["a farm scene", "farm"],
  ])("%s: %s", (said, theme) => {
    expect(themeOf(said)).toBe(theme);
  });

  it("two names of different themes, or a thing in a place, name none", () => {
    expect(themeOf("farm zoo")).toBeUndefined();
    expect(themeOf("a fish underwater")).toBeUndefined();
  });
});
