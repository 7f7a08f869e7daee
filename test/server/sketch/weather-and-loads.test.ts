import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * Fresh sample 7012026: "ice cream truck" drew an ice cream cone and said it had drawn the truck;
 * "rainy street with umbrellas" had a sun over it; "a rainy day in the park" was refused for
 * "day", and "a sunny day" was offered as a fried egg ("sunny side up").
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
const sun = 'data-colour="#ffd23f"';
const seeds = [1, 2, 3, 4, 5, 6];

describe("a vehicle named by what it carries is the vehicle", () => {
  it.each([
    ["a hot dog truck", "hot dog"],
    ["a cotton candy truck", "cotton candy"],
  ])("%s: the truck drawn, the %s left out", (subject, load) => {
    const r = read(subject);
    expect(r.understood.find((w) => w.word === load)).toMatchObject({ drawnAs: null });
    expect(r.understood.find((w) => w.word === "truck")?.drawnAs).toMatch(/truck/);
    const loadHex = motifByAnnotation(load)?.hexcode;
    if (loadHex) for (const seed of [1, 2]) expect(drawnOnPage(subject, seed).has(loadHex)).toBe(false);
  });

  it("a drawing named by three words stays itself", () => {
    expect(read("a hot air balloon").understood[0]?.drawnAs).toBe("hot air balloon");
  });
});

describe("a time said of a place is when, not a thing", () => {
  it.each(["a snowy evening in the forest", "a winter afternoon on the farm"])("%s is drawn", (subject) => {
    const r = read(subject);
    expect(r.unknown).toBeUndefined();
    expect(r.standIn).toBeUndefined();
  });

  it("weather words are no things: a sunny day is no fried egg", () => {
    expect(read("a sunny day").standIn).toBeUndefined();
    expect(read("a sunny beach").understood.map((w) => w.drawnAs)).toEqual(["beach setting"]);
  });
});

describe("rain said is drawn: clouds and drops, no sun", () => {
  it.each(["a puppy in the rain", "a drizzly morning at the lake", "a stormy night at the beach"])(
    "%s: no sun on any page",
    (subject) => {
      const pages = seeds.map((seed) => pageSvg(subject, seed));
      for (const [i, svg] of pages.entries()) expect(svg, `${subject} at ${seeds[i]}`).not.toContain(sun);
    },
  );

  it("a rainbow is no rain: its sky keeps its sun on some pages, and no drops", () => {
    const pages = seeds.map((seed) => pageSvg("a rainbow over a meadow", seed));
    expect(pages.some((svg) => svg.includes('data-weather="rain"'))).toBe(false);
    expect(pages.filter((svg) => svg.includes(sun)).length).toBeGreaterThan(0);
  });

  it("a puppy in the rain has drops to colour on some pages", () => {
    expect(
      seeds.filter((seed) => pageSvg("a puppy in the rain", seed).includes('data-weather="rain"')).length,
    ).toBeGreaterThan(0);
  });
});

describe("a part said as its owner's is the owner's, never a thing beside it", () => {
  // Fresh sample 4455667: "a frog catching a fly with its tongue" drew a giant tongue beside the
  // frog and left the fly out unsaid.
  it.each([
    ["a lizard catching a bug with its tongue", "tongue"],
    ["a puppy holding a ball in its mouth with its teeth", "teeth"],
  ])("%s: no %s drawn", (subject, part) => {
    const hexPart = motifByAnnotation(part)?.hexcode;
    const r = read(subject);
    expect(r.understood.find((w) => w.word === part)?.drawnAs ?? null).toBeNull();
    if (hexPart) for (const seed of [1, 2]) expect(drawnOnPage(subject, seed).has(hexPart)).toBe(false);
  });
});
