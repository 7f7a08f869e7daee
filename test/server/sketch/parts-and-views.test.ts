import { describe, expect, it } from "vitest";
import { matchMotifs } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

/**
 * Issue 41, judged on seed 24680: three failure classes fixed as rules read from WordNet, each
 * tested on words that are in no list of the code.
 */
const motif = (subject: string) => ({ layout: "motif", subject });
const drawnIn = (svg: string) => new Set([...svg.matchAll(/data-motif="([^"]+)"/g)].map((m) => m[1]));
const hexOf = (words: string) => matchMotifs(words, 1)[0]?.hexcode;

describe("a part named with its owner is the owner's own or nothing, never a second thing beside it", () => {
  it.each([
    // a part of a face or a body
    ["a pumpkin with a smile", "a pumpkin", "smile"],
    ["a cloud with a moustache", "a cloud", "moustache"],
    ["a lemon with freckles", "a lemon", "freckles"],
    // a thing worn that its owner's drawing cannot show worn (a figure wears it: clothes-worn.test.ts)
    ["a horse with a necktie", "a horse", "necktie"],
    ["a snowman with a scarf", "a snowman", "scarf"],
    ["a penguin with a necklace", "a penguin", "necklace"],
    // a small thing with a thing that cannot hold it
    ["a boat with flags", "a boat", "flags"],
    ["a pizza with olives", "a pizza", "olives"],
    ["a birthday cake with candles on top", "a birthday cake", "candles on top"],
  ])("%s: %s alone, %s left out", (phrase, owner, part) => {
    expect(readSketch(motif(phrase)).subject).toBe(owner);
    const { understood, unknown } = understandSketch(motif(phrase), "line-art");
    expect(unknown).toBeUndefined();
    expect(understood).toContainEqual({ word: part, drawnAs: null, exact: false });
    for (let seed = 1; seed <= 4; seed++) {
      const part = hexOf(phrase.split(" with ")[1] ?? "");
      if (part && part !== hexOf(owner))
        expect(drawnIn(renderSketchSvg(portraitMotif(phrase, seed)))).not.toContain(part);
    }
  });

  it.each([
    ["a frog with a crown", "crown"],
    ["a fox with a cap", "cap"],
    ["a koala with a helmet", "helmet"],
  ])("%s: headwear a creature wears on its head", (phrase, worn) => {
    const read = readSketch(motif(phrase)).subject ?? "";
    expect(read).toMatch(/ wearing /);
    const stated = parseRelation(read);
    expect(stated?.relation).toBe("wearing");
    expect(stated?.b).toContain(worn);
  });

  it("the rule can fail: what a creature holds or meets is still drawn, and a queen's crown is her own", () => {
    for (const phrase of ["a girl with a balloon", "a dog with a bone", "a boy with a dog", "a witch with a broom"]) {
      expect(readSketch(motif(phrase)).subject, phrase).toBe(phrase);
      expect(parseRelation(phrase)?.other, phrase).toBeTruthy();
    }
    // The queen's drawing wears a crown already: a second one is not drawn beside her.
    expect(readSketch(motif("a queen with a crown")).subject).toBe("a queen");
    // "with sprinkles" says how the cupcake is: no part to leave out.
    expect(readSketch(motif("a cupcake with sprinkles")).subject).toBe("a cupcake with sprinkles");
  });
});

describe("an action between two things draws both", () => {
  it.each([
    ["a cat chasing a mouse", "cat", "mouse"],
    ["a fox following a rabbit", "fox", "rabbit"],
    ["a girl walking a dog", "girl", "dog"],
    ["a bear hugging a tree", "bear", "tree"],
  ])("%s: %s and %s on every page of a batch", (phrase, one, other) => {
    const stated = parseRelation(phrase);
    expect(stated?.one.hexcode).toBe(hexOf(one));
    expect(stated?.other?.hexcode).toBe(hexOf(other));
    for (let seed = 700; seed < 708; seed++) {
      const drawn = drawnIn(renderSketchSvg(portraitMotif(phrase, seed)));
      expect(drawn, `seed ${seed}`).toContain(hexOf(other));
    }
  });

  it("the rule can fail: a verb with nothing drawable after it is no relation", () => {
    expect(parseRelation("a girl dancing")).toBeUndefined();
    expect(parseRelation("a dog running in the park")).toBeUndefined();
  });
});

describe("a close view keeps a creature's head whole; anything else is seen whole", () => {
  const cut = (subject: string, seed: number) =>
    /<clipPath id="closeup/.test(renderSketchSvg(portraitMotif(subject, seed)));

  it.each([
    "a tractor",
    "a recycling symbol",
    "a hamburger",
    "a bicycle",
    "a girl's face",
    "a sailboat",
    "a tiger face",
    "a unicorn head",
  ])("%s: no page of a batch of eight cuts it with the frame, and no two pages are the same", (subject) => {
    const pages = Array.from({ length: 8 }, (_, i) => renderSketchSvg(portraitMotif(subject, 9000 + i)));
    for (const [i, svg] of pages.entries()) expect(/<clipPath id="closeup/.test(svg), `seed ${9000 + i}`).toBe(false);
    expect(new Set(pages).size).toBe(8);
  });

  // A wide creature or building seen close showed its front half and the frame (half a hippo, a
  // cat without its back, a cottage's gable): fresh samples 20261 and 40419 had eight and five
  // such pages in sixty.
  it.each([
    "a hippo",
    "a cow",
    "a goat",
    "a dog",
    "a horse",
    "a cottage",
    "a barn",
    "a pig",
    "a pumpkin",
    "a castle",
    "a cupcake",
  ])("%s: stands whole on every page of a batch of eight, and no two pages are the same", (subject) => {
    const pages = Array.from({ length: 8 }, (_, i) => renderSketchSvg(portraitMotif(subject, 9100 + i)));
    for (const [i, svg] of pages.entries()) expect(/<clipPath id="closeup/.test(svg), `seed ${9100 + i}`).toBe(false);
    expect(new Set(pages).size).toBe(8);
  });

  it("the rule can fail: a fox and a bear are seen close, head whole, on some page of a batch", () => {
    for (const subject of ["a fox", "a bear"])
      expect(Array.from({ length: 8 }, (_, i) => cut(subject, 9000 + i)).some(Boolean), subject).toBe(true);
  });

  it("a head of the set with a whole body of ours is drawn whole alone, and as a head when a head is asked", () => {
    const whole = drawnIn(renderSketchSvg(portraitMotif("a unicorn", 9003)));
    expect(whole).toContain("own-unicorn-whole");
    const head = drawnIn(renderSketchSvg(portraitMotif("a unicorn head", 9003)));
    expect(head).toContain("1F984");
    expect(head).not.toContain("own-unicorn-whole");
  });
});

describe("a misspelt name is read as the name it was meant to be", () => {
  it.each([
    ["a girafe", "giraffe"],
    ["a penguine on the ice", "penguin"],
    ["a butterfy", "butterfly"],
    ["a sunflowr", "sunflower"],
    ["a baby dinosuar", "dinosaur"],
    ["an octopuss", "octopus"],
    // two vowels confused in a longer word (fresh sample 70707)
    ["a dinasour", "dinosaur"],
    ["a pinguen on the ice", "penguin"],
  ])("%s: %s, drawn, nothing refused", (phrase, meant) => {
    expect(readSketch(motif(phrase)).subject).toContain(meant);
    const { understood, unknown, standIn } = understandSketch(motif(phrase), "line-art");
    expect(unknown).toBeUndefined();
    expect(standIn).toBeUndefined();
    expect(understood.some((u) => u.word.includes(meant) && u.drawnAs)).toBe(true);
  });

  it("the rule can fail: real words, proper names and words two edits away stay as typed", () => {
    expect(readSketch(motif("a majestic fluffy puppy")).subject).toBe("a majestic fluffy puppy");
    expect(readSketch(motif("Bella the cat")).caption).toBe("Bella");
    expect(readSketch(motif("an elefant")).subject).toBe("an elefant");
    expect(understandSketch(motif("an elefant"), "line-art").unknown).toBeTruthy();
  });
});

describe("an action word reaches a drawing of someone doing it only when that is what is asked", () => {
  it.each(["zookeeper feeding the animals", "a farmer feeding chickens", "a girl feeding ducks"])(
    "%s: no particular kind of the action (breast-feeding) is drawn for it",
    (phrase) => {
      const drawn = understandSketch(motif(phrase), "line-art").understood.map((u) => u.drawnAs);
      expect(drawn).not.toContain("breast-feeding");
    },
  );

  it("the rule can fail: a person doing the action asked is drawn", () => {
    const drawn = understandSketch(motif("a woman running"), "line-art").understood.map((u) => u.drawnAs);
    expect(drawn).toContain("woman running");
  });
});
