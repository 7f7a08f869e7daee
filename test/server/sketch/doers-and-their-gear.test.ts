import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

// Someone said doing what the set shows by its gear or by its doer's drawing, and a role known by
// what its people do (fresh sample seed 64602127: "figure skater spinning" had been a stand-in,
// a person running; "a girl skating" drew the girl alone, the skating unsaid; "a girl skiing"
// left the skiing out though the set draws a skier). The first row of each showed the class; the
// rest are held out.

const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art").understood.map((u) => [
    u.word,
    u.drawnAs,
  ]);

const ICE_SKATE = "26F8";
const HIKING_BOOT = "1F97E";

describe("someone doing what is done in footwear wears it", () => {
  it.each([
    ["a girl skating", "skating", "wearing ice skates", ICE_SKATE],
    ["a woman skating", "skating", "wearing ice skates", ICE_SKATE],
    ["a penguin skating", "skating", "wearing ice skates", ICE_SKATE],
    ["a bear hiking", "hiking", "wearing boots", HIKING_BOOT],
    ["a girl hiking", "hiking", "wearing boots", HIKING_BOOT],
  ])("%s: %s said %s, drawn on the page", (subject, word, drawn, code) => {
    expect(read(subject)).toContainEqual([word, drawn]);
    expect(drawnOnPage(subject, 1).has(code)).toBe(true);
  });

  it("one said fishing still has the rod with its line, not a rod held", () => {
    expect(read("a boy fishing")).toContainEqual(["fishing", "fishing rod with its line and a fish"]);
  });
});

describe("someone doing what the set draws by its doer's name is that drawing", () => {
  it.each([
    ["a girl skiing", "girl skiing", "skier", "26F7"],
    ["a boy snowboarding", "boy snowboarding", "snowboarder", "1F3C2"],
    ["a kid skiing", "kid skiing", "skier", "26F7"],
  ])("%s: the %s", (subject, word, drawn, code) => {
    expect(read(subject)).toEqual([[word, drawn]]);
    expect(drawnOnPage(subject, 1).has(code)).toBe(true);
  });

  it("down a hill is on it, in its scene", () => {
    expect(read("a girl skiing down the hill")).toEqual([
      ["girl skiing", "skier"],
      ["hill", "hill setting"],
    ]);
  });
});

describe("a role known by what its people do is someone doing it", () => {
  it.each([
    ["a skater", [["skater", "a person wearing ice skates"]]],
    [
      "figure skater spinning",
      [
        ["figure skater", "a person wearing ice skates"],
        ["spinning", null],
      ],
    ],
    ["a roller skater", [["roller skater", "a person wearing roller skates"]]],
    ["a speed skater", [["speed skater", "a person wearing ice skates"]]],
    ["a rower", [["rower", "person rowing boat"]]],
    ["a hiker", [["hiker", "a person wearing boots"]]],
    ["a rock climber", [["rock climber", "person climbing"]]],
    ["a mountaineer", [["mountaineer", "person climbing"]]],
  ])("%s", (subject, expected) => {
    expect(read(subject)).toEqual(expected);
  });

  it.each([
    ["a gardener", "a person holding a potted plant"],
    ["a teacher", "teacher"],
    ["a baseball player", "a person holding a baseball"],
  ])("%s is drawn as before: %s", (subject, drawn) => {
    expect(read(subject)[0]?.[1]).toBe(drawn);
  });
});

// A role WordNet does not name whole is its last words' ("american football player": a football
// player, where "american" alone had been read as a person and the page a stand-in, a person
// running; fresh sample seed 65602127). The game a player plays is drawn by its thing, its first
// words too ("soccer": the soccer ball). The first row showed the class; the rest are held out.
describe("a player of a game holds the game's thing", () => {
  it.each([
    ["american football player", "a person holding an american football"],
    ["a college football player", "a person holding an american football"],
    ["a soccer player", "a person holding a soccer ball"],
    // The game, never the insect.
    ["a cricket player", "a person holding a cricket game"],
    ["a chess player", "a person holding a chess pawn"],
  ])("%s: %s", (subject, drawn) => {
    const said = read(subject);
    expect(said).toHaveLength(1);
    expect(said[0]?.[1]).toBe(drawn);
  });
});

describe("what a player has is read in the sense the role gives it", () => {
  it.each(["a baseball player with a bat", "a cricket player with a bat"])("%s: no animal bat", (subject) => {
    expect(read(subject).map(([, d]) => d)).not.toContain("bat");
    for (const seed of [0, 1]) expect(drawnOnPage(subject, seed).has("1F987"), `seed ${seed}`).toBe(false);
  });
});
