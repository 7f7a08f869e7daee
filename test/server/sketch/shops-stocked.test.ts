import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { askedOnPage, pageSvg } from "./helpers.js";

/**
 * Issue 41, class 2: a shop named by what it sells is the inside of that shop (seed 8402127:
 * "candy shop interior" was one candy on a blank page, "shop" and "interior" left out; "ice cream
 * parlor" one cone; "cozy bookstore" a convenience store offered as a stand-in). Held out: none
 * of these shops or their phrasings is in the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;
const drawings = (svg: string) => [...svg.matchAll(/data-motif="([^"]+)"/g)].map((m) => m[1]);
const PAGE_H = 1325;

describe("a shop of a kind is that shop, signed, its shelves stocked", () => {
  it.each([
    ["a little sweet shop", "Sweets"],
    ["inside a toy store", "Toys"],
    ["a vintage bookshop", "Books"],
    ["a busy cafe interior", "Café"],
    ["an ice cream shop", "Ice Cream"],
  ])("%s", (subject, sign) => {
    expect(read(subject)).toContainEqual(expect.objectContaining({ drawnAs: `a shop signed "${sign}"` }));
    expect(read(subject).some((w) => w.drawnAs === null)).toBe(false);
    for (const seed of [1, 2])
      expect(drawings(pageSvg(subject, seed)).length, `seed ${seed}`).toBeGreaterThanOrEqual(6);
  });
});

describe("a shop of what it sells sells only that, and is signed with it", () => {
  it.each([
    ["a hat shop", "Hat Shop"],
    ["an umbrella store", "Umbrella Shop"],
    ["a cupcake stall", "Cupcake Shop"],
  ])("%s", (subject, sign) => {
    expect(read(subject)).toContainEqual(expect.objectContaining({ drawnAs: `a shop signed "${sign}"` }));
    for (const seed of [1, 2]) {
      const [hero] = askedOnPage(subject, seed);
      expect(hero, `seed ${seed}`).toBeDefined();
      if (!hero) continue;
      // On the counter, whole: its foot at the counter's top (64 % down), never sunk behind it.
      expect(hero.box.y1 / PAGE_H, `seed ${seed}`).toBeLessThan(0.67);
      const all = drawings(pageSvg(subject, seed));
      expect(all.filter((h) => h === hero.hexcode).length, `seed ${seed}`).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("the rule can fail", () => {
  it("no creature is stock: a pet shop is no shelves of dogs", () => {
    expect(read("a pet shop").some((w) => /shop signed/.test(w.drawnAs ?? ""))).toBe(false);
  });

  it("someone in a shop is a scene in it, not its goods", () => {
    expect(read("a boy in a toy shop").some((w) => w.word === "boy" && w.drawnAs === "boy")).toBe(true);
  });
});
