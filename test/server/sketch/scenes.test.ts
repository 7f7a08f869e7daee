import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { renderSketch, renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";

const scene = (toolId: string, hub: string, sketch: Record<string, string>, seed = 5): SketchRequest => ({
  toolId,
  hub,
  output: "line-art",
  seed,
  sketch: { layout: "scene", ...sketch },
});

const shop = scene("cozy/funny-shop", "cozy", { subject: "shopkeeper", setting: "bakery" });
const quarrel = scene("adult/quarrel-scene", "adult", {
  subject: "two people arguing",
  setting: "busy kitchen",
  mood: "angry",
});
const circus = scene("kids/circus-clowns", "kids", { subject: "clown", setting: "circus tent" });
const street = scene("adult/mystery-characters", "adult", {
  subject: "detective",
  subject2: "hooded figure",
  setting: "foggy Victorian street",
});
const camping = scene("cozy/travel-camping", "cozy", { subject: "tent", setting: "lakeside campsite" });

/** Sizes (px on the 1024 page) of every placed drawing, largest first. */
function drawingSizes(svg: string): number[] {
  return [...svg.matchAll(/<g transform="translate\([^)]*\) scale\(([\d.]+)\)/g)]
    .map((m) => Number(m[1]) * 72)
    .sort((a, b) => b - a);
}

/** Share of ink in the four corners inside the border, where a lone drawing leaves white. */
async function corners(req: SketchRequest): Promise<number[]> {
  const img = PNG.sync.read(await renderSketch(req));
  const c = 240;
  return [
    [110, 110],
    [914 - c, 110],
    [110, 914 - c],
    [914 - c, 914 - c],
  ].map(([x0, y0]) => {
    let ink = 0;
    for (let y = y0 as number; y < (y0 as number) + c; y++) {
      for (let x = x0 as number; x < (x0 as number) + c; x++) if (img.data[(y * img.width + x) * 4] === 0) ink++;
    }
    return ink / (c * c);
  });
}

describe("scene pages", () => {
  it.each([
    ["shop", shop],
    ["kitchen", quarrel],
    ["circus", circus],
    ["street", street],
    ["campsite", camping],
  ])("%s: the setting fills the whole page, not one drawing on white", async (_n, req) => {
    for (const share of await corners(req)) expect(share).toBeGreaterThan(0.02);
  });

  it("(the corner check does fail for one drawing on a bare page)", async () => {
    const bare = await corners({ ...shop, sketch: { layout: "motif", subject: "shopkeeper" } });
    expect(Math.min(...bare)).toBeLessThan(0.02);
  });

  it("draws the subject large: its drawing is over half the page", () => {
    for (const req of [shop, circus, camping]) expect(drawingSizes(renderSketchSvg(req))[0]).toBeGreaterThan(512);
  });

  it("draws both subjects of a two-subject scene large (subject2, or 'two people')", () => {
    for (const req of [street, quarrel]) {
      const [a, b] = drawingSizes(renderSketchSvg(req));
      expect(a).toBeGreaterThan(400);
      expect(b).toBeGreaterThan(400);
    }
  });

  it("a shop gets a counter, shelves of matched goods and its sign", () => {
    const svg = renderSketchSvg(shop);
    // Shelves and counter slots hold at least five props besides the shopkeeper.
    expect(drawingSizes(svg).filter((s) => s < 300).length).toBeGreaterThanOrEqual(5);
    expect(svg).toContain("<rect");
  });

  it("a building subject is drawn as a shop front, not as a lone emoji", () => {
    const svg = renderSketchSvg(scene("cozy/building", "cozy", { subject: "bakery", variant: "building" }));
    const sizes = drawingSizes(svg);
    // Only goods in the window and by the door: no giant fallback drawing.
    expect(sizes[0]).toBeLessThan(300);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
  });

  it("different seeds give visibly different scenes; one seed is stable", async () => {
    const a = await renderSketch(camping);
    expect(a.equals(await renderSketch({ ...camping }))).toBe(true);
    const b = await renderSketch({ ...camping, seed: 6 });
    const pa = PNG.sync.read(a).data;
    const pb = PNG.sync.read(b).data;
    let diff = 0;
    for (let i = 0; i < pa.length; i += 4) if (pa[i] !== pb[i]) diff++;
    expect(diff / (pa.length / 4)).toBeGreaterThan(0.01);
  });
});

describe("speed guards", () => {
  it("patterns paint one repeat tile instead of every drawing", () => {
    const svg = renderSketchSvg({
      toolId: "doodle/pattern",
      hub: "adult",
      output: "line-art",
      seed: 1,
      sketch: { layout: "pattern", subject: "sweet treats" },
    });
    expect(svg).toContain("<pattern");
    expect(svg.length).toBeLessThan(40_000);
  });

  it("covers use no group opacity (a resvg layer each) and no shaded gradient", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const svg = renderSketchSvg({
        toolId: "kids/cover-generator",
        hub: "kids",
        output: "cover",
        seed,
        sketch: { layout: "cover", title: "Dinosaurs", subject: "dinosaur" },
      });
      expect(svg).not.toMatch(/\sopacity=/);
      expect(svg).not.toContain("Gradient");
    }
  });

  it("flags hang flat, so the design is the country's real flag", () => {
    for (const seed of [0, 1, 2]) {
      const svg = renderSketchSvg({
        toolId: "kids/flag-generator",
        hub: "kids",
        output: "line-art",
        seed,
        sketch: { layout: "flag", country: "Japan" },
      });
      expect(svg).toContain('<use href="#flag"');
      // Only the flag's own geometry clips (Japan's disc); nothing bends or cuts the design.
      expect(svg.match(/clip-path="url\(#(?!jp-)/g)).toBeNull();
    }
  });
});

describe("a subject in a place, on a tool without a setting field", () => {
  // The general tool draws a motif page; a place in the phrase still gets its setting, so what
  // `understood` names for the place (a kitchen's teapot) is on the page.
  it.each([4000, 4001, 4002, 4003])(
    "a cat in a cozy kitchen (seed %s): the kitchen and its teapot are drawn",
    (seed) => {
      const svg = renderSketchSvg({
        toolId: "doodle/coloring-page",
        hub: "doodle",
        output: "line-art",
        seed,
        sketch: { subject: "a cat in a cozy kitchen", page: "portrait" },
      });
      expect(svg).toContain('data-motif="1FAD6"');
      expect(svg).toContain('data-motif="1F408"');
    },
  );
});
