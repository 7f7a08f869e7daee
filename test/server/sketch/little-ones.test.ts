import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const drawings = (subject: string, seed: number) =>
  (renderSketchSvg(portraitMotif(subject, seed)).match(/data-motif="[^"]+"/g) ?? []).length;

// The page of a subject with its little ones beside it (seed mod 8 = 5) had drawn a person with a
// small copy of the same grown-up ("victorian lady": a tiny twin at her side). "victorian lady"
// came from a judged sample; the other people were not looked at before the rule was written.
describe("little ones of its kind", () => {
  it.each(["victorian lady", "a woman", "a girl", "an old man"])("%s stands alone on every page", (subject) => {
    for (const seed of [5, 13, 21]) expect(drawings(subject, seed), `seed ${seed}`).toBe(1);
  });

  it("an animal keeps its young beside it", () => {
    expect(drawings("an owl", 5)).toBe(2);
  });
});
