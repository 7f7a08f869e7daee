import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

/**
 * A request for words ("sarcastic quotes", "bible verses", "“Be kind” with flowers") is a page of
 * those words lettered: the first were refused, or lettered the topic's own word in quotation
 * marks ("inspirational"); the second drawn as things. Phrases marked held out match no word
 * the rules were written from.
 */
const catalog = testCatalog();
const tool = (id: string) => catalog.byId.get(id) as Tool;
const general = tool("doodle/coloring-page");
const quotes = tool("doodle/quotes");
const motif = (subject: string) => ({ layout: "motif", subject, page: "portrait" });

/** The sketch a page of a batch is drawn from, as a generation reads it. */
const pageOf = (subject: string, seed: number) => {
  const planned = plannedValues(general, { subject }, seed) as { subject: string };
  return readSketch(motif(planned.subject));
};

describe("sayings asked for are lettered, a different one on each page", () => {
  it.each([
    "sarcastic quotes",
    "bible verses",
    "inspirational qoutes",
    // Held out.
    "motivational sayings for teens",
    "words of encouragement",
    "self love affirmations",
    "funny quotes for adults",
    "scripture",
    "christian verses for kids",
  ])("%s: never refused, one saying a page, 6 pages with 6 sayings", (subject) => {
    const u = understandSketch(motif(subject), "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood[0]?.drawnAs).toMatch(/^one saying a page, lettered: “/);
    const texts = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const page = pageOf(subject, seed);
      expect(page.layout).toBe("lettering");
      expect(page.text?.length).toBeGreaterThan(3);
      texts.add(page.text as string);
    }
    expect(texts.size).toBe(6);
  });

  it("a verse carries its reference, lettered under it; a psalm named is a verse of that psalm", () => {
    const page = pageOf("psalm 23", 5);
    expect(page).toMatchObject({ layout: "lettering", subtitle: "Psalm 23:1" });
    expect(page.text).toMatch(/shepherd/);
    expect(pageOf("bible verses", 3).subtitle).toMatch(/^[1-9A-Z][a-z]* ?[A-Za-z]* \d+:\d+$/);
  });

  it("the saying typed after its word is the one lettered, what it is with decorating it", () => {
    expect(pageOf("bible verse be kind with flowers", 2)).toMatchObject({
      layout: "lettering",
      text: "Be kind",
      decoration: "flowers",
    });
    // Held out.
    expect(pageOf("quote never give up with stars", 9)).toMatchObject({ text: "Never give up", decoration: "stars" });
  });

  it("a quote about a thing, or a thing with quotes beside it, is no list of sayings", () => {
    expect(readSketch(motif("a quote about cats")).layout).not.toBe("lettering");
    // Held out: one word after the saying's word names a thing, not the saying.
    expect(readSketch(motif("affirmation cards")).text).not.toBe("Cards");
    expect(readSketch(motif("a cat")).layout).not.toBe("lettering");
  });

  it("draws the saying as outlined letters on the page", () => {
    const planned = plannedValues(general, { subject: "funny quotes" }, 4) as { subject: string };
    const svg = renderSketchSvg({
      toolId: general.id,
      hub: general.hub,
      output: "line-art",
      sketch: motif(planned.subject),
      seed: 4,
    });
    expect((svg.match(/data-text="1"/g) ?? []).length).toBeGreaterThan(0);
    expect(svg).not.toMatch(/data-motif="[^"]*"[^>]*>[^<]*quote/i);
  });
});

describe("words typed in quotation marks are lettered as typed", () => {
  it.each([
    ['"Dream big"', "Dream big", undefined],
    ["“Be kind” with flowers", "Be kind", "flowers"],
    // Held out.
    ['a banner that says "Happy Birthday"', "Happy Birthday", undefined],
    ["“Keep growing” with leaves and vines", "Keep growing", "leaves vines"],
  ])("%s", (subject, text, decoration) => {
    const page = readSketch(motif(subject));
    expect(page.layout).toBe("lettering");
    expect(page.text).toBe(text);
    expect(page.decoration).toBe(decoration);
    const u = understandSketch(motif(subject), "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood[0]?.drawnAs).toBe(`the words “${text}” lettered`);
  });

  it("a thing named in quotation marks is drawn with its name lettered under it", () => {
    // Held out.
    expect(readSketch(motif('a cat named "Luna"'))).toMatchObject({ caption: "Luna" });
    expect(readSketch(motif('a cat named "Luna"')).layout).not.toBe("lettering");
  });
});

describe("a quote tool given only the kind of saying letters one of that kind", () => {
  it.each(["inspirational", "funny", "bible verses", "motivational"])("%s", (quote) => {
    const texts = new Set([0, 1, 2].map((seed) => (plannedValues(quotes, { quote }, seed) as { quote: string }).quote));
    expect(texts.size).toBe(3);
    for (const t of texts) expect(t.toLowerCase()).not.toContain(quote.split(" ")[0]);
  });

  it.each(["Be kind", "Love", "Stay positive", "Dream big"])("%s is the quote itself", (quote) => {
    expect(plannedValues(quotes, { quote }, 3)).toMatchObject({ quote });
  });
});

/**
 * Fresh seed 25602127: "bible verse be kind with flowers" lettered the words with one small flower
 * in a corner; "inspirational quote with stars" in Quote Doodles lettered "inspirational with
 * stars" in quotation marks. What sayings are said with decorates the page round them, a drawing in
 * each of its six places, and the kind of saying said with it is one of that kind. Made on the
 * flowers and the stars; held out: the rest.
 */
describe("sayings said with a decoration", () => {
  const flower = (svg: string, hex: string) => [...svg.matchAll(new RegExp(`data-motif="${hex}"`, "g"))].length;

  it.each([
    ["bible verse be kind with flowers", "1F33C"],
    ['"you are loved" with hearts', "2764"],
    ["funny quotes with butterflies", "1F98B"],
  ])("%s: the decoration in each of six places round the words", (subject, hex) => {
    const sketch = pageOf(subject, 1);
    expect(sketch.layout).toBe("lettering");
    const svg = renderSketchSvg({ toolId: "doodle/coloring-page", hub: "doodle", output: "line-art", sketch, seed: 1 });
    expect(flower(svg, hex)).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ["inspirational quote with stars", "stars"],
    ["funny quotes with flowers", "flowers"],
    ["bible verses with hearts", "hearts"],
  ])("Quote Doodles given %s letters a saying of the kind, decorated with %s", (quote, doodles) => {
    const planned = plannedValues(quotes, { quote }, 2) as { quote: string; doodles?: string };
    expect(planned.quote.toLowerCase()).not.toMatch(/\bwith\b|inspirational|funny|verses/);
    expect(planned.doodles).toBe(doodles);
  });

  it("doodles given are kept, the saying still one of the kind", () => {
    const planned = plannedValues(quotes, { quote: "funny quotes with flowers", doodles: "suns" }, 2);
    expect(planned).toMatchObject({ doodles: "suns" });
    expect((planned as { quote: string }).quote).not.toMatch(/funny|with/i);
  });
});
