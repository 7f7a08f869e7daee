import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { arcanaNumeral } from "../../../server/sketch/layouts/card.js";
import { fitText, textBlockPath } from "../../../server/sketch/text.js";

/** The outline path the card's numeral medallion holds for a numeral (same box as the layout). */
function numeralPath(numeral: string): string {
  const box = { x: 512 - 80, y: 42 + 64, w: 160, h: 48 };
  return textBlockPath(fitText(numeral, "cinzel", box, 40, 2), "cinzel", box);
}

function card(text: string, seed = 1, variant?: string) {
  return renderSketchSvg({
    toolId: "adult/tarot-cards",
    hub: "adult",
    output: "line-art",
    seed,
    sketch: { layout: "card", subject: "moon", text, ...(variant ? { variant } : {}) },
  });
}

describe("tarot cards carry their real Major Arcana numbers", () => {
  it.each([
    ["The Fool", "0"],
    ["The Magician", "I"],
    ["The Lovers", "VI"],
    ["Strength", "VIII"],
    ["Wheel of Fortune", "X"],
    ["Death", "XIII"],
    ["The Tower", "XVI"],
    ["the moon", "XVIII"],
    ["The Sun", "XIX"],
    ["Judgment", "XX"],
    ["The World", "XXI"],
  ])("%s is %s", (name, numeral) => {
    expect(arcanaNumeral(name)).toBe(numeral);
  });

  it("the page writes the card's own numeral, whatever the seed", () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(card("The Moon", seed)).toContain(numeralPath("XVIII"));
      expect(card("The Tower", seed)).toContain(numeralPath("XVI"));
    }
    expect(card("The Moon")).not.toContain(numeralPath("XVI"));
  });

  it("a card that is not one of the Major Arcana gets no invented number", () => {
    expect(arcanaNumeral("Queen of Cats")).toBeUndefined();
    const svg = card("Queen of Cats");
    for (const n of ["I", "V", "X", "XII", "XVIII", "XXI"]) expect(svg).not.toContain(numeralPath(n));
    // A cover's "tarot" style word is not a numeral either.
    expect(card("Queen of Cats", 1, "tarot")).not.toContain(numeralPath("tarot"));
  });
});

describe("alphabet pages never pair a letter with a word that does not start with it", () => {
  const page = (letter: string, subject: string) =>
    renderSketchSvg({
      toolId: "kids/alphabet",
      hub: "kids",
      output: "line-art",
      seed: 3,
      sketch: { layout: "letter", letter, subject },
    });

  it("writes 'D is for dinosaur' but not 'A is for dog'", () => {
    const good = page("D", "dinosaur");
    const bad = page("A", "dog");
    // The caption is the only text under the letter: its outline path is present only when true.
    const paths = (svg: string) =>
      (
        svg.match(
          /<path (?:data-text="1" )?d="M[^"]*" fill="#fff" stroke="#000" stroke-width="[\d.]+" stroke-linejoin="round"\/>/g,
        ) ?? []
      ).length;
    expect(paths(good)).toBe(paths(bad) + 1);
  });
});
