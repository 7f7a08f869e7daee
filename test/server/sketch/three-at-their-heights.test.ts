import { describe, expect, it } from "vitest";
import type { Motif } from "../../../server/sketch/art.js";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placeGroup } from "../../../server/sketch/layouts/group.js";
import { naturalScales } from "../../../server/sketch/natural-size.js";

/**
 * Issue 41, class 1 (the arctic book of twelve, after seed 2602127): three drawn together are
 * each no taller than their size in life beside one as large or larger. A snowy owl of a fox's
 * size had stood over a polar bear on eight pages of twelve: behind two, it filled the page above
 * them; in a row, its box fitted it by its height and a husky's by its width. Held out: the owl
 * with a fox and a rabbit, and the penguin, were not looked at before the rule.
 */
const area = { x: 40, y: 40, w: 944, h: 1240 };
const motif = (name: string) => motifByAnnotation(name) as Motif;
const placed = (names: string[]) => {
  const drawn = names.map(motif);
  const scales = naturalScales(drawn, () => true);
  const members = drawn.map((m, i) => ({ motif: m, scale: scales[i] ?? 1 }));
  const out = placeGroup(members, area, area.y + 20, area.y + area.h - 40, false);
  return new Map(out.map((p) => [p.motif.annotation, p.ink.h]));
};

describe("three at their heights in life", () => {
  it("an owl in a row with a dog and a polar bear is no taller than the dog", () => {
    const h = placed(["owl", "dog", "polar bear"]);
    expect(h.get("owl")).toBeLessThanOrEqual((h.get("dog") ?? 0) * 1.17);
  });

  it.each([
    ["owl", "fox", "rabbit"],
    ["owl", "fox", "penguin"],
  ])("held out: an %s behind a %s and a %s is no taller than the one in front", (back, ...front) => {
    const h = placed([back, ...front]);
    expect(h.get(back)).toBeLessThanOrEqual(Math.max(...front.map((f) => h.get(f) ?? 0)) * 1.17);
  });

  it("the rule can fail: a giraffe, larger in life, is never brought down to a zebra's height", () => {
    const h = placed(["giraffe", "zebra", "lion"]);
    expect(h.get("giraffe")).toBeGreaterThanOrEqual((h.get("zebra") ?? 0) * 0.99);
    expect(h.get("giraffe")).toBeGreaterThan(400);
  });
});
