/**
 * How different the pages of a batch of 8 lone subjects are on a portrait page (docs/sketch.md,
 * "Batches"): for each subject, the worst overlap of two pages' dilated ink and how many of the 28
 * pairs overlap by more than half. With STRIPS=dir, each batch is also written as a PNG strip.
 *
 *   npx tsx scripts/sketch-variety.ts                      # the default list, batch from seed 5000
 *   SUBJECTS="a pig,a castle" FIRST=123457 STRIPS=/tmp npx tsx scripts/sketch-variety.ts
 *
 * PAIRS=1 names the pages (by seed mod 8) of each pair over half.
 */
import { join } from "node:path";
import sharp from "sharp";
import { validateValues } from "../engine/compile.js";
import { renderTool } from "../engine/render.js";
import { plannedValues } from "../server/generations/plan.js";
import { rasterise, renderSketchSvg } from "../server/sketch/index.js";
import { testCatalog } from "../test/helpers/app.js";
import { inkMask, inkOverlap } from "../test/helpers/ink-overlap.js";

const DEFAULT =
  "a cat,a dog,a bear,a fox,an owl,a lion,a tiger,a unicorn,a dragon,a dinosaur,a horse,a cow,a pig,a sheep,a goat,a chicken,a duck,a rabbit,a mouse,an elephant,a giraffe,a zebra,a monkey,a panda,a koala,a kangaroo,a penguin,a whale,a dolphin,a shark,an octopus,a fish,a turtle,a frog,a snail,a butterfly,a bee,a ladybug,a car,a bus,a train,a tractor,a fire truck,an airplane,a rocket,a boat,a house,a castle,a cupcake,an ice cream,a flower,a tree,a robot,a princess,a girl,a boy,a mermaid,a fairy,a snowman,a pumpkin,a hedgehog,a deer,a crocodile";
const subjects = (process.env.SUBJECTS ?? DEFAULT).split(",").map((s) => s.trim());
const first = Number(process.env.FIRST ?? 5000);
const strips = process.env.STRIPS;
const tool = testCatalog().byId.get("kids/simple");
if (!tool) throw new Error("kids/simple is missing");

let passing = 0;
for (const subject of subjects) {
  const valid = validateValues(tool, { subject, page: "portrait" });
  if (!valid.ok) throw new Error(valid.message);
  const masks = [];
  const tiles: Buffer[] = [];
  for (let i = 0; i < 8; i++) {
    const seed = first + i;
    const sketch = renderTool(tool, plannedValues(tool, valid.values, seed)).sketch ?? {};
    const req = { toolId: tool.id, hub: tool.hub, output: "line-art" as const, sketch, seed };
    masks.push(inkMask(req));
    if (strips) {
      const { img } = rasterise({ ...req, size: 300 }, renderSketchSvg(req));
      tiles.push(
        await sharp(Buffer.from(img.pixels), { raw: { width: img.width, height: img.height, channels: 4 } })
          .png()
          .toBuffer(),
      );
    }
  }
  let worst = 0;
  let over = 0;
  for (let i = 0; i < 8; i++)
    for (let j = i + 1; j < 8; j++) {
      const o = inkOverlap(masks[i] as (typeof masks)[0], masks[j] as (typeof masks)[0]);
      worst = Math.max(worst, o);
      if (o > 0.5) {
        over++;
        if (process.env.PAIRS) console.log(`  pages ${i} and ${j}: ${o.toFixed(2)}`);
      }
    }
  if (!over) passing++;
  console.log(`${subject.padEnd(16)} worst ${worst.toFixed(2)}  pairs over half ${over}/28`);
  if (strips && tiles.length) {
    const { width = 300, height = 388 } = await sharp(tiles[0]).metadata();
    await sharp({ create: { width: width * 8 + 70, height, channels: 3, background: "#888" } })
      .composite(tiles.map((t, i) => ({ input: t, left: i * (width + 10), top: 0 })))
      .png()
      .toFile(join(strips, `${subject.replace(/\W+/g, "-")}.png`));
  }
}
console.log(`${passing} of ${subjects.length} batches: no two pages overlap by more than half`);
