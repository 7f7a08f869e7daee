import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import { searchTools } from "../../../web/lib/tool-search.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { pdfInfo } from "../../helpers/pdf.js";

// API.md, "Puzzles and activities": activity tools through the real pipeline, with the default
// (fixed) image provider: the puzzle is always our own engine's.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;

async function generate(tool: string, values: Record<string, unknown>) {
  const res = await owner.client.post("/api/generations", { tool, values });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.generations.idle();
  const g = (await owner.client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
  expect(g.status, JSON.stringify(g.error)).toBe("succeeded");
  return g;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signup();
});
afterAll(async () => {
  await t.close();
});

describe("activity generations", () => {
  it("a maze: the image output plus its puzzle and the answer key's address", async () => {
    const g = await generate("activities/maze", { theme: "dinosaur", shape: "circle", difficulty: "easy" });
    expect(g.output).toMatchObject({
      kind: "image",
      url: `/api/images/${g.id}`,
      width: 1024,
      height: 1024,
      vector: true,
      answerUrl: `/api/generations/${g.id}/answer.png`,
    });
    expect(g.output.puzzle).toMatchObject({ type: "maze", start: 0 });
    expect(g.output.puzzle.edges).toHaveLength(g.output.puzzle.nodes - 1);
    expect(g.output).not.toHaveProperty("answerKey");
    const page = await bytes((await owner.client.get(g.output.url)).res);
    expect(page[25]).toBe(0); // the page is stored greyscale: pure black and white
    const key = await owner.client.get(g.output.answerUrl);
    expect(key.status).toBe(200);
    expect(key.headers.get("content-type")).toBe("image/png");
    const answer = await bytes(key.res);
    expect(answer[25]).toBe(2); // the key keeps its colour
    expect(answer.equals(page)).toBe(false);
  });

  it("the answer key as a print PDF (Letter and A4), named after the tool", async () => {
    const g = await generate("activities/sudoku", { size: "4", difficulty: "easy" });
    expect(g.output.puzzle).toMatchObject({ type: "sudoku", size: 4, box: [2, 2] });
    const letter = await owner.client.get(`/api/generations/${g.id}/answer.pdf?download=1`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get("content-disposition")).toMatch(/^attachment; filename="sudoku-answers-[0-9T-]+\.pdf"$/);
    expect(pdfInfo(await bytes(letter.res))).toEqual({ pages: 1, width: 612, height: 792 });
    const a4 = await owner.client.get(`/api/generations/${g.id}/answer.pdf?paper=a4`);
    expect(pdfInfo(await bytes(a4.res))).toMatchObject({ pages: 1, width: 595.28 });
    expect((await owner.client.get(`/api/generations/${g.id}/answer.pdf?paper=legal`)).status).toBe(400);
    // The page itself prints like any page.
    expect((await owner.client.get(`/api/generations/${g.id}/print.pdf`)).status).toBe(200);
  });

  it("only the owner (or an administrator) sees the answer key; others get 404", async () => {
    const g = await generate("activities/word-search", { theme: "ocean", difficulty: "hard", page: "portrait" });
    expect(g.output).toMatchObject({ width: 1024, height: 1325 });
    expect(g.output.puzzle.type).toBe("word-search");
    const other = await t.signup();
    expect((await other.client.get(`/api/generations/${g.id}/answer.png`)).status).toBe(404);
    expect((await other.client.get(`/api/generations/${g.id}/answer.pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/generations/${g.id}/answer.png`)).status).toBe(401);
    const admin = await t.admin();
    expect((await admin.get(`/api/generations/${g.id}/answer.png`)).status).toBe(200);
  });

  it("a page that is not an activity has no answer key (404)", async () => {
    const g = await generate("kids/simple", { subject: "apple" });
    const res = await owner.client.get(`/api/generations/${g.id}/answer.png`);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("not-found");
  });

  it("deleting the page deletes its answer key", async () => {
    const g = await generate("activities/tracing", { text: "Aa" });
    expect(g.output.puzzle).toEqual({ type: "tracing", text: "Aa" });
    const row = await t.db.selectFrom("generations").selectAll().where("id", "=", g.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.output_json as string).answerKey;
    await expect(t.deps.images.read(stored.png)).resolves.toBeInstanceOf(Buffer);
    expect((await owner.client.del(`/api/generations/${g.id}`)).status).toBe(204);
    await expect(t.deps.images.read(stored.png)).rejects.toThrow();
    await expect(t.deps.images.read(stored.svg)).rejects.toThrow();
  });

  it("a spot the difference: two panels and the circles of its differences, circled in the key", async () => {
    const g = await generate("activities/spot-the-difference", {
      theme: "ocean",
      difficulty: "hard",
      page: "portrait",
    });
    expect(g.output).toMatchObject({ width: 1024, height: 1325, answerUrl: `/api/generations/${g.id}/answer.png` });
    const { puzzle } = g.output;
    expect(puzzle.type).toBe("spot-the-difference");
    expect(puzzle.panels).toHaveLength(2);
    expect(puzzle.differences).toHaveLength(10);
    for (const d of puzzle.differences) expect(Object.keys(d).sort()).toEqual(["r", "x", "y"]);
    expect((await owner.client.get(g.output.answerUrl)).status).toBe(200);
  });

  it("a dot-to-dot: its points 1..N in pixels of the stored page, the key in colour", async () => {
    const g = await generate("activities/dot-to-dot", { theme: "rocket", difficulty: "easy", page: "portrait" });
    expect(g.output).toMatchObject({ width: 1024, height: 1325, answerUrl: `/api/generations/${g.id}/answer.png` });
    const { points } = g.output.puzzle;
    expect(g.output.puzzle).toEqual({ type: "dot-to-dot", points });
    expect(points.length).toBeGreaterThanOrEqual(15);
    expect(points.length).toBeLessThanOrEqual(30);
    expect(points.map((p: { n: number }) => p.n)).toEqual(points.map((_: unknown, i: number) => i + 1));
    for (const p of points) expect(Object.keys(p).sort()).toEqual(["n", "x", "y"]);
    const key = await bytes((await owner.client.get(g.output.answerUrl)).res);
    expect(key[25]).toBe(2);
  });

  it("a colour by number: its legend of named colours, the key the page coloured", async () => {
    const g = await generate("activities/color-by-number", { theme: "owl", difficulty: "hard" });
    const { legend } = g.output.puzzle;
    expect(g.output.puzzle).toEqual({ type: "color-by-number", legend });
    expect(legend.length).toBeGreaterThan(2);
    expect(legend.length).toBeLessThanOrEqual(12);
    for (const [i, l] of legend.entries()) {
      expect(l).toEqual({ n: i + 1, color: expect.stringMatching(/^#[0-9a-f]{6}$/), name: expect.any(String) });
    }
    const page = await bytes((await owner.client.get(g.output.url)).res);
    expect(page[25]).toBe(0);
    const pdf = await owner.client.get(`/api/generations/${g.id}/answer.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfInfo(await bytes(pdf.res))).toEqual({ pages: 1, width: 612, height: 792 });
  });

  it("20 pages of one activity are 20 different puzzles (each job its own seed)", async () => {
    const puzzles = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const g = await generate("activities/maze", { theme: "cat", difficulty: "easy" });
      puzzles.add(JSON.stringify(g.output.puzzle.edges));
    }
    expect(puzzles.size).toBe(5);
  });

  it("batches of dot to dot and color by number pages are different pages too", async () => {
    for (const [tool, theme] of [
      ["activities/dot-to-dot", "cat"],
      ["activities/color-by-number", "dinosaur"],
    ] as const) {
      const keys = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const g = await generate(tool, { theme, difficulty: "medium" });
        keys.add((await bytes((await owner.client.get(g.output.answerUrl)).res)).toString("base64"));
      }
      expect(keys.size, tool).toBe(4);
    }
  });
});

describe("the user's own words are checked before any credit is taken", () => {
  it.each([
    [
      "activities/word-search",
      { theme: "pets", words: "cat, d0g, owl, hen", difficulty: "easy" },
      "words",
      '"d0g" can only use the letters A to Z',
    ],
    [
      "activities/word-search",
      { theme: "pets", words: "cat, ox, owl, hen", difficulty: "easy" },
      "words",
      '"ox" is too short: words need at least 3 letters',
    ],
    [
      "activities/word-search",
      { theme: "pets", words: "cat, dog, owl", difficulty: "easy" },
      "words",
      "Please enter at least 4 words",
    ],
    [
      "activities/word-search",
      { theme: "pets", words: "cat, dog, cat, dog", difficulty: "easy" },
      "words",
      "Please enter at least 4 words",
    ],
    [
      "activities/tracing",
      { text: "héllo ☺" },
      "text",
      "Tracing uses the letters A to Z, digits and simple punctuation",
    ],
  ])("%s %j → 400 on %s", async (tool, values, field, message) => {
    const before = (await owner.client.get("/api/auth/me")).json.user.credits;
    const res = await owner.client.post("/api/generations", { tool, values });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: "invalid-input", message, fields: { [field]: message } });
    expect((await owner.client.get("/api/auth/me")).json.user.credits).toBe(before);
  });
});

describe("tool search finds activities by their usual names", () => {
  it.each([
    ["worksheet", "activities/tracing"],
    ["tracing", "activities/tracing"],
    ["handwriting", "activities/tracing"],
    ["maze", "activities/maze"],
    ["labyrinth", "activities/maze"],
    ["word find", "activities/word-search"],
    ["word search", "activities/word-search"],
    ["sudoku", "activities/sudoku"],
    ["puzzle", "activities/sudoku"],
    ["spot the difference", "activities/spot-the-difference"],
    ["find the difference", "activities/spot-the-difference"],
    ["connect the dots", "activities/dot-to-dot"],
    ["color by number", "activities/color-by-number"],
    ["paint by number", "activities/color-by-number"],
  ])("%j finds %s", (query, id) => {
    const hits = searchTools(publicCatalog(t.deps.catalog()), query, 20).map((h) => h.tool.id);
    expect(hits).toContain(id);
  });
});
