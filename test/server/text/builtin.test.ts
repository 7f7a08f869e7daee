import { afterAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { drawnAsWritten } from "../../../server/sketch/understand.js";
import { themes } from "../../../server/text/builtin/theme-match.js";
import { createBuiltinTextProvider, type TextRequest, type TextResult } from "../../../server/text/index.js";

const provider = createBuiltinTextProvider();
const gen = (req: TextRequest): Promise<TextResult> => provider.generate(req);

async function ideas(theme: string, count: number, seed = 7): Promise<string[]> {
  const r = await gen({ generator: "ideas", theme, count, seed });
  if (r.kind !== "ideas") throw new Error(`expected ideas, got ${r.kind}`);
  return r.ideas;
}

async function description(title: string, seed = 7) {
  const r = await gen({ generator: "description", title, seed });
  if (r.kind !== "description") throw new Error(`expected description, got ${r.kind}`);
  return r.description;
}

async function copyright(req: Omit<Extract<TextRequest, { generator: "copyright" }>, "generator" | "seed">) {
  const r = await gen({ generator: "copyright", seed: 1, ...req });
  if (r.kind !== "text") throw new Error(`expected text, got ${r.kind}`);
  return r.text;
}

// Words every idea for the theme should contain one of (from the theme's subjects and places).
const themeWords: Record<string, RegExp> = {
  ocean:
    /sea|ocean|coral|reef|fish|whale|dolphin|octopus|turtle|mermaid|crab|jelly|ray|submarine|shell|kelp|ship|lighthouse|beach|starfish|clam/i,
  dinosaurs: /dinosaur|rex|saurus|triceratops|pterodactyl|raptor|diplodocus|volcano|fossil|fern|prehistoric/i,
  christmas:
    /christmas|santa|claus|reindeer|snowman|elf|gingerbread|tree|present|carolers|north pole|tinsel|sleigh|fireplace|stocking/i,
  steampunk: /steampunk/i,
  "knitting grannies": /knitting granny/i,
};

describe("builtin ideas", () => {
  it.each([1, 2, 5, 10, 17, 20])("gives exactly %i different ideas", async (count) => {
    const list = await ideas("ocean", count);
    expect(list).toHaveLength(count);
    expect(new Set(list.map((i) => i.toLowerCase())).size).toBe(count);
    for (const idea of list) expect(idea).toMatch(/^[A-Z].{15,}$/);
  });

  it.each(Object.entries(themeWords))("ideas for %s mention the theme", async (theme, words) => {
    const list = await ideas(theme, 20);
    expect(list).toHaveLength(20);
    for (const idea of list) expect(idea).toMatch(words);
  });

  it("is deterministic for the same theme and seed, and varies with the seed", async () => {
    expect(await ideas("farm", 10, 3)).toEqual(await ideas("farm", 10, 3));
    expect(await ideas("farm", 10, 3)).not.toEqual(await ideas("farm", 10, 4));
  });

  it("varies subjects: no subject opens more than a few of 20 ideas", async () => {
    const openings = (await ideas("cats", 20)).map((i) => i.split(" ").slice(0, 3).join(" "));
    const most = Math.max(...openings.map((o) => openings.filter((x) => x === o).length));
    expect(most).toBeLessThanOrEqual(3);
  });

  it("every word list yields 20 different ideas for any seed", async () => {
    for (const t of themes) {
      for (let seed = 0; seed < 10; seed++) {
        const list = await ideas(t.keywords[0] as string, 20, seed);
        expect(new Set(list).size, `${t.id} seed ${seed}`).toBe(20);
        for (const idea of list) {
          expect(idea.split(" and ").length, idea).toBeLessThanOrEqual(3);
          expect(idea, "the last-resort filler was used").not.toMatch(/coloring page, design \d+$/);
        }
      }
    }
  });

  // Animals said of a habitat are that habitat's: "woodland animals" had listed a giraffe, a panda
  // and a lion with the fox, and "forest friends" a friend's snow globe. "woodland animals" was
  // looked at while the lists were written; these were not.
  it.each([
    ["forest critters", /giraffe|lion|zebra|elephant|monkey|panda|koala|tiger|hippo|parrot|crocodile/i],
    ["savanna animals", /\bfox|owl|hedgehog|raccoon|squirrel|badger|chipmunk|koala|panda/i],
    ["woodland pals", /giraffe|lion|zebra|elephant|monkey|panda|koala|tiger|\bpals?\b/i],
  ])("%s: no animal of another habitat, no word of the title drawn", async (theme, others) => {
    for (const idea of await ideas(theme, 20)) expect(idea).not.toMatch(others);
  });

  it("mixes two known themes", async () => {
    const list = await ideas("christmas cats", 10);
    expect(list.some((i) => /cat|kitten/i.test(i))).toBe(true);
    expect(list.some((i) => /christmas|santa|reindeer|snowman|elf|gingerbread|north pole|sleigh/i.test(i))).toBe(true);
  });
});

describe("builtin ideas are pages the built-in artist can make", () => {
  // The artist reads the ideas in its drawing thread, as the app's built-in engine does.
  const image = createSketchImageProvider({ threads: 1 });
  afterAll(() => image.close?.());
  const artist = createBuiltinTextProvider({ drawable: image.drawnAsWritten });
  const drawableIdeas = async (theme: string, count: number, seed = 7) => {
    const r = await artist.generate({ generator: "ideas", theme, count, seed });
    if (r.kind !== "ideas") throw new Error(`expected ideas, got ${r.kind}`);
    return r.ideas;
  };

  it.each(["dinosaurs for ages 4-8", "Ocean animals, ages 3 to 5", "farm for kids 6+", "space for ages 8 and up"])(
    "%s: the age range is the reader, never a noun in an idea",
    async (theme) => {
      for (const idea of await ideas(theme, 20)) expect(idea).not.toMatch(/\bages?\b|\d|\+/i);
    },
  );

  it.each(["dinosaurs", "ocean", "farm", "space", "christmas", "cats", "unicorns"])(
    "every %s idea is drawn as written: nothing refused, nothing drawn as another thing",
    async (theme) => {
      const list = await drawableIdeas(theme, 10);
      expect(list.length).toBeGreaterThan(0);
      for (const idea of list) expect(drawnAsWritten(idea), idea).toBe(true);
      expect(new Set(list).size).toBe(list.length);
    },
  );

  it("the ideas it refuses would have been refused or drawn as something else", async () => {
    const all = await ideas("dinosaurs", 20);
    const kept = new Set(await drawableIdeas("dinosaurs", 20));
    const dropped = all.filter((i) => !kept.has(i));
    expect(dropped.length).toBeGreaterThan(0);
    for (const idea of dropped) expect(drawnAsWritten(idea), idea).toBe(false);
  });
});

describe("builtin description", () => {
  it("has every section, with the title in the description and 7 long-tail keywords", async () => {
    const d = await description("Cozy Animals Coloring Book");
    expect(d.title).toBe("Cozy Animals Coloring Book");
    expect(d.description.split("\n\n")).toHaveLength(2);
    expect(d.description).toContain("Cozy Animals Coloring Book");
    expect(d.bulletPoints).toHaveLength(5);
    expect(new Set(d.bulletPoints).size).toBe(5);
    expect(d.callToAction).toContain("Cozy Animals Coloring Book");
    expect(d.keywords.longTail).toHaveLength(7);
    expect(d.keywords.shortTail.length).toBeGreaterThanOrEqual(3);
    for (const k of d.keywords.longTail) expect(k).toMatch(/cozy animals/);
    expect(d.keywords.shortTail).toEqual(expect.arrayContaining(["cozy", "animals"]));
    expect(d.categories.length).toBeGreaterThanOrEqual(3);
    expect(d.categories.length).toBeLessThanOrEqual(5);
  });

  it("suggests grown-up shelves by default and children's shelves when the title mentions kids", async () => {
    const adult = await description("Mandala Patterns for Stress Relief");
    expect(adult.categories[0]).toBe(
      "Books › Crafts, Hobbies & Home › Coloring Books for Grown-Ups › Mandala & Patterns",
    );
    expect(adult.categories.every((c) => !c.includes("Children's"))).toBe(true);
    const kids = await description("Dinosaur Coloring Book for Kids Ages 4-8");
    expect(kids.categories[0]).toBe("Books › Children's Books › Science, Nature & How It Works › Dinosaurs");
    expect(kids.categories.every((c) => c.includes("Children's Books"))).toBe(true);
    expect(kids.keywords.longTail.join(" ")).toMatch(/kids/);
  });

  it("is deterministic for the same title and seed", async () => {
    expect(await description("Ocean Friends", 9)).toEqual(await description("Ocean Friends", 9));
  });
});

describe("builtin copyright page", () => {
  it("has the copyright line, the rights notice and the edition, in plain text", async () => {
    const text = await copyright({ title: "Cozy Animals", author: "Jane Doe", year: 2025 });
    expect(text).toContain("Copyright © 2025 Jane Doe");
    expect(text).toMatch(/All rights reserved\. No part of this book may be reproduced.*except for brief quotations/);
    expect(text).toMatch(/First edition, 2025$/);
    expect(text).not.toMatch(/ISBN|Published by|<[a-z]/i);
  });

  it("adds the ISBN and publisher lines only when given", async () => {
    const text = await copyright({
      title: "T",
      author: "A",
      isbn: "978-1-23456-789-0",
      publisher: "Inkling Press",
      year: 2024,
    });
    expect(text.split("\n")).toEqual(expect.arrayContaining(["ISBN: 978-1-23456-789-0", "Published by Inkling Press"]));
    const onlyIsbn = await copyright({ title: "T", author: "A", isbn: "123", year: 2024 });
    expect(onlyIsbn).toContain("ISBN: 123");
    expect(onlyIsbn).not.toContain("Published by");
  });

  it("uses the current year when none is given", async () => {
    expect(await copyright({ title: "T", author: "A" })).toContain(`Copyright © ${new Date().getFullYear()} A`);
  });
});

describe("builtin list generator (catalogue list tools)", () => {
  const list = {
    generator: "list" as const,
    count: 6,
    patterns: ["{{adjective}} {{topic}}", "The {{topic}} of {{place}}"],
    words: { adjective: ["Cozy", "Magical", "Happy", "Dreamy"], place: ["Paris", "Mars", "the Sea"] },
    values: { topic: "cats" },
  };

  it("makes `count` different items from the patterns, the form's values and the word lists", async () => {
    const r = await gen({ ...list, seed: 3 });
    expect(r.kind).toBe("ideas");
    if (r.kind !== "ideas") return;
    expect(r.ideas).toHaveLength(6);
    expect(new Set(r.ideas).size).toBe(6);
    for (const item of r.ideas)
      expect(item).toMatch(/^(Cozy|Magical|Happy|Dreamy) cats$|^The cats of (Paris|Mars|the Sea)$/);
  });

  it("gives the same list for the same seed and another for another seed", async () => {
    expect(await gen({ ...list, seed: 3 })).toEqual(await gen({ ...list, seed: 3 }));
    expect(await gen({ ...list, seed: 3 })).not.toEqual(await gen({ ...list, seed: 4 }));
  });

  it("stops at the number of different items the words allow, without repeating one", async () => {
    const r = await gen({ ...list, count: 20, patterns: ["{{adjective}} {{topic}}"], seed: 1 });
    expect(r).toEqual({
      kind: "ideas",
      ideas: expect.arrayContaining(["Cozy cats", "Magical cats", "Happy cats", "Dreamy cats"]),
    });
    if (r.kind === "ideas") expect(r.ideas).toHaveLength(4);
  });
});
