import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../../engine/catalog.js";
import { readCatalogFiles } from "../../../server/catalog/load.js";
import { createOpenAITextProvider } from "../../../server/text/index.js";
import { authoredTools } from "../../fixtures/authored-tools.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { json, startFakeOpenAI } from "../../helpers/fake-openai.js";

async function run(t: TestApp, client: ReturnType<TestApp["client"]>, tool: string, values: Record<string, unknown>) {
  const res = await client.post("/api/generations", { tool, values });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.generations.idle();
  return (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
}

describe("content tools through the generation route (builtin text provider)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("returns the requested number of ideas and charges one credit", async () => {
    const { client } = await t.signup();
    const g = await run(t, client, "content/coloring-ideas", { theme: "ocean", count: 7 });
    expect(g.status).toBe("succeeded");
    expect(g.output.kind).toBe("ideas");
    expect(g.output.ideas).toHaveLength(7);
    expect(g.charged).toBe(1);
  });

  it("returns a store description with 7 long-tail keywords", async () => {
    const { client } = await t.signup();
    const g = await run(t, client, "content/amazon-description", { title: "Cozy Cats Coloring Book" });
    expect(g.output.kind).toBe("description");
    expect(g.output.description.keywords.longTail).toHaveLength(7);
    expect(g.output.description.bulletPoints.length).toBeGreaterThan(0);
  });

  it("returns a copyright page with the ISBN only when given", async () => {
    const { client } = await t.signup();
    const withIsbn = await run(t, client, "content/copyright-page", {
      title: "Dino Days",
      author: "Ada Lovelace",
      isbn: "978-3-16-148410-0",
      publisher: "",
    });
    expect(withIsbn.output.text).toContain("Ada Lovelace");
    expect(withIsbn.output.text).toContain("978-3-16-148410-0");
    const without = await run(t, client, "content/copyright-page", { title: "Dino Days", author: "Ada Lovelace" });
    expect(without.output.text).not.toMatch(/ISBN/);
  });

  it("refuses an incomplete copyright form with the spec's message", async () => {
    const { client } = await t.signup();
    const res = await client.post("/api/generations", {
      tool: "content/copyright-page",
      values: { title: "Dino Days", author: " " },
    });
    expect(res.json.error.message).toBe("Please enter both book title and author name");
  });
});

describe("content tools with the openai text provider failing", () => {
  it("shows the tool's failure message and refunds the credit", async () => {
    const fake = await startFakeOpenAI((_req, res) => json(res, 500, { error: { message: "boom" } }));
    const t = await createTestApp({
      text: createOpenAITextProvider({ apiKey: "sk-x", baseURL: `${fake.base}/v1`, maxRetries: 0, timeoutMs: 2000 }),
    });
    try {
      const { client } = await t.signup();
      const g = await run(t, client, "content/coloring-ideas", { theme: "space", count: 5 });
      expect(g.status).toBe("failed");
      expect(g.error.message).toBe("Failed to generate ideas");
      expect((await client.get("/api/credits")).json.credits).toBe(250);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

describe("a list tool added as a file only (builtin list generator)", () => {
  let t: TestApp;
  beforeAll(async () => {
    const files = [...readCatalogFiles(), ...Object.entries(authoredTools).map(([path, text]) => ({ path, text }))];
    const { catalog, errors } = buildCatalog(files);
    expect(errors).toEqual([]);
    t = await createTestApp({ catalog });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers with the requested number of titles built from its patterns, free of charge", async () => {
    const { client } = await t.signup();
    const g = await run(t, client, "content/fixture-book-title-ideas", { topic: "Cats", count: 5 });
    expect(g.status).toBe("succeeded");
    expect(g.charged).toBe(0);
    expect(g.output.kind).toBe("ideas");
    expect(g.output.ideas).toHaveLength(5);
    for (const title of g.output.ideas) expect(title).toContain("Cats");
    expect(new Set(g.output.ideas).size).toBe(5);
  });

  it("sends a language model the tool's own prompt and reads the reply as a list", async () => {
    const fake = await startFakeOpenAI((_req, res) =>
      json(res, 200, {
        id: "c1",
        object: "chat.completion",
        created: 0,
        model: "gpt-4o-mini",
        choices: [
          {
            index: 0,
            finish_reason: "stop",
            message: { role: "assistant", content: "- Cats in Hats\n- Purrfect Pages\n- Whisker Wonderland" },
          },
        ],
      }),
    );
    const files = [...readCatalogFiles(), ...Object.entries(authoredTools).map(([path, text]) => ({ path, text }))];
    const app = await createTestApp({
      catalog: buildCatalog(files).catalog,
      text: createOpenAITextProvider({ apiKey: "k", baseURL: `${fake.base}/v1`, maxRetries: 0, timeoutMs: 2000 }),
    });
    try {
      const { client } = await app.signup();
      const g = await run(app, client, "content/fixture-book-title-ideas", { topic: "Cats", count: 3 });
      expect(g.output).toEqual({ kind: "ideas", ideas: ["Cats in Hats", "Purrfect Pages", "Whisker Wonderland"] });
      const sent = fake.requests[0]?.body.messages[0].content as string;
      expect(sent).toContain("Suggest 3 catchy titles for a coloring book about Cats, one per line.");
      expect(sent).toContain('Reply with exactly 3 lines, each starting with "- "');
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
