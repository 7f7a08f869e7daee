import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, judged on fresh seed 40602127: "a hen sitting on her eggs with chicks around her" drew a
 * chick on the hen's back, the eggs left out: the thing the hen sits on had been looked for in the
 * whole rest of the phrase, and the chick of its later "with" clause was found first. The thing a
 * place word puts the subject on, in or under is the one said right after it; what follows "with"
 * is another clause. Sitting on eggs is brooding them: the eggs at the sitter's feet at their size
 * (one egg as tall as the hen had stood under her). The phrases here are in no list of the code.
 */
const understood = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;

describe("the thing a subject is on, in or under is the one said right after the place word (issue 41)", () => {
  it.each([
    ["a hen sitting on her eggs with chicks around her", "chicken", "egg"],
    ["a duck sitting on her eggs with ducklings around her", "duck", "egg"],
  ])("%s: the %s brooding the %s", (subject, one, other) => {
    const said = parseRelation(subject);
    expect(said?.relation).toBe("beside");
    expect(said?.one.annotation).toBe(one);
    expect(said?.other?.annotation).toBe(other);
    expect(understood(subject).find((u) => u.word === "eggs")?.drawnAs).toBe("egg");
  });

  it.each(["a hen sitting on her eggs", "a turtle on its eggs"])(
    "%s: the egg drawn small at the sitter's feet",
    (subject) => {
      const egg = motifByAnnotation("egg")?.hexcode;
      for (const seed of [3, 4]) {
        const placed = placedDrawings(pageSvg(subject, seed));
        const height = (d: (typeof placed)[number]) => d.box.y1 - d.box.y0;
        const eggs = placed.filter((d) => d.hexcode === egg);
        const sitter = placed.find((d) => d.hexcode !== egg);
        expect(eggs.length, `seed ${seed}`).toBeGreaterThan(0);
        expect(sitter, `seed ${seed}`).toBeDefined();
        for (const e of eggs) expect(height(e) / height(sitter as (typeof placed)[number])).toBeLessThan(0.75);
      }
    },
  );

  it("one the set does not draw is never found among the later clause's things: no penguin rides a fish", () => {
    const said = parseRelation("a penguin on an iceberg with fish around it");
    expect(said?.relation).not.toBe("riding");
    expect(said?.relation).not.toBe("on");
  });

  it("the rule can fail: a thing before the clause that the set draws stays the one the subject is on", () => {
    for (const [subject, other] of [
      ["a bird on a nest with chicks", "empty nest"],
      ["a bunny in a basket with eggs around it", "basket"],
    ] as const)
      expect(parseRelation(subject)?.other?.annotation, subject).toBe(other);
  });
});
