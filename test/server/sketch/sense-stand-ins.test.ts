import { describe, expect, it } from "vitest";
import { getIndex } from "../../../server/sketch/drawing-index.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { sameThingAs } from "../../../server/sketch/lexicon.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A word is drawn silently only as the drawing of that sense; any other drawing is a named
 * stand-in (refused until accepted) or nothing (word-match.ts `understandPhrase`, `drawsItsKind`,
 * `madeAfter`, `tagIsKind`; word-readings.ts `compoundsOf`). Each table holds the requests that
 * showed the class on fresh samples and, after them, held-out words of the same class that no
 * rule was tuned on.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

const standsIn = (subject: string, word: string, drawnAs: string) => {
  const u = read(subject);
  expect(u.unknown).toBeUndefined();
  expect(u.standIn).toEqual({ key: "subject", word, drawnAs });
  expect(u.understood.find((w) => w.word === word)).toMatchObject({ drawnAs, standIn: true });
};

describe("a WordNet compound is drawn silently only as its last word's own drawing, its kind's, or its kind under the kind's own name", () => {
  it.each([
    ["a baseball glove", "boxing glove"],
    ["a sunflower seed", "red apple"],
    // Held out.
    ["a coat rack", "cut of meat"],
    ["a garden hose", "running shoe"],
    ["a pencil case", "package"],
    ["a steam engine", "fire engine"],
    ["a dog house", "house"],
  ])("%s → a %s is another thing: a stand-in", (subject, drawnAs) => {
    const word = subject.replace(/^an? (?:red )?/, "");
    standsIn(subject, word, drawnAs);
  });

  it.each([
    ["fire ant", "ant"],
    ["barn owl", "owl"],
    ["snow leopard", "leopard"],
    ["golden retriever", "dog"],
    ["pumpkin pie", "pie"],
    ["apple tree", "fruit tree"],
    ["garbage truck", "delivery truck"],
    ["chocolate cake", "birthday cake"],
    ["lion cub", "lion"],
  ])("%s → the %s: its own kind, no stand-in", (subject, drawnAs) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.understood).toEqual([{ word: subject, drawnAs, exact: false }]);
  });
});

describe("a noun that says which of its kind a thing is keeps the thing from being another member", () => {
  it.each([
    // The offer names both words (stand-ins-named-whole.test.ts).
    ["mail truck", "mail truck", "pickup truck"],
    // Held out.
    ["food truck", "food truck", "pickup truck"],
  ])("%s: the %s drawn as a %s is a stand-in", (subject, word, drawnAs) => standsIn(subject, word, drawnAs));

  // A narrow sense of the word (word-match.ts narrowSenses) is not even a stand-in: refused.
  it.each([
    ["charcuterie board", "clapper board"],
    ["chess board", "clapper board"],
    // "magic potion bottles" was here: the potion bottle is our own drawing now.
    ["a glass bottle", "baby bottle"],
  ])("%s is refused, never a %s", (subject, drawnAs) => {
    const u = read(subject);
    expect(u.unknown).toBeDefined();
    expect(u.understood.map((w) => w.drawnAs)).not.toContain(drawnAs);
  });

  it.each([
    ["a truck", "truck", "pickup truck"],
    ["a kitten", "kitten", "cat"],
    ["a squirrel", "squirrel", "chipmunk"],
    ["a toy train", "train", "locomotive"],
    ["a strawberry cake", "cake", "birthday cake"],
    ["halloween pumpkins", "pumpkins", "jack-o-lantern"],
    ["a clawfoot tub", "tub", "bathtub"],
  ])("%s: the %s is the %s, its kind's drawing, with no stand-in", (subject, word, drawnAs) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.understood.find((w) => w.word === word)).toEqual({ word, drawnAs, exact: false });
  });

  it("a dinosaur is still the T-Rex", () => {
    const u = read("a dinosaur");
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain("T-Rex");
  });
});

describe("a thing named after another is not that other's drawing", () => {
  it.each([
    // An animal's part: the set's part is a person's.
    ["deer skull", "skull"],
    ["a compass rose", "rose"],
    // Held out.
    ["wolf skull", "skull"],
    ["a cow skull", "skull"],
    ["a bird skull", "skull"],
    ["a rubber duck", "duck"],
    ["a plastic flamingo", "flamingo"],
    ["a metal butterfly", "butterfly"],
    ["a glass bird", "bird"],
  ])("%s: the %s drawing is a stand-in", (subject, drawn) => {
    const u = read(subject);
    expect(u.standIn?.drawnAs).toBe(drawn);
    expect(u.understood.find((w) => w.drawnAs === drawn)?.standIn).toBe(true);
  });

  it.each([
    ["a rose", "rose"],
    ["a ring", "ring"],
    ["a chair", "chair"],
    ["a skull", "skull"],
    ["an airplane", "airplane"],
    ["a butterfly", "butterfly"],
    ["a duck", "duck"],
    ["a cherry pie", "pie"],
    ["a toy robot", "robot"],
  ])("%s is still drawn exactly as the %s", (subject, drawn) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.understood.filter((w) => w.drawnAs !== null)).toEqual([
      { word: subject.replace(/^an? /, "").split(" ").at(-1), drawnAs: drawn, exact: true },
    ]);
  });
});

describe("a kind drawn under its own name stands in silently only where its members look alike", () => {
  it.each([
    ["a plesiosaur", "sauropod"],
    ["airship", "airplane"],
    // A made thing is not any other of its kind. Held out.
    ["an igloo", "hut"],
    ["a yurt", "house"],
    ["a teepee", "tent"],
    // One particular thing is itself. Held out.
    ["the eiffel tower", "Tokyo tower"],
    ["the colosseum", "stadium"],
  ])("%s → %s: a stand-in", (subject, drawnAs) => {
    const u = read(subject);
    expect(u.standIn?.drawnAs).toBe(drawnAs);
  });

  it.each([
    ["a coyote", "wolf"],
    ["a lamb", "ewe"],
    ["a grandma", "old woman"],
    ["a plumber", "mechanic"],
    ["vegetables", "carrot"],
    ["painting", "paintbrush"],
    ["a tortoise", "turtle"],
  ])("%s → %s: its kind, no stand-in", (subject, drawnAs) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.understood[0]).toMatchObject({ drawnAs, exact: false });
  });

  // "a beaver building a dam" was here: the dam after a doing word left out is left out too (doing-words.test.ts).
  it.each([["an astronaut floating in space", "floating", "bubbles"]])(
    "%s: a drawing only tagged with %s is no kind of it (%s)",
    (subject, word, drawnAs) => {
      const w = read(subject).understood.find((u) => u.word === word);
      expect(w).toMatchObject({ drawnAs, standIn: true });
    },
  );

  // "a medieval castle" had offered "medieval" as a crown, a drawing tagged with it (seed 1732050).
  it.each([
    ["a nautical anchor", "nautical"],
    ["a cosmic owl", "cosmic"],
  ])(
    "%s: a relational adjective before a thing drawn is said to be left out, never silently dropped",
    (subject, word) => {
      expect(read(subject).understood).toContainEqual(expect.objectContaining({ word, drawnAs: null }));
    },
  );
  it.each([
    ["a medieval castle", "castle"],
    ["an ornate teapot", "teapot"],
    ["a prehistoric turtle", "turtle"],
  ])(
    "%s: a word only ever an adjective, before a thing drawn by its name, describes it: no thing of its own",
    (subject, thing) => {
      const { understood, standIn } = read(subject);
      expect(standIn).toBeUndefined();
      // The thing drawn as itself; a relational adjective ("medieval") is said to be left out.
      expect(understood.filter((u) => u.drawnAs !== null).map((u) => [u.word, u.drawnAs])).toEqual([[thing, thing]]);
    },
  );
});

// A request that only says who it is for ("a lovely one for everyone") names nothing to draw: it
// is refused as unknown, asking for a subject (nothing-read.test.ts); one that says its pages are
// simple ("big and simple for ages 2-4") is a book of simple things (style-only.test.ts).
describe("who a page is for is read as nothing, never refused", () => {
  it.each([
    ["a dog for ages 3 to 5", ["dog"]],
    ["simple dog for toddlers", ["dog"]],
    ["toddler coloring page of a cat", ["cat"]],
    ["dinosaurs for 4 year olds", ["T-Rex"]],
    // Owls in the plural are three of them (cast.ts).
    ["ages 3+ owls", ["three owls"]],
    ["an elephant for preschoolers", ["elephant"]],
  ])("%s → %j", (subject, drawn) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toEqual(drawn);
  });

  it("a toddler asked for is still drawn, as a child", () => {
    expect(read("a toddler playing with blocks").understood[0]).toMatchObject({ word: "toddler", drawnAs: "child" });
  });
});

/**
 * A kind is drawn for its members only where its drawing looks like them (words.ts
 * `kindDrawings`), and only in the sense the kind is meant (lexicon.ts `nearestRelative`): a word
 * under a wide kind alone (furniture, a toy, an insect, a mythical being, a container, a body of
 * water) or under a kind's other sense (a vessel that holds things, a car hung from a cable) is
 * nothing drawn: refused alone, left out beside what is drawn. Then held-out words of the same
 * classes.
 */
describe("a wide kind whose members look nothing alike stands in for none of them", () => {
  it.each([
    "phone booth",
    "a red phone booth",
    "a jump rope",
    "a water tower",
    "a fish tank",
    // "a dragonfly" was here: it is our own drawing now (understand.test.ts).
    // "a moth" was here: a lepidopteran looks like the butterfly, offered for it (below).
    // "pegasus" was here: the winged horse is our own drawing now (winged.test.ts).
    "a manticore",
    "a centaur",
    // "a cauldron" was here: it is our own drawing now (cauldron-bridge-waterfall.test.ts).
    "a vat",
    // Held out.
    "a sideboard",
    "a wardrobe",
    // "a bookcase" was here: it is our own drawing now (rooms-and-their-furniture.test.ts).
    "a dresser",
    "a minotaur",
    "a termite",
    "a puddle",
  ])("%s is nothing drawn: refused, with no stand-in offered", (subject) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.unknown?.words).toBe(subject);
  });

  it.each([
    // A cauldron is our own drawing now (cauldron-bridge-waterfall.test.ts): a vat is not.
    ["a cute witch stirring a vat", "vat"],
    ["kids playing on a seesaw", "seesaw"],
    // Held out.
    ["a cat sleeping on a sideboard", "sideboard"],
    ["a cat sleeping on a cupboard", "cupboard"],
    // A drawn being doing something to a thing not drawn is the being (word-readings.ts
    // `compoundsOf`): "fairy riding" is no activity of that name.
    ["a fairy riding a griffin", "griffin"],
    ["a mermaid stirring a vat", "vat"],
    ["a robot riding a unicycle", "unicycle"],
  ])("%s: the %s is left out, the rest drawn, no stand-in", (subject, word) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.unknown).toBeUndefined();
    expect(u.understood.find((w) => w.word === word)?.drawnAs).toBeNull();
  });

  it.each([
    ["a toucan", "bird"],
    ["a throne", "chair"],
    ["a space shuttle", "rocket"],
    ["a xylophone", "drum"],
    ["a platypus", "beaver"],
    // Held out.
    ["a bench", "chair"],
    ["a firefly", "lady beetle"],
    // A wide kind named itself is its drawing (words.ts `namedKindDrawings`).
    ["toys", "teddy bear"],
    ["insects", "bug"],
    ["a scone", "bread"],
  ])("%s is still drawn as a %s, its own kind's drawing", (subject, drawnAs) => {
    expect(read(subject).understood.map((w) => w.drawnAs)).toContain(drawnAs);
  });
});

describe("a perching bird is drawn as our songbird, never the set's block of a bird", () => {
  it.each(["a robin", "a sparrow", "a bluebird", "a swallow"])("%s is the songbird, by its name", (subject) => {
    expect(read(subject).understood.map((w) => w.drawnAs)).toEqual(["songbird"]);
    expect(read(subject).standIn).toBeUndefined();
  });

  // Held out: no name of these is in the drawing's tags; WordNet's passerines climb to it.
  it.each([
    ["a lark", "lark"],
    ["a magpie", "magpie"],
    ["a chickadee", "chickadee"],
    ["a nightingale", "nightingale"],
    // (A crow is the set's black bird, tagged "crow": keyword-kinds.test.ts.)
  ])("%s stands in as the songbird", (subject, word) => standsIn(subject, word, "songbird"));

  it("the page draws it", () => {
    const svg = renderSketchSvg({
      toolId: "doodle/coloring-page",
      hub: "kids",
      output: "line-art",
      seed: 4,
      sketch: { layout: "motif", subject: "a sparrow on a fence" },
    });
    expect(svg).toContain('data-motif="own-songbird"');
  });
});

describe("an activity asked alone is drawn by the drawing tagged with it, never refused as an abstract word", () => {
  it.each([
    ["yoga", "person in lotus position"],
    ["karate", "martial arts uniform"],
    ["knitting", "yarn"],
    // Held out.
    ["taekwondo", "martial arts uniform"],
    ["crochet", "yarn"],
    ["golf", "person golfing"],
  ])("%s → %s", (subject, drawnAs) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toEqual([drawnAs]);
  });

  it("two people tagged with it say nothing for certain; with a subject it is what the subject does", () => {
    // Bowing, or the lotus position.
    expect(read("meditation").unknown).toBeDefined();
    expect(read("a woman gardening in her backyard").understood[0]).toMatchObject({ drawnAs: "woman" });
    expect(read("penguins having a snowball fight").standIn).toBeUndefined();
  });
});

describe("another name of a word is the drawing's only in the sense the drawing shows (lexicon.ts `sameThingAs`)", () => {
  const tags = (name: string) => getIndex().byAnnotation.get(name)?.tags ?? new Set<string>();
  it("a popsicle is a lollipop in one sense of lollipop, the ice lolly; the lollipop drawn, tagged candy, is not it", () => {
    expect(sameThingAs("popsicle", "lollipop")).toBe(true);
    expect(sameThingAs("popsicle", "lollipop", tags("lollipop"))).toBe(false);
  });

  it.each([
    ["tub", "bathtub"],
    ["racoon", "raccoon"],
    ["fire truck", "fire engine"],
  ])("a %s is the %s drawn", (word, drawing) => {
    expect(sameThingAs(word, drawing, tags(drawing))).toBe(true);
  });
});

// A moth had been refused and a grasshopper offered as a wine glass (its cocktail): insects of a
// shape are drawn as the kind's drawing (fresh sample, seed 8302127). Held out: the last two.
describe("an insect with no drawing of its own is drawn as one of its shape", () => {
  it("a moth is offered as the butterfly", () => standsIn("a moth", "moth", "butterfly"));
  it("a grasshopper is the cricket, never a glass", () => {
    expect(read("a grasshopper").understood[0]?.drawnAs).toBe("cricket");
  });
  it("a luna moth and a locust too", () => {
    expect(read("a luna moth").understood.map((w) => w.drawnAs)).toContain("butterfly");
    expect(read("a locust").understood.map((w) => w.drawnAs)).toContain("cricket");
  });
});
