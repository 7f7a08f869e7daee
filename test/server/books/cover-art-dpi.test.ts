import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLayout, MIN_DPI, type Trim } from "../../../engine/books/kdp.js";
import { frontArtPx } from "../../../server/covers/art.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { modelCopy } from "../../helpers/book-flow.js";
import { pdfImages, pdfInfo } from "../../helpers/pdf.js";

// Issue 47 item 8 (docs/kdp.md, "images": 300 DPI at their printed size): a cover made with a
// built-in cover tool, chosen for an 8x10 or a 7.44x9.69 book, prints at 300 DPI or more on the
// plain cover and on every design, read back from the exported file; a cover picture with no
// vector original that cannot reach 300 DPI on the book's front fails the preflight, naming it.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
let page: string;
let cover: string;
let rasterCover: string;

async function generate(tool: string, values: Record<string, unknown>) {
  const res = await owner.client.post("/api/generations", { tool, values });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.generations.idle();
  return res.json.generation.id as string;
}

async function makeBook(trim: Trim, template: string | null, coverId: string) {
  const created = await owner.client.post("/api/books", { title: "Yeti Dance", author: "Ana Lee", trim });
  expect(created.status).toBe(201);
  const res = await owner.client.patch(`/api/books/${created.json.book.id}`, {
    pages: [page],
    coverGenerationId: coverId,
    cover: template ? { template } : null,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { book: res.json.book as { id: string; interiorPageCount: number } };
}

async function exportCover(bookId: string) {
  const res = await owner.client.post(`/api/books/${bookId}/exports`, { kind: "cover" });
  if (res.status !== 202) return { status: `refused ${res.status}`, file: null };
  await t.deps.books.exports.idle();
  const done = (await owner.client.get(`/api/exports/${res.json.export.id}`)).json.export;
  if (done.status !== "succeeded") return { status: `${done.status}: ${done.error?.message}`, file: null };
  return { status: "succeeded", file: Buffer.from(await (await owner.client.get(done.url)).res.arrayBuffer()) };
}

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", owner.user.id).execute();
  page = await generate("kids/monster-fun", { monster: "furry yeti", activity: "dancing" });
  cover = await generate("kids/cover-monster", {
    monster: "furry yeti",
    activity: "dancing",
    colorTheme: "candy",
    mood: "goofy",
  });
  // A model's cover: its stored 1024 px picture and no vector original to draw again.
  rasterCover = await modelCopy(t, cover);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe.each(["8x10", "7.44x9.69"] as Trim[])("a built-in cover on a %s book", (trim) => {
  it("prints at 300 DPI or more on the plain cover and every design", async () => {
    const lowest: Record<string, number> = {};
    for (const template of [null, "hero", "before-after", "frame", "kids", "collage"]) {
      const { book } = await makeBook(trim, template, cover);
      const { status, file } = await exportCover(book.id);
      expect(status, `${template ?? "plain"} cover`).toBe("succeeded");
      const images = pdfImages(file as Buffer);
      expect(images.length).toBeGreaterThan(0);
      lowest[template ?? "plain"] = Math.min(...images.map((i) => Math.min(i.xppi, i.yppi)));
      if (template) {
        // The front's art is drawn again at the pixels its trim needs: wider than the 1024 px stored.
        const layout = coverLayout(trim, "white", book.interiorPageCount);
        const front = Math.max(...images.map((i) => i.width));
        expect(front).toBe(frontArtPx(template as "hero", layout, 1, 1));
        expect(front).toBeGreaterThan(1024);
      }
      expect(pdfInfo(file as Buffer).pages).toBe(1);
    }
    for (const dpi of Object.values(lowest)) expect(dpi).toBeGreaterThanOrEqual(MIN_DPI);
  }, 120_000);

  it("a 1024 px picture with no vector original fails the preflight for a design, which names it, and prints on the plain cover", async () => {
    const { book } = await makeBook(trim, "frame", rasterCover);
    const preflight = (await owner.client.get(`/api/books/${book.id}/preflight`)).json;
    const art = preflight.checks.find((c: { id: string }) => c.id === "cover-art");
    expect(art).toMatchObject({ status: "fail" });
    // The frame design fits the picture across the front with its bleed: 300 DPI over that width.
    const need = Math.ceil((trim === "8x10" ? 8.125 : 7.565) * MIN_DPI);
    expect(art.detail).toBe(
      `The chosen cover art is 1024 x 1024 px: the Decorative frame design needs ${need} px across to print it at 300 DPI on this ${trim} book. Choose a cover made with the built-in cover tools, or the plain cover`,
    );
    expect((await exportCover(book.id)).status).not.toBe("succeeded");

    // The plain cover prints the same picture at its 300 DPI print size: offered, and exported.
    const plain = await makeBook(trim, null, rasterCover);
    const { status, file } = await exportCover(plain.book.id);
    expect(status).toBe("succeeded");
    for (const image of pdfImages(file as Buffer))
      expect(Math.min(image.xppi, image.yppi)).toBeGreaterThanOrEqual(MIN_DPI);
  }, 120_000);
});
