import { Resvg } from "@resvg/resvg-js";
import svgpath from "svgpath";
import { describe, expect, it } from "vitest";
import { matchMotif, motifByAnnotation, motifMarkup } from "../../../server/sketch/art.js";
import { bodyOf, getIndex } from "../../../server/sketch/drawing-index.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { shutEyedBody, shutEyedMotif } from "../../../server/sketch/motif-svg.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/** The dark parts of a drawing (each subpath of its near-black paths): where each is, how wide and tall. */
function darkParts(body: string): Array<{ d: string; x: number; y: number; w: number; h: number }> {
  const out: Array<{ d: string; x: number; y: number; w: number; h: number }> = [];
  for (const m of body.matchAll(/<path fill="(#[0-9a-f]{3,6})" d="([^"]+)"\/>/gi)) {
    const hex = (m[1] as string).slice(1);
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
    if (
      Number.parseInt(full.slice(0, 2), 16) +
        Number.parseInt(full.slice(2, 4), 16) +
        Number.parseInt(full.slice(4, 6), 16) >
      300
    )
      continue;
    for (const d of svgpath(m[2] as string)
      .abs()
      .toString()
      .split(/(?=M)/)
      .filter(Boolean)) {
      const xs: number[] = [];
      const ys: number[] = [];
      svgpath(d)
        .abs()
        .unarc()
        .unshort()
        .iterate((seg, _i, x, y) => {
          const ends =
            seg[0] === "H"
              ? [seg[1] as number, y]
              : seg[0] === "V"
                ? [x, seg[1] as number]
                : (seg.slice(1) as number[]);
          for (let k = 0; k + 1 < ends.length; k += 2) {
            xs.push(ends[k] as number);
            ys.push(ends[k + 1] as number);
          }
        });
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      out.push({ d, x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0, h: y1 - y0 });
    }
  }
  return out;
}

const page = (subject: string, seed = 4) => pageSvg(subject, seed);

/** The outlines a drawing's shut-eyed markup has that its own has not (the lids), and the reverse. */
function lidsOf(hexcode: string) {
  const ds = (m: string) => new Set([...m.matchAll(/\sd="([^"]+)"/g)].map((x) => x[1] as string));
  const open = ds(motifMarkup(hexcode, "black"));
  const shut = ds(motifMarkup(hexcode, "black", "shut"));
  return { lids: [...shut].filter((d) => !open.has(d)), eyes: [...open].filter((d) => !shut.has(d)) };
}

describe("an animal said asleep is drawn with its eyes shut", () => {
  it.each(["fox", "bear", "koala", "panda", "cat", "rabbit", "owl", "pig"])(
    "%s: its two pupils become two lids",
    (name) => {
      const asleep = shutEyedMotif(matchMotif(name));
      if (!asleep) throw new Error(`no shut-eyed drawing of ${name}`);
      expect(asleep.eyes).toBe("shut");
      const body = bodyOf(getIndex().byHex.get(asleep.hexcode)?.icon ?? "") ?? "";
      const open = darkParts(body);
      const shut = darkParts(shutEyedBody(body) ?? "");
      const gone = open.filter((p) => !shut.some((q) => q.d === p.d));
      const lids = shut.filter((q) => !open.some((p) => p.d === q.d));
      // Two pupils (an owl's with their rings), mirrored about the middle of the 32-unit grid.
      expect(gone.length).toBeGreaterThanOrEqual(2);
      for (const p of gone)
        expect(gone.some((q) => q !== p && Math.abs(p.x + q.x - 32) < 3 && Math.abs(p.y - q.y) < 1)).toBe(true);
      // Two lids where they were, each wider than it is tall; nothing else goes (a pig's
      // nostrils, a mirrored pair below its eyes, stay).
      expect(lids).toHaveLength(2);
      for (const lid of lids) expect(lid.w).toBeGreaterThan(lid.h);
      for (const p of gone)
        expect(lids.some((lid) => Math.abs(p.x - lid.x) < 2.5 && Math.abs(p.y - lid.y) < 3.5)).toBe(true);
    },
  );

  it("a drawing that shows one eye from the side has no pair to shut: its face drawing is used", () => {
    const cat = motifByAnnotation("cat");
    if (!cat) throw new Error("art");
    expect(shutEyedBody(motifMarkup(cat.hexcode, "color"))).toBeUndefined();
    expect(shutEyedMotif(cat)?.annotation).toBe("cat face");
    expect(shutEyedMotif(matchMotif("snake"))).toBeUndefined();
  });

  it.each([
    ["a koala asleep in a tree", "asleep", "koala"],
    ["a bunny napping under a mushroom", "napping", "rabbit"],
    ["a fox sleeping in the snow", "sleeping", "fox"],
    ["a sleepy panda on a rock", "sleepy", "panda"],
  ])("%s: the page draws it asleep and says so", (subject, word, animal) => {
    const { understood } = understandSketch({ layout: "motif", subject }, "line-art");
    expect(understood.filter((u) => u.drawnAs === null).map((u) => u.word)).not.toContain(word);
    if (word !== "sleepy")
      expect(understood).toContainEqual({ word, drawnAs: `${animal} with its eyes shut`, exact: true });
    const drawn = shutEyedMotif(matchMotif(animal));
    if (!drawn) throw new Error("art");
    const svg = page(subject);
    const { lids, eyes } = lidsOf(drawn.hexcode);
    expect(lids.length).toBeGreaterThanOrEqual(2);
    for (const d of lids) expect(svg).toContain(d);
    for (const d of eyes) expect(svg).not.toContain(d);
    expect(svg).toContain(`data-motif="${drawn.hexcode}"`);
  });

  it("two said asleep together both sleep, and neither is drawn a second time", () => {
    const subject = "a bunny and a bear sleeping together";
    const { understood } = understandSketch({ layout: "motif", subject }, "line-art");
    expect(understood).toContainEqual({
      word: "sleeping",
      drawnAs: "rabbit and bear with their eyes shut",
      exact: true,
    });
    const svg = page(subject);
    for (const name of ["rabbit", "bear"]) {
      const drawn = shutEyedMotif(matchMotif(name));
      if (!drawn) throw new Error("art");
      for (const d of lidsOf(drawn.hexcode).lids) expect(svg).toContain(d);
    }
    const placed = [...svg.matchAll(/data-motif="([0-9A-F-]+)"/g)].map((m) => m[1]);
    expect(placed.filter((h) => h === matchMotif("rabbit").hexcode)).toEqual([]);
  });

  it.each([
    ["a fox sleeping under a tree", "sleeping", "fox"],
    ["a sleeping puppy", "sleeping", "dog"],
    ["a bear asleep in a cave", "asleep", "bear"],
    ["a kitten napping on a pillow", "napping", "cat"],
    ["an owl dozing on a branch", "dozing", "owl"],
  ])("%s: %s is the %s with its eyes shut, no word left out", (subject, word, animal) => {
    const { understood } = understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
    expect(understood).toContainEqual({ word, drawnAs: `${animal} with its eyes shut`, exact: true });
    expect(understood.filter((u) => u.drawnAs === null).map((u) => u.word)).not.toContain(word);
  });

  it("a sleepy cat is only the cat, its eyes shut: nothing drawn for the describing word (no sleepy face)", () => {
    const svg = renderSketchSvg({
      toolId: "kids/test",
      hub: "kids",
      output: "line-art",
      sketch: { layout: "motif", subject: "a sleepy cat", page: "portrait" },
      seed: 1,
    });
    const face = shutEyedMotif(matchMotif("cat"));
    expect([...new Set([...svg.matchAll(/data-motif="([^"]+)"/g)].map((m) => m[1]))]).toEqual([face?.hexcode]);
    for (const d of lidsOf(face?.hexcode ?? "").lids) expect(svg).toContain(d);
  });

  it("a person asleep, or a creature with no pair of eyes to shut, is said to be left out", () => {
    for (const [subject, word] of [
      ["a girl sleeping in her bed", "sleeping"],
      ["a snake sleeping on a rock", "sleeping"],
    ] as const) {
      const { understood } = understandSketch({ layout: "motif", subject }, "line-art");
      expect(understood).toContainEqual({ word, drawnAs: null, exact: false });
    }
  });

  it("an animal not said asleep keeps its eyes open", () => {
    const koala = shutEyedMotif(matchMotif("koala"));
    if (!koala) throw new Error("art");
    const svg = page("a koala in a tree");
    for (const d of lidsOf(koala.hexcode).lids) expect(svg).not.toContain(d);
    expect(svg).toContain(`data-motif="${koala.hexcode}"`);
  });
});

describe("the sign of sleep: three letters Z by a sleeper's head", () => {
  /** The letters drawn: each one's box (page units). */
  const letters = (svg: string) =>
    [...svg.matchAll(/<polygon data-sleep-mark="1" points="([^"]+)"/g)].map((m) => {
      const pts = (m[1] as string).split(" ").map((p) => p.split(",").map(Number) as [number, number]);
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    });

  /** Dark pixels inside a box of the page, drawn at 1024 wide. */
  function inkIn(svg: string): (b: { x0: number; x1: number; y0: number; y1: number }) => number {
    const img = new Resvg(svg, { fitTo: { mode: "width", value: 1024 }, font: { loadSystemFonts: false } }).render();
    const px = img.pixels;
    return (b) => {
      let n = 0;
      for (let y = Math.floor(b.y0); y < Math.ceil(b.y1); y++)
        for (let x = Math.floor(b.x0); x < Math.ceil(b.x1); x++) if ((px[(y * img.width + x) * 4] as number) < 128) n++;
      return n;
    };
  }

  it.each([
    ["a kitten asleep on a stack of books", 2],
    ["a puppy napping in a box", 4],
    ["a sleepy hamster", 5],
  ])("%s: three letters, rising and growing, on ground the page left blank", (subject, seed) => {
    const svg = page(subject, seed);
    const zs = letters(svg);
    expect(zs).toHaveLength(3);
    for (let i = 1; i < zs.length; i++) {
      const [a, b] = [zs[i - 1], zs[i]] as [(typeof zs)[number], (typeof zs)[number]];
      expect(b.y1 - b.y0).toBeGreaterThan(a.y1 - a.y0);
      expect(b.y0).toBeLessThan(a.y0);
    }
    // Each letter prints (its outline is ink), and before it was drawn nothing crossed its place.
    const bare = svg.replace(/<polygon data-sleep-mark="1"[^>]*\/>/g, "");
    const [drawn, before] = [inkIn(svg), inkIn(bare)];
    for (const z of zs) {
      expect(drawn(z)).toBeGreaterThan(50);
      expect(before(z)).toBe(0);
    }
  });

  it("none where the sleeper fills the page, and none for an animal awake", () => {
    expect(letters(page("a sleeping bear", 9))).toEqual([]);
    expect(letters(page("a kitten on a stack of books", 2))).toEqual([]);
  });
});
