import { describe, expect, it } from "vitest";
import { plannedValues } from "../../../server/generations/plan.js";
import { matchMotifs, understandPhrase } from "../../../server/sketch/art.js";
import { conceptFor } from "../../../server/sketch/concepts.js";
import { isGeneralKind } from "../../../server/sketch/lexicon.js";
import { namesIn } from "../../../server/sketch/names.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { planOf, themeOf, themePlans, themeSubject } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";
import { pageSvg } from "./helpers.js";

const motif = (subject: string) => ({ layout: "motif", subject });

// Issue 41, judged on seed 31337: the failure classes still open, each fixed as a rule.
describe("animals of a habitat are the habitat's scene with several of its animals", () => {
  it.each([
    ["farm animals", "farm animals"],
    ["ocean animals", "ocean animals"],
    ["animals of the ocean", "ocean animals"],
    ["sea animals", "ocean animals"],
    ["zoo animals", "jungle animals"],
    ["arctic animals", "arctic animals"],
    ["polar animals", "arctic animals"],
    ["woodland creatures", "forest animals"],
    ["critters of the pond", "pond animals"],
    ["desert animals", "desert animals"],
  ])("%s reads as %s", (phrase, theme) => {
    expect(themeOf(phrase)).toBe(theme);
  });

  it("a theme named alone keeps its plan of one subject a page", () => {
    expect(themeOf("farm")).toBe("farm");
    expect(themeOf("the ocean")).toBe("ocean");
  });

  // Animals said only how they look or whom they are for had drawn a dog on every page: they are
  // the animals' own plan, each page another animal, drawn exactly. A habitat's animals
  // stay its own plan.
  it.each(["animals", "cute animals for toddlers", "baby animals", "wild animals"])(
    "%s is the animals' plan",
    (phrase) => {
      expect(themeOf(phrase)).toBe("animals");
      const drawn = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const subject = themeSubject("animals", i);
        const read = understandPhrase(subject);
        expect(read.length, subject).toBe(1);
        expect(read[0]?.exact, subject).toBe(true);
        drawn.add(read[0]?.drawnAs ?? "");
      }
      expect(drawn.size).toBe(12);
      // A place's animals are those the set draws that live there (described-animals.test.ts).
      expect(themeOf("australian animals")).toBe("australian animals");
    },
  );

  it("a habitat's pages draw one, two or three of its animals in turn, each in its place", () => {
    // Fresh seed 19602127: every page three (the arctic's owls behind its foxes, the ocean's
    // swimmers in a row) had crowded each other.
    const animals = (subject: string) => subject.replace(/ (?:in|on|at) .*$/, "").split(/, | and /);
    for (const theme of Object.keys(themePlans).filter((t) => t.endsWith(" animals"))) {
      const counts = [0, 0, 0, 0];
      for (let i = 0; i < 12; i++) {
        const subject = themeSubject(theme, i);
        const n = animals(subject).length;
        counts[n] = (counts[n] ?? 0) + 1;
        const sketch = readSketch(motif(subject));
        if (n === 3) {
          expect(sketch.layout, subject).toBe("scene");
          expect(sketch.setting, subject).toBeTruthy();
          expect(new Set(matchMotifs(sketch.subject, 3).map((m) => m.hexcode)).size, subject).toBeGreaterThanOrEqual(2);
        } else expect(pageSvg(subject, i), subject).toMatch(/data-place="/);
      }
      expect(counts.slice(1), theme).toEqual([4, 4, 4]);
    }
  });

  it("three pages in a row share no animal: each names its own subject of the theme's plan last", () => {
    // Each page's subject is the one it names last (the farm's tractor leads none: it is no animal).
    const leadOf = (page: string) =>
      (
        page
          .replace(/ (?:in|on|at) .*$/, "")
          .split(/, | and /)
          .at(-1) ?? ""
      ).replace(/^an? /, "");
    const animals = planOf("farm").filter((p) => p !== "a tractor").length;
    for (let s = 0; s < animals - 1; s++) {
      const pages = [0, 1, 2].map((k) => themeSubject("farm animals", s + k));
      const leads = pages.map(leadOf);
      expect(new Set(leads).size, pages.join(" | ")).toBe(3);
      leads.forEach((lead) => {
        expect(pages.filter((p) => p.includes(` ${lead} `))).toHaveLength(1);
      });
    }
  });
});

// No name is in any list in the code: every one of these is held out.
const names = ["Max", "Bella", "Luna", "Charlie", "Daisy", "Milo", "Lily", "Noah", "Emma", "Oliver", "Sophia", "Rocky"];

describe("a proper name is lettering, never a drawing", () => {
  it.each(names)("our dog %s: the dog, the name lettered under it", (name) => {
    const sketch = readSketch(motif(`our dog ${name}`));
    expect(sketch.caption).toBe(name);
    expect(sketch.subject).not.toContain(name);
    const u = understandSketch(motif(`our dog ${name}`), "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood.find((w) => w.word === name)?.drawnAs).toBe(`the name “${name}” lettered`);
    expect(u.understood.filter((w) => w.word !== name).map((w) => w.drawnAs)).toEqual(["dog"]);
  });

  it.each(names)("a unicorn for %s, %s the cat, a puppy named %s", (name) => {
    expect(namesIn(`a unicorn for ${name}`)).toMatchObject({ names: [name], rest: "a unicorn" });
    expect(namesIn(`${name} the cat`)).toMatchObject({ names: [name], rest: "the cat" });
    expect(namesIn(`a puppy named ${name.toLowerCase()}`)).toMatchObject({ names: [name.toLowerCase()] });
    expect(matchMotifs(readSketch(motif(`a kitten for ${name}`)).subject).map((m) => m.annotation)).toEqual(["cat"]);
  });

  it.each(["my name NOAH", "my name in bubble letters EMMA", "bubble letters of my name zoe"])(
    "%s is a lettering page of the name",
    (subject) => {
      const sketch = readSketch(motif(subject));
      expect(sketch.layout).toBe("lettering");
      expect(sketch.text?.toLowerCase()).toMatch(/^(noah|emma|zoe)$/);
      expect(understandSketch(motif(subject), "line-art").unknown).toBeUndefined();
    },
  );

  it.each([
    ["happy birthday Olivia", "Olivia"],
    ["Christmas for Lily", "Lily"],
  ])("a theme for someone (%s): the theme's pages, the name lettered on each", (subject, name) => {
    const u = understandSketch(motif(subject), "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood[0]?.drawnAs).toMatch(/^one of .+ a page$/);
    expect(u.understood.find((w) => w.word === name)?.drawnAs).toBe(`the name “${name}” lettered`);
    const tool = testCatalog().byId.get("kids/simple");
    if (!tool) throw new Error("kids/simple");
    for (const seed of [1, 2, 3]) {
      const planned = String(plannedValues(tool, { subject }, seed).subject);
      expect(planned).toMatch(new RegExp(` for ${name}$`));
      const sketch = readSketch(motif(planned));
      expect(sketch.caption).toBe(name);
      expect(matchMotifs(sketch.subject).length).toBeGreaterThan(0);
    }
  });

  it.each([
    "seahorse for preschool",
    "simple apple for toddlers",
    "letter A for apple",
    "crescent moon and lanterns for christmas",
    "a Golden Retriever puppy",
    "my dog running",
    "the colosseum in Rome",
  ])("%s names nobody", (subject) => {
    expect(namesIn(subject).names).toEqual([]);
  });
});

describe("shapes named as the subject are a pattern page", () => {
  it.each(["circles", "squares", "stars and hearts", "hexagons", "ovals and diamonds", "heart shape"])(
    "%s is geometry",
    (subject) => {
      const sketch = readSketch(motif(subject));
      expect(["pattern", "mandala"]).toContain(sketch.layout);
      expect(understandSketch(motif(subject), "line-art").unknown).toBeUndefined();
    },
  );

  it("one shape drawn as itself stays that drawing", () => {
    expect(readSketch(motif("a star")).layout).toBe("motif");
    expect(readSketch(motif("a heart")).layout).toBe("motif");
  });
});

describe("a class of things asked alone is not drawn as one member named with it", () => {
  it.each(["machine", "vehicle", "tool", "container", "instrument"])("%s is a general kind", (word) => {
    expect(isGeneralKind(word)).toBe(true);
  });
  it.each(["cake", "truck", "hat", "clock", "shoe", "tree", "flower", "dog"])("%s is one kind of thing", (word) => {
    expect(isGeneralKind(word)).toBe(false);
  });

  it.each(["machine", "machines", "vehicle", "tower"])("%s draws no drawing that only ends in the word", (word) => {
    const drawn = understandPhrase(word).map((w) => w.drawnAs);
    for (const d of drawn) expect(d === null || !d.toLowerCase().endsWith(word.replace(/s$/, ""))).toBe(true);
  });

  it("a basic kind keeps its usual drawing", () => {
    expect(matchMotifs("cake", 1)[0]?.annotation).toBe("birthday cake");
    expect(matchMotifs("hat", 1)[0]?.annotation).toBe("top hat");
    expect(matchMotifs("clock", 1)[0]?.annotation).toBe("alarm clock");
  });
});

describe("a place compound is a setting", () => {
  it("a thing before a place is that thing in the place's setting", () => {
    expect(understandPhrase("lighthouse island").map((w) => w.drawnAs)).toEqual(["lighthouse", "island setting"]);
  });

  it.each(["lighthouse", "greenhouse", "birdhouse", "dollhouse"])("%s is no house: no room is drawn round it", (w) => {
    expect(conceptFor(w)?.kind).not.toBe("room");
  });

  it("a place word still finds its setting at the start of a word", () => {
    expect(conceptFor("a farmhouse")?.kind).toBe("outdoor");
    expect(conceptFor("cozy living room")?.kind).toBe("room");
  });
});

// Judged on seed 98765: "intricate mandala" on the mandala tool was refused ("intricate"): the
// tool search leaves the tool's own word out of the theme, and the rest was read as a thing.
describe("a mandala or pattern tool's theme that says how it looks is the ornament itself", () => {
  it.each([
    ["mandala", "intricate"],
    ["mandala", "detailed mandala"],
    ["mandala", "easy mandala for beginners"],
    ["pattern", "cute"],
    ["pattern", "simple seamless pattern"],
  ])("%s tool, theme %j: drawn, nothing refused, no thing in it", (layout, theme) => {
    const u = understandSketch({ layout, subject: theme }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood[0]?.drawnAs).toMatch(layout === "mandala" ? /mandala$/ : /pattern$/);
    expect(readSketch({ layout, subject: theme }).subject).toBeUndefined();
  });

  it.each([
    ["mandala", "owl", "owl"],
    ["mandala", "intricate owl mandala", "owl"],
    ["pattern", "mushroom", "mushroom"],
  ])("%s tool, theme %j: the thing named is its subject (%s)", (layout, theme, thing) => {
    const u = understandSketch({ layout, subject: theme }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain(thing);
    expect(readSketch({ layout, subject: theme }).subject).toBe(thing);
  });
});
