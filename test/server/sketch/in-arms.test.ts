import { describe, expect, it } from "vitest";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { askedOnPage } from "./helpers.js";

/**
 * Issue 41, class 1 (seeds 1502127 and 2502127): a small creature said with someone the set draws
 * as a bust (head and shoulders) is in their arms. Beside the bust it had stood as tall as them,
 * half hidden behind their shoulder ("a firefighter rescuing a kitten from a tree"). Held out:
 * none of these people, creatures or doings is in the rule, which reads the drawing's kind and
 * the creature's size in life (natural-size.ts).
 */
describe("a small creature with someone drawn as a bust is in their arms", () => {
  it.each(["a chef with a rabbit", "a teacher with a hamster", "an astronaut with a cat", "a scientist and a mouse"])(
    "%s",
    (subject) => {
      expect(parseRelation(subject)?.relation).toBe("holding");
      // Both drawn, the creature smaller than the one holding it.
      const [a, b] = askedOnPage(subject, 1);
      expect(a && b).toBeTruthy();
      const area = (x: NonNullable<typeof a>) => (x.box.x1 - x.box.x0) * (x.box.y1 - x.box.y0);
      if (a && b) expect(Math.min(area(a), area(b))).toBeLessThan(Math.max(area(a), area(b)) / 2);
    },
  );

  it("the rule can fail: a creature as large as a person, or one beside a whole figure, stands beside", () => {
    expect(parseRelation("a farmer with a horse")?.relation).toBe("beside");
    expect(parseRelation("a girl with a puppy")?.relation).toBe("beside");
    expect(parseRelation("a grandma reading to a kitten")?.relation).toBe("beside");
  });
});
