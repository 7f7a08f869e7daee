import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// docs/api.md, "Books": the resource, its permissions and its computed KDP figures.
let t: TestApp;
type Signed = Awaited<ReturnType<TestApp["signup"]>>;
let owner: Signed;
let other: Signed;
let pages: string[];
let cover: string;
let othersPage: string;

async function generate(who: Signed, tool: string, values: Record<string, unknown>) {
  const res = await who.client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  return res.json.generation.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  other = await t.signup();
  pages = [];
  for (const subject of ["Apple", "Dinosaur", "Zebra"]) pages.push(await generate(owner, "kids/alphabet", { subject }));
  cover = await generate(owner, "kids/cover-monster", {
    monster: "slimy blob",
    activity: "dancing",
    colorTheme: "candy",
    mood: "goofy",
  });
  othersPage = await generate(other, "kids/alphabet", { subject: "Cat" });
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/books", () => {
  it("answers 401 when signed out", async () => {
    const anon = t.client();
    expect((await anon.post("/api/books", { title: "A" })).status).toBe(401);
    expect((await anon.get("/api/books")).status).toBe(401);
  });

  it('refuses a missing or blank title with "Please enter a title"', async () => {
    for (const body of [{}, { title: "   " }]) {
      const res = await owner.client.post("/api/books", body);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({
        code: "invalid-input",
        message: "Please enter a title",
        fields: { title: "Please enter a title" },
      });
    }
  });

  it("creates a book with the contract's defaults and KDP's figures for 24 pages", async () => {
    const res = await owner.client.post("/api/books", { title: "Dino Days" });
    expect(res.status).toBe(201);
    const book = res.json.book;
    expect(book).toMatchObject({
      title: "Dino Days",
      subtitle: "",
      author: "",
      trim: "8.5x11",
      paper: "white",
      bleed: true,
      blankBacks: true,
      pageNumbers: false,
      pages: [],
      coverGenerationId: null,
      interiorPageCount: 24,
    });
    expect(book.spineWidthIn).toBeCloseTo(24 * 0.002252, 4);
    expect(book.coverSizeIn.width).toBeCloseTo(0.125 + 8.5 + 24 * 0.002252 + 8.5 + 0.125, 4);
    expect(book.coverSizeIn.height).toBeCloseTo(11.25, 4);
  });

  it("refuses an unknown trim or paper", async () => {
    expect((await owner.client.post("/api/books", { title: "A", trim: "9x12" })).status).toBe(400);
    expect((await owner.client.post("/api/books", { title: "A", paper: "glossy" })).status).toBe(400);
  });
});

describe("reading, changing and deleting a book", () => {
  it("lists only the caller's books, newest first", async () => {
    const a = (await owner.client.post("/api/books", { title: "First" })).json.book;
    const b = (await owner.client.post("/api/books", { title: "Second" })).json.book;
    await other.client.post("/api/books", { title: "Not yours" });
    const list = (await owner.client.get("/api/books")).json.books as Array<{ id: string; title: string }>;
    expect(list.map((x) => x.title)).not.toContain("Not yours");
    expect(list.findIndex((x) => x.id === b.id)).toBeLessThan(list.findIndex((x) => x.id === a.id));
  });

  it("answers 404 to anyone but the owner and the administrator", async () => {
    const book = (await owner.client.post("/api/books", { title: "Private" })).json.book;
    expect((await other.client.get(`/api/books/${book.id}`)).status).toBe(404);
    expect((await other.client.patch(`/api/books/${book.id}`, { title: "Mine now" })).status).toBe(404);
    expect((await other.client.del(`/api/books/${book.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/books/${book.id}/preflight`)).status).toBe(404);
    expect((await other.client.post(`/api/books/${book.id}/exports`, { kind: "cover" })).status).toBe(404);
    const admin = await t.admin();
    expect((await admin.get(`/api/books/${book.id}`)).json.book.title).toBe("Private");
    expect((await owner.client.get(`/api/books/${book.id}`)).json.book.title).toBe("Private");
    expect((await t.client().get(`/api/books/${book.id}`)).status).toBe(401);
  });

  it("takes pages in the order given and counts every printed page", async () => {
    const book = (await owner.client.post("/api/books", { title: "Order" })).json.book;
    const res = await owner.client.patch(`/api/books/${book.id}`, {
      pages: [pages[2], pages[0], pages[1]],
      coverGenerationId: cover,
      backText: "Colour me!",
      subtitle: "Three letters",
      author: "Jane Doe",
      frontMatter: { titlePage: true, copyrightPage: true, belongsTo: true },
      pageNumbers: true,
    });
    expect(res.status).toBe(200);
    const b = res.json.book;
    expect(b.pages.map((p: { generationId: string }) => p.generationId)).toEqual([pages[2], pages[0], pages[1]]);
    expect(b.pages[0]).toEqual({
      generationId: pages[2],
      tool: "kids/alphabet",
      values: expect.objectContaining({ subject: "Zebra" }),
      thumbUrl: `/api/images/${pages[2]}`,
    });
    expect(b).toMatchObject({
      coverGenerationId: cover,
      backText: "Colour me!",
      author: "Jane Doe",
      pageNumbers: true,
    });
    expect(b.frontMatter).toEqual({ titlePage: true, copyrightPage: true, belongsTo: true });
    // title, copyright, belongs-to, blank back, then 3 x (art, blank back) = 10, padded to 24.
    expect(b.interiorPageCount).toBe(24);
    const more = await owner.client.patch(`/api/books/${book.id}`, { pages: Array(20).fill(pages[0]) });
    expect(more.json.book.interiorPageCount).toBe(4 + 40);
    const cream = await owner.client.patch(`/api/books/${book.id}`, { paper: "cream", trim: "a4" });
    expect(cream.json.book.spineWidthIn).toBeCloseTo(44 * 0.0025, 4);
    expect(cream.json.book.coverSizeIn.width).toBeCloseTo(0.25 + 2 * 8.27 + 44 * 0.0025, 4);
    expect(cream.json.book.coverSizeIn.height).toBeCloseTo(11.69 + 0.25, 4);
  });

  it("takes only the caller's own finished line-art pages, and only a cover as the cover", async () => {
    const book = (await owner.client.post("/api/books", { title: "Strict" })).json.book;
    for (const bad of [[othersPage], [cover], ["no-such-page"], [pages[0], othersPage]]) {
      const res = await owner.client.patch(`/api/books/${book.id}`, { pages: bad });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toHaveProperty("pages");
    }
    const wrongCover = await owner.client.patch(`/api/books/${book.id}`, { coverGenerationId: pages[0] });
    expect(wrongCover.status).toBe(400);
    expect(wrongCover.json.error.fields).toHaveProperty("coverGenerationId");
    expect((await owner.client.get(`/api/books/${book.id}`)).json.book.pages).toEqual([]);
  });

  it("deleting a book leaves its pages in the gallery; deleting a page removes it from the book", async () => {
    const page = await generate(owner, "kids/alphabet", { subject: "Moon" });
    const coverPage = await generate(owner, "kids/cover-monster", {
      monster: "fuzzy",
      activity: "jumping",
      colorTheme: "candy",
      mood: "goofy",
    });
    const book = (await owner.client.post("/api/books", { title: "Gone" })).json.book;
    await owner.client.patch(`/api/books/${book.id}`, { pages: [page, pages[0]], coverGenerationId: coverPage });
    expect((await owner.client.del(`/api/generations/${page}`)).status).toBe(204);
    expect((await owner.client.del(`/api/generations/${coverPage}`)).status).toBe(204);
    const after = (await owner.client.get(`/api/books/${book.id}`)).json.book;
    expect(after.pages.map((p: { generationId: string }) => p.generationId)).toEqual([pages[0]]);
    expect(after.coverGenerationId).toBeNull();
    expect((await owner.client.del(`/api/books/${book.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/books/${book.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/generations/${pages[0]}`)).status).toBe(200);
  });

  it("deleting the user deletes their books", async () => {
    const gone = await t.signup();
    const book = (await gone.client.post("/api/books", { title: "Short-lived" })).json.book;
    const admin = await t.admin();
    expect((await admin.del(`/api/admin/users/${gone.user.id}`)).status).toBe(204);
    expect(await t.db.selectFrom("books").select("id").where("id", "=", book.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("provenance and the cover preview", () => {
  it("records per page the tool, provider, model and values, with a report for KDP's AI questions", async () => {
    const b = (await owner.client.post("/api/books", { title: "Where from", author: "Jane Doe" })).json.book;
    await owner.client.patch(`/api/books/${b.id}`, { pages: [pages[0], pages[1]], coverGenerationId: cover });
    const res = await owner.client.get(`/api/books/${b.id}/provenance`);
    expect(res.status).toBe(200);
    expect(res.json.pages).toHaveLength(2);
    expect(res.json.pages[0]).toMatchObject({
      position: 1,
      generationId: pages[0],
      tool: "kids/alphabet",
      provider: "Sketch",
      model: null,
      aiGenerated: false,
    });
    expect(res.json.pages[0].values).toMatchObject({ subject: "Apple" });
    expect(res.json.cover).toMatchObject({ generationId: cover, tool: "kids/cover-monster", aiGenerated: false });
    expect(res.json.report).toContain("Images: Not AI-generated");
    expect(res.json.report).toContain('subject="Apple"');
    const text = await owner.client.get(`/api/books/${b.id}/provenance?format=text`);
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await text.res.text()).toBe(res.json.report);
    expect((await other.client.get(`/api/books/${b.id}/provenance`)).status).toBe(404);
  });

  it("says a model provider's pages are AI-generated and names the model", async () => {
    await t.db
      .updateTable("generations")
      .set({ provider: "OpenAI" })
      .where("id", "=", pages[2] as string)
      .execute();
    try {
      const b = (await owner.client.post("/api/books", { title: "Mixed" })).json.book;
      await owner.client.patch(`/api/books/${b.id}`, { pages: [pages[2]] });
      const res = await owner.client.get(`/api/books/${b.id}/provenance`);
      expect(res.json.pages[0]).toMatchObject({
        provider: "OpenAI",
        model: t.config.OPENAI_IMAGE_MODEL,
        aiGenerated: true,
      });
      expect(res.json.report).toMatch(/Images: AI-generated\. 1 of 1 pages were drawn by OpenAI \(/);
    } finally {
      await t.db
        .updateTable("generations")
        .set({ provider: "Sketch" })
        .where("id", "=", pages[2] as string)
        .execute();
    }
  });

  it("says where the back text came from: the author, the built-in template, or a text model", async () => {
    const b = (await owner.client.post("/api/books", { title: "Sleepy Foxes" })).json.book;
    const made = await owner.client.post("/api/generations", {
      tool: "content/amazon-description",
      values: { title: "Sleepy Foxes" },
    });
    await t.deps.generations.idle();
    const g = (await owner.client.get(`/api/generations/${made.json.generation.id}`)).json.generation;
    const d = g.output.description;
    const textLine = async () =>
      ((await owner.client.get(`/api/books/${b.id}/provenance`)).json.report as string)
        .split("\n")
        .find((l) => l.startsWith("- Text:"));
    await owner.client.patch(`/api/books/${b.id}`, { backText: "Twenty-four pages of foxes curled up asleep." });
    expect(await textLine()).toMatch(/^- Text: Not AI-generated\. .*written by the author;/);
    const source = async () => (await owner.client.get(`/api/books/${b.id}/provenance`)).json.backText;
    expect(await source()).toEqual({ source: "author", edited: false, aiGenerated: false });
    // Issue 45: the book screen's "Write it for me" (the built-in back-cover template), kept as written…
    const written = (await owner.client.get(`/api/books/${b.id}/back-text?seed=2`)).json.backText as string;
    await owner.client.patch(`/api/books/${b.id}`, { backText: written });
    expect(await textLine()).toBe(
      "- Text: Not AI-generated. The back text was written by Inkling's built-in back-cover template from the book's title and page count (no AI model), as generated; the title, subtitle and author were written by the author; the copyright page is a fixed template filled with the book's title, author and year.",
    );
    expect(await source()).toEqual({ source: "template", edited: false, aiGenerated: false });
    // …and edited: still the template's writing, changed by the author.
    await owner.client.patch(`/api/books/${b.id}`, { backText: `${written} Made with love in Leeds.` });
    expect(await textLine()).toContain(
      "back-cover template from the book's title and page count (no AI model) and edited by the author;",
    );
    expect(await source()).toEqual({ source: "template", edited: true, aiGenerated: false });
    // "Write it for me": the description and its call to action, as the book screen saves them.
    await owner.client.patch(`/api/books/${b.id}`, { backText: `${d.description}\n\n${d.callToAction}` });
    expect(await textLine()).toContain("built-in description template, no AI model");
    await t.db
      .updateTable("generations")
      .set({ provider: "OpenAI", model: "gpt-text-test" })
      .where("id", "=", g.id)
      .execute();
    expect(await textLine()).toMatch(/^- Text: AI-generated\. The back text was written by OpenAI \(gpt-text-test\)/);
  });

  it("renders the cover as a PNG with the folds drawn (owner only)", async () => {
    const b = (await owner.client.post("/api/books", { title: "Preview" })).json.book;
    await owner.client.patch(`/api/books/${b.id}`, { pages, coverGenerationId: cover });
    const res = await owner.client.get(`/api/books/${b.id}/cover-preview.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = PNG.sync.read(Buffer.from(await res.res.arrayBuffer()));
    // 60 DPI of the full-wrap cover.
    expect(Math.abs(png.width - b.coverSizeIn.width * 60)).toBeLessThanOrEqual(1);
    expect(Math.abs(png.height - 11.25 * 60)).toBeLessThanOrEqual(1);
    // The back fold (x = 8.625 in) is drawn in red.
    const x = Math.round(8.625 * 60);
    const y = Math.round(2 * 60);
    const hit = [x - 1, x, x + 1].some((xx) => {
      const i = (y * png.width + xx) * 4;
      return (png.data[i] as number) > 180 && (png.data[i + 1] as number) < 90;
    });
    expect(hit).toBe(true);
    expect((await other.client.get(`/api/books/${b.id}/cover-preview.png`)).status).toBe(404);
  });
});
