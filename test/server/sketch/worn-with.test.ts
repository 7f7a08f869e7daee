import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { askedOnPage } from "./helpers.js";

/**
 * Issue 41, class 1: what a creature has "with" it that is worn on its head or across its eyes is
 * worn (seed 5402127: "girl with headphones" held them in both hands; "a cat with sunglasses" had
 * left the sunglasses out as if they were a part of the cat). Held out: none of these owners or
 * phrasings is in the rule.
 */
const HEADPHONE = "1F3A7";
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("glasses said with a creature are worn across its eyes", () => {
  it.each(["a frog with glasses", "a monkey with sunglasses", "an old dog with glasses"])("%s", (subject) => {
    expect(read(subject).understood.map((w) => w.drawnAs)).toContainEqual(expect.stringMatching(/glasses/));
    for (const seed of [1, 2]) {
      const asked = askedOnPage(subject, seed);
      const glasses = asked.find((a) => a.hexcode === "1F453" || a.hexcode === "1F576");
      const owner = asked.find((a) => a !== glasses);
      expect(glasses && owner, `seed ${seed}`).toBeTruthy();
      if (!glasses || !owner) continue;
      // On the upper half of the creature, well clear of its feet: worn, not held out in front.
      expect((glasses.box.y0 + glasses.box.y1) / 2, `seed ${seed}`).toBeLessThan(
        owner.box.y0 + (owner.box.y1 - owner.box.y0) * 0.5,
      );
    }
  });
});

describe("headphones said with someone are worn over the head", () => {
  it.each(["a teenager with headphones", "a woman with headphones", "a girl with her headphones"])("%s", (subject) => {
    for (const seed of [1, 2, 3]) {
      const asked = askedOnPage(subject, seed);
      const phones = asked.find((a) => a.hexcode === HEADPHONE);
      const who = asked.find((a) => a.hexcode !== HEADPHONE);
      expect(phones && who, `seed ${seed}`).toBeTruthy();
      if (!phones || !who) continue;
      // The band above the head's top, the whole as wide as the head: not held at the hands.
      expect(phones.box.y0, `seed ${seed}`).toBeLessThan(who.box.y0);
      expect((phones.box.y0 + phones.box.y1) / 2, `seed ${seed}`).toBeLessThan(
        who.box.y0 + (who.box.y1 - who.box.y0) * 0.4,
      );
    }
  });

  it("the rule can fail: headphones said held are held", () => {
    const asked = askedOnPage("a boy holding headphones", 2);
    const phones = asked.find((a) => a.hexcode === HEADPHONE);
    const who = asked.find((a) => a.hexcode !== HEADPHONE);
    expect(phones && who && phones.box.y0 > who.box.y0).toBe(true);
  });
});
