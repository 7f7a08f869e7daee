import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { searchTools } from "../../../web/lib/tool-search";
import { everydaySearches as everyday, GENERAL } from "../../fixtures/everyday-searches.js";

const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));
const general = catalog.site.home.featured;
const first = (q: string) => searchTools(catalog, q)[0]?.tool.id;
/** The tool a query opens first, and the values it opens with. */
const opened = (q: string) => {
  const [hit] = searchTools(catalog, q);
  return [hit?.tool.id, hit?.values];
};

describe("tool search finds what people type", () => {
  it("the catalogue names a general tool", () => {
    expect(general).toBe(GENERAL);
  });

  it.each(everyday)("%s → %s", (query, tool) => {
    expect(first(query)).toBe(tool);
  });

  it("a letter said alone is that letter, never the start of a tool's word", () => {
    // "letter q" had opened Quotes with the words as its quote; "letter x" and "letter n" the
    // tools whose words start so.
    for (const q of ["letter Q", "letter x", "the letter n", "letter v for violin"]) {
      const [hit] = searchTools(catalog, q);
      expect(hit?.tool.id, q).toBe(general);
      expect(hit?.values, q).toEqual({ subject: q });
    }
  });

  it("a thing said with a or an that only begins a tool's title word is a subject: the tool is found, not named", () => {
    // "a moth" had opened Mother's Day (its title's "mothers"). Held out: "a man" had opened
    // Mandala with "man" as its theme, "a ram" Ramadhan with "ram" as its subject.
    for (const [q, begun] of [
      ["a man", "adult/mandala"],
      ["a ram", "kids/ramadhan"],
    ] as const) {
      const hits = searchTools(catalog, q);
      expect(hits[0]?.tool.id, q).toBe(general);
      expect(hits[0]?.values, q).toEqual({ subject: q });
      expect(
        hits.map((h) => h.tool.id),
        q,
      ).toContain(begun);
    }
    // The rule can fail: a word as it is typed still names its tool, and so does a whole one.
    expect(first("ramad")).toBe("kids/ramadhan");
    expect(first("a mandala")).toBe("adult/mandala");
  });

  it("offers the general tool for the subject typed, and opens it with that subject", () => {
    const [hit] = searchTools(catalog, "a bear fishing in a river");
    expect(hit?.tool.id).toBe(general);
    expect(hit?.values).toEqual({ subject: "a bear fishing in a river" });
  });

  it("reads a pasted page of text as far as the general tool's subject takes, and opens it with that much", () => {
    const pasted = `a bear fishing ${"in a river ".repeat(9000)}`;
    const start = performance.now();
    const [hit] = searchTools(catalog, pasted);
    expect(performance.now() - start).toBeLessThan(50);
    expect(hit?.tool.id).toBe(general);
    const subject = hit?.values?.subject ?? "";
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(pasted.startsWith(subject)).toBe(true);
  });

  it("a tool the query names comes before the general tool, which is not offered", () => {
    const ids = searchTools(catalog, "mandala").map((h) => h.tool.id);
    expect(ids[0]).toBe("adult/mandala");
    expect(ids).not.toContain(general);
  });

  it("pages come before covers unless a cover is asked for", () => {
    expect(first("monster")).toBe("kids/monster-fun");
    expect(first("monster cover")).toBe("kids/cover-monster");
  });

  it("a tool that needs a photo is named only when a photo is: 'pets' is a page of pets", () => {
    for (const q of ["pets", "a pet", "family", "pets for kids"]) {
      const [hit] = searchTools(catalog, q);
      expect(hit?.tool.id, q).toBe(general);
      expect(hit?.values, q).toEqual({ subject: q });
    }
    expect(first("my cat photo")).toBe("photos/pet-portrait");
    expect(first("pet portrait")).toBe("photos/pet-portrait");
    expect(first("family portrait")).toBe("photos/family-portrait");
    expect(searchTools(catalog, "pets").map((h) => h.tool.id)).toContain("photos/pet-portrait");
  });
});

describe("the options a query chooses by their keywords", () => {
  // "detailed wolf portrait", "zentangle cat" and "bold and easy" had opened at the defaults
  // (Medium, medium lines): the words said, the page drawn plain (fresh seed 13602127's pool).
  // Held out: none of these queries was looked at while the keywords were written.
  const valuesOf = (q: string) => searchTools(catalog, q)[0]?.values;

  it.each([
    ["an intricate hummingbird", { detail: "detailed" }],
    ["zentangle turtle", { detail: "detailed" }],
    ["a realistic horse portrait", { detail: "detailed" }],
    ["a bold owl", { lineWeight: "bold" }],
    ["a fox with thin lines", { lineWeight: "thin" }],
  ])("%s opens the general tool with %o", (q, chosen) => {
    expect(valuesOf(q)).toEqual({ subject: q, ...chosen });
  });

  it("a tool the query names takes them too, beside what goes in its field", () => {
    const [hit] = searchTools(catalog, "intricate ocean mandala");
    expect(hit?.tool.id).toBe("adult/mandala");
    expect(hit?.values).toEqual({ theme: "ocean", detail: "detailed" });
  });

  it("the rule can fail: a query without them opens at the defaults", () => {
    expect(valuesOf("a fox in the snow")).toEqual({ subject: "a fox in the snow" });
    // Simple is chosen by hand only (docs/sketch.md: its merged areas leave dashes).
    expect(valuesOf("an easy fire engine for toddlers")).toEqual({ subject: "an easy fire engine for toddlers" });
    // A word inside another is no keyword ("boldly", "simpler").
    expect(valuesOf("a simpler boldly drawn fox")).toEqual({ subject: "a simpler boldly drawn fox" });
  });
});

describe("the field's own name said in the plural asks for every kind of it", () => {
  // "vehicles for toddlers" had opened Happy Vehicles empty, and a batch of it was the first
  // suggestion (a fire truck) twelve times (fresh seed 14602127's book themes). Held out here.
  it("opens the field with the plural: the engine's plan draws a page of each kind", () => {
    expect(opened("vehicles")).toEqual(["kids/happy-vehicles", { vehicle: "vehicles" }]);
    expect(opened("birds for kids")).toEqual(["kids/flying-birds", { bird: "birds" }]);
  });

  it("the rule can fail: said with the tool's other words, or in the singular, it names the tool", () => {
    expect(opened("animals at work")).toEqual(["cozy/animal-profession", undefined]);
    expect(opened("mandalas")).toEqual(["adult/mandala", undefined]);
  });
});

describe("a tool the query names opens with what the query says beside its name", () => {
  it("fills the tool's first typed field with the rest of the query, its filler and title words left out", () => {
    // Words of none of these tools' titles or descriptors: the rule, not a list of queries.
    expect(opened("bus coloring page")).toEqual(["kids/happy-vehicles", { vehicle: "bus" }]);
    expect(opened("ocean mandala")).toEqual(["adult/mandala", { theme: "ocean" }]);
    expect(opened("ocean mandala for adults")).toEqual(["adult/mandala", { theme: "ocean" }]);
    expect(opened("farm animals word search puzzle")).toEqual(["activities/word-search", { theme: "farm animals" }]);
  });

  // "the letter a" had opened Doodle Letters empty ("a" is a small word, so it named the tool; any
  // other letter opens the general tool, which reads it): the page drawn was its example letter, K.
  it("a field of one character opens with the letter or figure the query names", () => {
    expect(opened("the letter a doodle")).toEqual(["kids/doodle-letters", { letter: "A" }]);
    expect(opened("letter a doodles")).toEqual(["kids/doodle-letters", { letter: "A" }]);
    // The rule can fail: "a" said as an article is no letter.
    expect(opened("a letter doodle")).toEqual(["kids/doodle-letters", undefined]);
  });

  // "a cozy living room" had opened Room Corner with "living", a flower shop Scene at Shop with
  // "flower": the title's word was taken out of the name the tool suggests (fresh seed 56602127).
  it("a title word within a name the tool suggests stays in the value", () => {
    expect(opened("a cozy dining room")).toEqual(["cozy/room-corner", { roomType: "dining room" }]);
    expect(opened("a toy shop")).toEqual(["cozy/funny-shop", { background: "toy shop" }]);
    expect(opened("circus ring")).toEqual(["kids/circus-clowns", { background: "circus ring" }]);
    // The rule can fail: a title word said apart from such a name still names the tool.
    expect(opened("reading nook room")).toEqual(["cozy/room-corner", { roomType: "reading nook" }]);
  });

  it("opens empty when the query only names the tool", () => {
    expect(opened("mandala")).toEqual(["adult/mandala", undefined]);
    expect(opened("mandala coloring pages for adults")).toEqual(["adult/mandala", undefined]);
  });

  // "kawaii food", "intricate mandala", "cute monster" had opened with "kawaii", "intricate" and
  // "cute" as the food, the theme and the activity (fresh sample, seed 6302127). Held out here.
  it("a word the tool describes itself with is how it was found, not what goes in it", () => {
    expect(opened("adorable food")).toEqual(["kids/food-coloring", undefined]);
    expect(opened("symmetrical mandala")).toEqual(["adult/mandala", undefined]);
    expect(opened("friendly monsters")).toEqual(["kids/monster-fun", undefined]);
    expect(opened("animals at work")).toEqual(["cozy/animal-profession", undefined]);
    // A keyword of one word, or one the suggestions hold, is a value.
    expect(opened("rose")).toEqual(["doodle/floral", { subject: "rose" }]);
    expect(opened("teacher in a classroom")).toEqual(["cozy/classroom-scene", { scene: "teacher" }]);
    expect(opened("fire truck")).toEqual(["kids/happy-vehicles", { vehicle: "fire truck" }]);
  });

  it("a word of the hub's own title names no tool: 'doodle …' is a page of that subject", () => {
    const [hit] = searchTools(catalog, "doodle butterflies");
    expect(hit?.tool.id).not.toBe("doodle/quotes");
    expect(Object.values(hit?.values ?? {})).toContain("doodle butterflies");
  });

  it("a name of the tool's list the query says is chosen in its field, the longest name said", () => {
    expect(opened("flag of canada")).toEqual(["kids/flag-generator", { country: "Canada" }]);
    expect(opened("the united states flag")).toEqual(["kids/flag-generator", { country: "United States" }]);
    expect(opened("peru")).toEqual(["kids/flag-generator", { country: "Peru" }]);
    // A list in groups (the nicknames): the name said, not the words around it.
    expect(opened("mothers day card for mama")).toEqual(["kids/mothers-day", { nickname: "Mama" }]);
  });

  it("a word said with 'a' or 'an' is a thing, not one of a list's names", () => {
    expect(opened("a turkey")).toEqual([general, { subject: "a turkey" }]);
    expect(opened("an oman")[0]).toBe(general);
    expect(opened("turkey flag")).toEqual(["kids/flag-generator", { country: "Turkey" }]);
  });

  it("a cover is named only when a cover is asked for", () => {
    expect(opened("farm vehicles")[0]).toBe(general);
    expect(opened("construction vehicles")[0]).toBe(general);
    expect(opened("vehicle cover")[0]).toBe("kids/cover-vehicles");
  });
});
