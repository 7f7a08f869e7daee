import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphemeLength } from "../../../engine/graphemes.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/**
 * Every free-text field of a tool has a length limit (issue 40; docs/catalog.md, "Text limits"):
 * 200 characters unless the descriptor sets its own `maxLength`. The compiled schema refuses
 * longer text on the web and the server alike, naming the field, so no generation stores more,
 * and no message repeats a page of what was typed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;
const TEXT_TYPES = new Set(["text", "textarea", "suggest"]);

/** `words` repeated and cut to exactly `length` characters. */
const exactly = (length: number, words: string) => words.repeat(Math.ceil(length / words.length)).slice(0, length);

const creditsOf = async (id: string) =>
  (await t.db.selectFrom("users").select("credits").where("id", "=", id).executeTakeFirstOrThrow()).credits;

describe("every text field has a limit", () => {
  it("GET /api/catalog gives every text, textarea and suggest field its maxLength: 200 unless the tool sets one", async () => {
    const catalog = (await t.client().get("/api/catalog")).json;
    const own = new Map<string, number>([
      ["activities/word-search words", 400],
      ["adult/detailed-cityscape features", 500],
      ["kids/doodle-letters letter", 1],
    ]);
    let defaults = 0;
    for (const tool of catalog.tools)
      for (const field of tool.fields)
        if (TEXT_TYPES.has(field.type)) {
          expect(field.maxLength, `${tool.id} ${field.name}`).toBeGreaterThan(0);
          const key = `${tool.id} ${field.name}`;
          if (own.has(key)) expect(field.maxLength, key).toBe(own.get(key));
          if (field.maxLength === 200) defaults++;
        }
    // Most fields (subjects, themes, scenes) take the catalogue's default.
    expect(defaults).toBeGreaterThan(50);
  });
});

describe("a value over its field's limit is refused before anything is charged or stored", () => {
  it.each([
    ["kids/simple", "subject", 200, exactly(201, "a cat ")],
    ["kids/simple", "subject", 200, exactly(MB - 100, "zorp blorp ")],
    ["kids/cover-generator", "mainElement", 200, exactly(201, "a rocket "), { title: "My Book" }],
    ["content/coloring-ideas", "theme", 200, exactly(201, "ocean ")],
    ["activities/word-search", "words", 400, exactly(401, "cat, "), { theme: "pets" }],
  ])("%s %s (limit %i): %#", async (tool, field, max, value, others: Record<string, string> = {}) => {
    const { client, user } = await t.signup();
    const before = await creditsOf(user.id);
    const message = `Please use at most ${max} characters`;
    for (const path of ["/api/generations", "/api/previews", "/api/books/batch-quote"]) {
      if (path === "/api/previews" && !tool.startsWith("kids/") && !tool.startsWith("adult/")) continue;
      const res = await client.post(path, { tool, values: { ...others, [field]: value }, count: 1 });
      expect(res.status, path).toBe(400);
      expect(res.json.error, path).toEqual({ code: "invalid-input", message, fields: { [field]: message } });
    }
    expect(await creditsOf(user.id)).toBe(before);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("counts characters as people do: 200 emoji are within the default limit, 201 are not", async () => {
    const { client } = await t.signup("subscription");
    const quote = (subject: string) =>
      client.post("/api/books/batch-quote", { tool: "kids/simple", values: { subject }, count: 1 });
    // A word the artist reads, then emoji: a subject of emoji alone names nothing it draws (refused
    // as unknown before any limit matters).
    const at = await quote(`dinosaur ${"🦕".repeat(191)}`);
    expect(at.status, JSON.stringify(at.json)).toBe(200);
    const over = await quote(`dinosaur ${"🦕".repeat(192)}`);
    expect(over.status).toBe(400);
    expect(over.json.error.fields).toEqual({ subject: "Please use at most 200 characters" });
  });
});

describe("stored generations never hold more than their fields' limits", () => {
  it("a page and text tools' ideas at the limit are stored whole; six megabyte attempts store nothing", async () => {
    const { client, user } = await t.signup();
    await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", user.id).execute();
    const subject = exactly(200, "a cat and a dog ").trim();
    const page = await client.post("/api/generations", { tool: "kids/simple", values: { subject } });
    expect(page.status).toBe(202);
    expect(page.json.generation.values.subject).toBe(subject);
    const theme = exactly(200, "ocean animals ");
    for (let i = 0; i < 6; i++) {
      const refused = await client.post("/api/generations", {
        tool: "content/coloring-ideas",
        values: { theme: exactly(MB - 200, "ocean animals ") },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields).toEqual({ theme: "Please use at most 200 characters" });
    }
    const ideas = await client.post("/api/generations", { tool: "content/coloring-ideas", values: { theme } });
    expect(ideas.status).toBe(202);

    const rows = await t.db
      .selectFrom("generations")
      .select(["tool", "values_json"])
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(2);
    const catalog = t.deps.catalog();
    for (const row of rows) {
      const fields = catalog.byId.get(row.tool)?.fields ?? [];
      const values = JSON.parse(row.values_json) as Record<string, unknown>;
      for (const field of fields as Array<{ name: string; type: string; maxLength?: number }>) {
        if (!TEXT_TYPES.has(field.type)) continue;
        expect(graphemeLength(String(values[field.name] ?? "")), `${row.tool} ${field.name}`).toBeLessThanOrEqual(
          field.maxLength as number,
        );
      }
    }
    // The gallery page of both: a few kilobytes, not megabytes.
    const gallery = await client.get("/api/generations");
    expect(gallery.json.generations).toHaveLength(2);
    expect((await gallery.res.text()).length).toBeLessThan(8 * 1024);
  });
});

describe("a refusal quotes at most 40 characters of what was typed", () => {
  it("unknown-subject names the first 40 characters of a long unknown subject, with an ellipsis", async () => {
    const { client } = await t.signup("subscription");
    const subject = exactly(200, "zzqx blorp ").trim();
    const res = await client.post("/api/generations", { tool: "kids/simple", values: { subject } });
    expect(res.status).toBe(400);
    const message = `The built-in artist can't draw "${subject.slice(0, 40).trimEnd()}…" yet and nothing close to it. Try a subject it knows, such as cat, dog, dinosaur, rocket, cupcake, castle, or connect an image model, which draws anything.`;
    expect(res.json.error).toEqual({ code: "unknown-subject", message, fields: { subject: message } });
    // A short one is quoted whole, as before.
    const short = await client.post("/api/generations", { tool: "kids/simple", values: { subject: "zzqx" } });
    expect(short.json.error.message).toMatch(/^The built-in artist can't draw "zzqx" yet/);
  });
});
