import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCoverDesign } from "../../../engine/covers/templates.js";
import { loadBookSpec } from "../../../server/books/load.js";
import type { PageSource } from "../../../server/books/spec.js";
import { designPages } from "../../../server/covers/art.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp, testCatalog } from "../../helpers/app.js";

// Issue 42 item 2: with no pages chosen, a design fronts the book's most representative pages:
// pages with a subject before lettering, patterns and puzzles, the theme's main subject first.

const hero = defaultCoverDesign;
const collage = { ...defaultCoverDesign, template: "collage" as const };
const png = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url)));
const names = new Map<PageSource, string>();
/** A page called `label` (how the assertions name it), drawn as the fixture `file`. */
function page(label: string, file: string, subject: string | null | undefined): PageSource {
  const p: PageSource = { kind: "line-art", png: png(file), svg: null, minStrokePt: 1, subject };
  names.set(p, label);
  return p;
}
const named = (pages: PageSource[]) => pages.map((p) => names.get(p));

describe("the pages a design fronts", () => {
  it("a subject page over a richer page without one (a pattern, lettering)", async () => {
    // The scene fixture has many more regions than the lettering one: richness alone picks it.
    const pattern = page("pattern", "scene-square.png", null);
    const dinosaur = page("dinosaur", "lettering-detailed-portrait.png", "a dinosaur");
    expect(named(await designPages(hero, [pattern, dinosaur], []))).toEqual(["dinosaur"]);
    // Without knowing what the pages show, the richer one is fronted, as before.
    const unknown = [
      page("lettering", "lettering-detailed-portrait.png", undefined),
      page("scene", "scene-square.png", undefined),
    ];
    expect(named(await designPages(hero, unknown, []))).toEqual(["scene"]);
  });

  it("the theme's main subject first, never a cityscape because it came first", async () => {
    const city = page("city", "scene-square.png", "city buildings Modern Metropolis");
    const rex = page("rex", "lettering-detailed-portrait.png", "Dinosaur");
    const stego = page("stego", "lettering-detailed-portrait.png", "baby dinosaurs in a jungle");
    const letter = page("letter", "scene-square.png", null);
    // The title names it ("Dinosaurs" is "dinosaur").
    expect(named(await designPages(hero, [city, letter, rex], [], "Dinosaur Days "))).toEqual(["rex"]);
    // The title does not: the subject most pages share.
    expect(named(await designPages(hero, [city, letter, rex, stego], [], "My First Book "))).toEqual(["rex"]);
    // A collage shows the subject pages before the rest, in the book's order within each.
    expect(named(await designPages(collage, [letter, city, rex, stego], [], "Dinosaur Days "))).toEqual([
      "rex",
      "stego",
      "city",
      "letter",
    ]);
  });
});

describe("a book's pages as the cover reads them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  });
  afterAll(async () => t.close());

  it("a cityscape or a lettering page opening a dinosaur book is not fronted: the dinosaur is", async () => {
    const { client } = await t.signup();
    const ids: string[] = [];
    for (const [tool, values] of [
      [
        "adult/detailed-cityscape",
        { cityType: "modern-metropolis", perspective: "street-level", features: "clock towers and arched bridges" },
      ],
      ["kids/alphabet", { subject: "Dinosaur" }],
      ["kids/simple", { subject: "Dinosaur" }],
    ] as const) {
      const res = await client.post("/api/generations", { tool, values });
      await t.deps.generations.idle();
      expect(res.json.error).toBeUndefined();
      ids.push(res.json.generation.id as string);
    }
    const book = (await client.post("/api/books", { title: "Dinosaur Days" })).json.book;
    await client.patch(`/api/books/${book.id}`, { pages: ids, cover: { template: "hero" } });
    const row = await t.db.selectFrom("books").selectAll().where("id", "=", book.id).executeTakeFirstOrThrow();
    const spec = await loadBookSpec(t.db, t.deps.images, testCatalog(), row);
    expect(spec.pages.map((p) => p.subject)).toEqual(["city buildings modern metropolis", null, "Dinosaur"]);
    const front = await designPages(hero, spec.pages, [], `${spec.title} ${spec.subtitle}`);
    expect(front.map((p) => spec.pages.indexOf(p))).toEqual([2]);
  }, 60_000);
});
