import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBookSpec } from "../../../server/books/load.js";
import { loadPrintSource } from "../../../server/print/source.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => t.close());

/** Pixels of the candy palette's title edge colour (#d6246e) in the band where a cover's title sits. */
async function titleInk(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(1024, 1024)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let y = 44; y < 274; y++)
    for (let x = 70; x < 954; x++) {
      const i = (y * info.width + x) * 3;
      if (
        Math.abs((data[i] as number) - 0xd6) < 8 &&
        Math.abs((data[i + 1] as number) - 0x24) < 8 &&
        Math.abs((data[i + 2] as number) - 0x6e) < 8
      )
        n++;
    }
  return n;
}

describe("a book's front cover", () => {
  it("sets the title once: a built-in cover's art is drawn again without its own title", async () => {
    const u = await t.signup();
    const res = await u.client.post("/api/generations", {
      tool: "kids/cover-monster",
      values: { monster: "furry yeti", activity: "dancing", colorTheme: "candy", mood: "goofy" },
    });
    await t.deps.generations.idle();
    const id = res.json.generation.id as string;
    const b = (await u.client.post("/api/books", { title: "Yeti Dance" })).json.book;
    expect((await u.client.patch(`/api/books/${b.id}`, { coverGenerationId: id })).status).toBe(200);

    const row = await t.db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const stored = await loadPrintSource(t.deps.images, row, "cover");
    const book = await t.db.selectFrom("books").selectAll().where("id", "=", b.id).executeTakeFirstOrThrow();
    const spec = await loadBookSpec(t.db, t.deps.images, t.deps.catalog(), book);
    // The generation as the gallery shows it has its title ("Monster Fun") drawn in the band...
    expect(await titleInk(stored?.svg as string)).toBeGreaterThan(2000);
    // ...the book's cover art has none there: the book's own title is set as text over it.
    expect(await titleInk(spec.cover?.svg as string)).toBeLessThan(50);
  });
});
