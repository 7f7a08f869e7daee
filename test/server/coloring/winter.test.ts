/**
 * Natural colour that looks like the season (issue 42): a Christmas or winter page's ground is
 * snow under a winter sky, not summer grass; a white thing the drawing set draws in light grey (a
 * beard, a hat's fur trim) is white, not grey; another page keeps its green grass.
 */
import { describe, expect, it } from "vitest";
import { lineArtGrey } from "../../../server/coloring/color-page.js";
import { colorLineArt } from "../../../server/coloring/index.js";
import { saysWinter, winterPage } from "../../../server/coloring/natural.js";
import { renderSketchPage, type SketchRequest } from "../../../server/sketch/index.js";

const W = 400;

const page = (subject: string): SketchRequest => ({
  toolId: "doodle/coloring-page",
  hub: "doodle",
  output: "line-art",
  sketch: { layout: "motif", subject },
  seed: 8,
});

/** The shapes' own `data-colour`s painted over their white fills (read here, apart from the colouring). */
async function sourcePixels(svg: string): Promise<Uint8Array> {
  const { Resvg } = await import("@resvg/resvg-js");
  const painted = svg.replace(
    /<(\w+)([^>]*?)\sdata-colour="(#[0-9a-f]{3,6})"([^>]*?)(\/?)>/g,
    (_m, tag, a, c, b, end) => {
      const attrs = `${a}${b}`;
      return /(?:^|\s)fill="#fff"/.test(attrs)
        ? `<${tag}${attrs.replace(/(^|\s)fill="#fff"/, `$1fill="${c}"`)}${end}>`
        : `<${tag}${attrs}${end}>`;
    },
  );
  return new Resvg(painted, { fitTo: { mode: "width", value: W }, background: "#ffffff" }).render().pixels;
}

/** The mean colour of the page's paper (no ink near) in a band of rows, as shares of its height, inside its frame. */
async function bandMean(
  req: SketchRequest,
  rows: [number, number],
  opts: { winter?: boolean } = {},
): Promise<[number, number, number]> {
  const { svg, png } = renderSketchPage(req);
  const colored = await colorLineArt({ svg, png }, "natural", 1, { width: W, ...opts });
  const { grey } = await lineArtGrey({ svg, png }, W);
  const source = await sourcePixels(svg);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(colored.height * rows[0]); y < colored.height * rows[1]; y++)
    for (let x = Math.round(W * 0.12); x < W * 0.88; x++) {
      const i = y * W + x;
      // Paper away from the lines, where the drawing gives no colour of its own (the scenery's ground or sky).
      if ((grey[i] as number) < 250 || (grey[i - 1] as number) < 250 || (grey[i + 1] as number) < 250) continue;
      if (Math.min(source[i * 4] as number, source[i * 4 + 1] as number, source[i * 4 + 2] as number) < 250) continue;
      for (let k = 0; k < 3; k++) sum[k] = (sum[k] as number) + (colored.rgb[i * 3 + k] as number);
      n++;
    }
  expect(n).toBeGreaterThan(200);
  return sum.map((v) => v / n) as [number, number, number];
}

const chroma = ([r, g, b]: [number, number, number]) => Math.max(r, g, b) - Math.min(r, g, b);

describe("winter colour", () => {
  it("tells winter words and a winter page from others", () => {
    for (const w of [
      "Christmas Coloring Book for Kids",
      "Santa, Snowmen, Reindeer",
      "a snowy forest",
      "Winter Wonderland",
    ])
      expect(saysWinter(w), w).toBe(true);
    for (const w of ["Jungle Animals Coloring Book", "ice cream party", "Mindful Mandalas"])
      expect(saysWinter(w), w).toBe(false);
    expect(winterPage(renderSketchPage(page("Santa Claus")).svg)).toBe(true);
    expect(winterPage(renderSketchPage(page("a lion")).svg)).toBe(false);
  });

  it("a Santa page's ground is snow, pale and nearly without colour, under a cold sky, never summer grass", async () => {
    const ground = await bandMean(page("Santa Claus"), [0.86, 0.93]);
    expect(Math.min(...ground)).toBeGreaterThan(210);
    expect(chroma(ground)).toBeLessThan(32);
    const sky = await bandMean(page("Santa Claus"), [0.04, 0.1]);
    // A winter sky: pale and grey-blue, never the saturated summer blue.
    expect(chroma(sky)).toBeLessThan(50);
    expect(sky[2]).toBeGreaterThanOrEqual(sky[0]);
  });

  it("a page of a Christmas book is a winter scene when the book says so, whatever it shows (a gift)", async () => {
    const summer = await bandMean(page("a gift"), [0.86, 0.93], { winter: false });
    expect(summer[1]).toBeGreaterThan(summer[0] + 15);
    const winter = await bandMean(page("a gift"), [0.86, 0.93], { winter: true });
    expect(Math.min(...winter)).toBeGreaterThan(210);
    expect(chroma(winter)).toBeLessThan(32);
  });

  it("a lion's page keeps its green grass", async () => {
    const ground = await bandMean(page("a lion"), [0.86, 0.93]);
    expect(ground[1]).toBeGreaterThan(ground[0] + 15);
    expect(ground[1]).toBeGreaterThan(ground[2] + 15);
  });

  it("what the drawing set draws white in light grey (Santa's beard, his hat's trim) is coloured white", async () => {
    const { svg, png } = renderSketchPage(page("Santa Claus"));
    const colored = await colorLineArt({ svg, png }, "natural", 1, { width: W });
    const { grey } = await lineArtGrey({ svg, png }, W);
    const source = await sourcePixels(svg);
    let light = 0;
    let white = 0;
    for (let i = 0; i < W * colored.height; i++) {
      if ((grey[i] as number) < 250) continue;
      const [r, g, b] = [source[i * 4] as number, source[i * 4 + 1] as number, source[i * 4 + 2] as number];
      // A light neutral grey in the source: the set's white.
      if (Math.min(r, g, b) < 190 || Math.max(r, g, b) > 240 || Math.max(r, g, b) - Math.min(r, g, b) > 10) continue;
      light++;
      if (
        Math.min(colored.rgb[i * 3] as number, colored.rgb[i * 3 + 1] as number, colored.rgb[i * 3 + 2] as number) >=
        225
      )
        white++;
    }
    expect(light).toBeGreaterThan(2000);
    expect(white / light).toBeGreaterThan(0.9);
  });
});
