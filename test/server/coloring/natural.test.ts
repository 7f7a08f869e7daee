/**
 * Natural colouring (issue 42 item 1): a built-in page coloured in its source drawings' colours,
 * read back from the coloured pixels and compared with the page drawn in those colours.
 */
import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coloredQuery } from "../../../engine/api/generations.js";
import { coverLayout } from "../../../engine/books/kdp.js";
import { hexRgb, paletteById } from "../../../engine/covers/palettes.js";
import { defaultCoverDesign } from "../../../engine/covers/templates.js";
import { tint } from "../../../server/coloring/assign.js";
import { colorRaster } from "../../../server/coloring/color-page.js";
import { colorLineArt, lineArtGrey } from "../../../server/coloring/index.js";
import { calmColors, hsl } from "../../../server/coloring/natural.js";
import { labelRegions, regionNeighbours } from "../../../server/coloring/regions.js";
import { coverArt } from "../../../server/covers/art.js";
import { renderSketchPage, type SketchRequest } from "../../../server/sketch/index.js";

const W = 512;

const page = (subject: string, layout = "motif", setting?: string): SketchRequest => ({
  toolId: "kids/simple",
  hub: "kids",
  output: "line-art",
  sketch: { layout, subject, ...(setting ? { setting } : {}) },
  seed: 3,
});

/**
 * The page drawn with each shape's `data-colour` as its fill (written here, apart from the
 * colouring's own reading): what the source drawing looks like. Shapes without one stay white.
 */
function sourceRender(svg: string): Uint8Array {
  const painted = svg.replace(
    /<(\w+)([^>]*?)\sdata-colour="(#[0-9a-f]{6})"([^>]*?)(\/?)>/g,
    (_m, tag, a, c, b, end) => {
      const attrs = `${a}${b}`;
      // Black details stay black; a white shape, or one that inherits its fill, is painted.
      if (/(?:^|\s)fill="#000"/.test(attrs)) return `<${tag}${attrs}${end}>`;
      return /(?:^|\s)fill="/.test(attrs)
        ? `<${tag}${attrs.replace(/(^|\s)fill="[^"]*"/, `$1fill="${c}"`)}${end}>`
        : `<${tag}${attrs} fill="${c}"${end}>`;
    },
  );
  return new Resvg(painted, {
    fitTo: { mode: "width", value: W },
    background: "#ffffff",
    font: { loadSystemFonts: false },
  }).render().pixels;
}

/** Mean hue (degrees) of RGB samples, as a mean of unit vectors; and their mean saturation. */
function meanHue(samples: Array<[number, number, number]>): { hue: number; sat: number } {
  let x = 0;
  let y = 0;
  let sat = 0;
  for (const [r, g, b] of samples) {
    const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    const [h, s] = hsl(hex);
    x += Math.cos((h * Math.PI) / 180);
    y += Math.sin((h * Math.PI) / 180);
    sat += s;
  }
  return { hue: ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360, sat: sat / samples.length };
}

const hueGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * The page coloured naturally; for its largest regions with a source colour (0.4% of the page
 * or more, not the paper around it), the mean hue of the coloured pixels and of the source
 * render; and the hue most of the subject is coloured in (15° steps, saturated pixels of every
 * region but the paper around the drawing and the largest one, the ground it stands on).
 */
async function largestRegions(req: SketchRequest) {
  const { svg, png } = renderSketchPage(req);
  const colored = await colorLineArt({ svg, png }, "natural", 1, { width: W });
  const { grey, width, height } = await lineArtGrey({ svg }, W);
  const map = labelRegions(grey, width, height);
  const src = sourceRender(svg);
  const inPage = new Map<number, Array<[number, number, number]>>();
  const inSource = new Map<number, Array<[number, number, number]>>();
  for (let i = 0; i < map.labels.length; i++) {
    const l = map.labels[i] as number;
    if (!l || map.edge[l] || (map.area[l] as number) < width * height * 0.004 || (grey[i] as number) < 250) continue;
    const s: [number, number, number] = [src[i * 4] as number, src[i * 4 + 1] as number, src[i * 4 + 2] as number];
    if (s[0] > 250 && s[1] > 250 && s[2] > 250) continue;
    if (!inPage.has(l)) {
      inPage.set(l, []);
      inSource.set(l, []);
    }
    inPage
      .get(l)
      ?.push([colored.rgb[i * 3] as number, colored.rgb[i * 3 + 1] as number, colored.rgb[i * 3 + 2] as number]);
    inSource.get(l)?.push(s);
  }
  const regions = [...inPage.keys()]
    // Regions the source paints over at least half their paper: the drawing's own parts.
    .filter((l) => (inPage.get(l)?.length ?? 0) * 4 >= (map.area[l] as number) * 0.5)
    .sort((a, b) => (map.area[b] as number) - (map.area[a] as number))
    .map((l) => ({
      id: l,
      area: map.area[l] as number,
      page: meanHue(inPage.get(l) ?? []),
      source: meanHue(inSource.get(l) ?? []),
    }));
  const largest = [...Array(map.count + 1).keys()]
    .slice(1)
    .sort((a, b) => (map.area[b] as number) - (map.area[a] as number))[0];
  const hues = new Float64Array(24);
  for (let i = 0; i < map.labels.length; i++) {
    const l = map.labels[i] as number;
    if (!l || l === largest || map.edge[l]) continue;
    const rgb = [colored.rgb[i * 3], colored.rgb[i * 3 + 1], colored.rgb[i * 3 + 2]] as number[];
    const [h, s] = hsl(`#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`);
    if (s >= 0.25) hues[Math.floor(h / 15) % 24] = (hues[Math.floor(h / 15) % 24] as number) + 1;
  }
  const subjectHue = hues.indexOf(Math.max(...hues)) * 15 + 7.5;
  return { colored, map, regions, svg, png, subjectHue };
}

describe("natural colouring of built-in pages", () => {
  const cases: Array<[string, SketchRequest, [number, number]]> = [
    // The hue most of the subject takes: a golden lion, a red fire truck, a green frog.
    ["lion", page("lion"), [25, 50]],
    ["fire truck", page("fire truck", "scene", "city street"), [345, 15]],
    ["frog", page("frog"), [90, 160]],
  ];
  for (const [name, req, [lo, hi]] of cases)
    it(`a ${name} has its source drawing's hues in its largest regions`, async () => {
      const { regions, subjectHue } = await largestRegions(req);
      const hued = regions.filter((r) => r.source.sat >= 0.25);
      expect(hued.length, `${name}: large coloured regions`).toBeGreaterThanOrEqual(2);
      for (const r of hued)
        expect(hueGap(r.page.hue, r.source.hue), `${name} region ${r.id} (${r.area} px)`).toBeLessThanOrEqual(30);
      const inRange = lo < hi ? subjectHue >= lo && subjectHue <= hi : subjectHue >= lo || subjectHue <= hi;
      expect(inRange, `${name} is mostly hue ${subjectHue}`).toBe(true);
    });

  it("keeps neighbours apart: regions that touch across a line never share a fill", async () => {
    for (const req of [page("lion"), page("frog", "scene", "pond")]) {
      const { colored, map } = await largestRegions(req);
      const fill = new Map(colored.regions.map((r) => [r.id, r.color]));
      const min = Math.round(map.width * map.height * 0.0005);
      let pairs = 0;
      for (const [a, set] of regionNeighbours(map, Math.round(map.width * 0.012)).entries()) {
        if ((map.area[a] as number) < min) continue;
        for (const b of set) {
          if (b < a || (map.area[b] as number) < min) continue;
          pairs++;
          const [r1, g1, b1] = hexRgb(fill.get(a) as string);
          const [r2, g2, b2] = hexRgb(fill.get(b) as string);
          expect(Math.hypot(r1 - r2, g1 - g2, b1 - b2), `regions ${a} and ${b}`).toBeGreaterThanOrEqual(30);
        }
      }
      expect(pairs).toBeGreaterThan(10);
    }
  });

  it("palette= still colours as before: the source colours change nothing", async () => {
    const { svg, png } = renderSketchPage(page("lion"));
    const plain = svg.replace(/ data-colour="[^"]*"/g, "");
    expect(plain).not.toBe(svg);
    const now = await colorLineArt({ svg, png }, "bright", 5, { width: W });
    const { grey, width, height } = await lineArtGrey({ svg: plain }, W);
    const before = colorRaster(
      grey,
      width,
      height,
      paletteById("bright") as NonNullable<ReturnType<typeof paletteById>>,
      5,
    );
    expect(Buffer.from(now.rgb).equals(Buffer.from(before.rgb))).toBe(true);
    const bright = paletteById("bright")?.colors ?? [];
    expect(now.regions.filter((r) => !r.background && r.area > 200).every((r) => bright.includes(r.color))).toBe(true);
  });

  it("the source colours draw nothing: the page's pixels are the same with and without them", () => {
    const { svg } = renderSketchPage(page("fire truck", "scene", "city street"));
    expect(svg).toMatch(/data-colour="#[0-9a-f]{6}"/);
    const draw = (s: string) =>
      new Resvg(s, { fitTo: { mode: "width", value: W }, font: { loadSystemFonts: false } }).render().pixels;
    expect(Buffer.from(draw(svg)).equals(Buffer.from(draw(svg.replace(/ data-colour="[^"]*"/g, ""))))).toBe(true);
  });

  it("a model page (no source colours) keeps the palette, its large regions in the calm colours", async () => {
    // A page as a model draws it: a raster alone, no vector original and so no source colours.
    const png = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
    const natural = await colorLineArt({ png }, "natural", 9);
    const bright = paletteById("bright") as NonNullable<ReturnType<typeof paletteById>>;
    const calm = calmColors(bright).slice(0, 4);
    const loudest = calmColors(bright).at(-1) as string;
    const total = natural.width * natural.height;
    const large = natural.regions.filter((r) => !r.background && r.area >= total * 0.03);
    expect(large.length).toBeGreaterThan(0);
    for (const r of large) {
      expect(r.color).not.toBe(loudest);
      // A pale tint of a calm colour (or of the palette's blue or green for a sky or a ground): lighter than any palette colour.
      expect(hsl(r.color)[2]).toBeGreaterThan(Math.min(...calm.map((c) => hsl(c)[2])));
    }
    const small = natural.regions.filter((r) => !r.background && r.area > 200 && r.area < total * 0.03);
    expect(small.some((r) => bright.colors.includes(r.color))).toBe(true);
  });

  it("the coloured page's request takes natural, by default, or a palette id", () => {
    expect(coloredQuery.parse({}).palette).toBe("natural");
    expect(coloredQuery.parse({ palette: "natural" }).palette).toBe("natural");
    expect(coloredQuery.parse({ palette: "ocean" }).palette).toBe("ocean");
    expect(coloredQuery.safeParse({ palette: "rainbow" }).success).toBe(false);
  });

  it("a cover design colours a built-in page naturally by default, and from the palette when asked", async () => {
    const { svg, png } = renderSketchPage(page("lion"));
    const lion = { kind: "line-art" as const, png: new Uint8Array(png), svg, minStrokePt: null };
    const layout = coverLayout("8.5x11", "white", 24);
    const bright = paletteById("bright")?.colors ?? [];
    const known = bright.flatMap((c) => [hexRgb(c), hexRgb(tint(c, 0.6))]);
    const near = (rgb: number[], c: number[]) =>
      Math.hypot(
        (c[0] as number) - (rgb[0] as number),
        (c[1] as number) - (rgb[1] as number),
        (c[2] as number) - (rgb[2] as number),
      ) < 20;
    /**
     * Of the front's paper (not ink), the share in the lion's gold (hue 25-50°, saturated, mid
     * light) that is neither a palette colour nor its pale tint: the drawing's own colour.
     */
    const golden = async (coloring?: "natural" | "palette") => {
      const design = { ...defaultCoverDesign, ...(coloring ? { coloring } : {}) };
      const front = (await coverArt(design, [lion], [], null, layout)).colored[0];
      let pixels: Uint8Array;
      let channels: number;
      if (front?.kind === "image") {
        const { data, info } = await sharp(front.jpeg).raw().toBuffer({ resolveWithObject: true });
        pixels = new Uint8Array(data);
        channels = info.channels;
      } else if (front?.kind === "vector") {
        // The vector fills drawn as flat colours: every layer's fill, region by region.
        const layers = front.colors.layers
          .map((l) => `<path fill="${l.color}" d="${[...l.loops].map((p) => `M${[...p].join(" ")}Z`).join("")}"/>`)
          .join("");
        const drawn = new Resvg(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${front.width}" height="${front.height}">${layers}</svg>`,
          { background: "#000000" },
        ).render();
        pixels = drawn.pixels;
        channels = 4;
      } else throw new Error("no front art");
      let paper = 0;
      let off = 0;
      for (let i = 0; i < pixels.length; i += channels * 7) {
        const rgb = [pixels[i], pixels[i + 1], pixels[i + 2]] as number[];
        if (Math.max(...rgb) < 110) continue;
        paper++;
        if (known.some((c) => near(rgb, c))) continue;
        const [h, sat, l] = hsl(`#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`);
        if (h >= 25 && h <= 50 && sat >= 0.5 && l >= 0.4 && l <= 0.68) off++;
      }
      return off / paper;
    };
    expect(await golden()).toBeGreaterThan(0.15);
    expect(await golden("natural")).toBeGreaterThan(0.15);
    expect(await golden("palette")).toBeLessThan(0.03);
  }, 60_000);
});

describe("people are coloured as people", () => {
  it("a person's face is a skin tone, never the emoji set's yellow (a smiley keeps its yellow)", async () => {
    const face = async (subject: string) => {
      const req = page(subject);
      const { svg, png } = renderSketchPage(req);
      const colored = await colorLineArt({ svg, png }, "natural", 1, { width: W });
      const { grey, width, height } = await lineArtGrey({ svg }, W);
      const map = labelRegions(grey, width, height);
      const src = sourceRender(svg);
      // The region the source paints the emoji set's skin yellow (#ffc83d) over most.
      const yellow = new Map<number, number>();
      for (let i = 0; i < map.labels.length; i++) {
        const l = map.labels[i] as number;
        const [r, g, b] = [src[i * 4], src[i * 4 + 1], src[i * 4 + 2]] as number[];
        if (
          l &&
          Math.abs((r as number) - 255) < 6 &&
          Math.abs((g as number) - 200) < 6 &&
          Math.abs((b as number) - 61) < 10
        )
          yellow.set(l, (yellow.get(l) ?? 0) + 1);
      }
      const region = [...yellow].sort((a, b) => b[1] - a[1])[0]?.[0];
      const samples: Array<[number, number, number]> = [];
      for (let i = 0; i < map.labels.length; i++)
        if (map.labels[i] === region && (grey[i] as number) >= 250)
          samples.push([colored.rgb[i * 3], colored.rgb[i * 3 + 1], colored.rgb[i * 3 + 2]] as [
            number,
            number,
            number,
          ]);
      const mean = samples
        .reduce((a, s) => [a[0] + s[0], a[1] + s[1], a[2] + s[2]], [0, 0, 0])
        .map((v) => v / samples.length);
      return hsl(`#${mean.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`);
    };
    // Emoji yellow is hue 43, lightness 0.62; a light skin tone is paler and redder.
    const santa = await face("Santa Claus");
    expect(santa[2], `Santa's face lightness ${santa[2]}`).toBeGreaterThanOrEqual(0.72);
    expect(santa[0], `Santa's face hue ${santa[0]}`).toBeLessThan(38);
    const smiley = await face("grinning face");
    expect(smiley[2], `the smiley's lightness ${smiley[2]}`).toBeLessThan(0.72);
  });

  it("every shade of a person's skin is skin: a nose, ears and hands are never the emoji set's orange", async () => {
    // The emoji set's default skin and its shades (nose, ears, fingers), by where its own
    // light-skin variants put skin.
    const emojiSkin = ["#ffc83d", "#fdbb11", "#fcb100", "#f59f00", "#ed9200", "#d67d00"];
    for (const subject of ["Santa Claus", "a chef", "a firefighter", "a girl waving"]) {
      const { svg, png } = renderSketchPage(page(subject));
      const colored = await colorLineArt({ svg, png }, "natural", 1, { width: W });
      const { grey, width, height } = await lineArtGrey({ svg }, W);
      const map = labelRegions(grey, width, height);
      const src = sourceRender(svg);
      // Each region's pixels the source paints in one of those shades, and its coloured pixels.
      const shaded = new Map<number, { skin: number; all: number; px: Array<[number, number, number]> }>();
      for (let i = 0; i < map.labels.length; i++) {
        const l = map.labels[i] as number;
        if (!l || (grey[i] as number) < 250) continue;
        const hex = `#${[src[i * 4], src[i * 4 + 1], src[i * 4 + 2]].map((v) => (v as number).toString(16).padStart(2, "0")).join("")}`;
        const r = shaded.get(l) ?? { skin: 0, all: 0, px: [] };
        r.all++;
        if (emojiSkin.includes(hex)) r.skin++;
        r.px.push([colored.rgb[i * 3], colored.rgb[i * 3 + 1], colored.rgb[i * 3 + 2]] as [number, number, number]);
        shaded.set(l, r);
      }
      const skinRegions = [...shaded.values()].filter((r) => r.skin > r.all / 2 && r.all >= 30);
      expect(skinRegions.length, `${subject}: regions of skin`).toBeGreaterThan(0);
      for (const r of skinRegions) {
        const { hue } = meanHue(r.px);
        const light =
          r.px.reduce((a, [red, g, b]) => a + (Math.max(red, g, b) + Math.min(red, g, b)) / 510, 0) / r.px.length;
        // The emoji's shades are hue 34-43, the nose's as dark as 0.46; skin is redder and lighter.
        expect(hue, `${subject}: a skin region's hue (${r.all} px)`).toBeLessThan(33);
        expect(light, `${subject}: a skin region's lightness (${r.all} px)`).toBeGreaterThan(0.55);
      }
    }
  });
});
