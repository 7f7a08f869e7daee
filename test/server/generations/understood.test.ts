import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// The built-in engine says what it drew for each subject word, and refuses (uncharged) a
// subject it has nothing close to.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => {
  await t.close();
});

const creditsOf = async (id: string) =>
  (await t.db.selectFrom("users").select("credits").where("id", "=", id).executeTakeFirstOrThrow()).credits;

describe("understood and unknown-subject", () => {
  it("reports how each subject word was drawn", async () => {
    const { client } = await t.signup();
    const res = await client.post("/api/generations", { tool: "kids/simple", values: { subject: "a cute kitten" } });
    expect(res.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
    expect(g.status).toBe("succeeded");
    expect(g.output.understood).toEqual([{ word: "kitten", drawnAs: expect.stringMatching(/cat/), exact: false }]);

    const b = await client.post("/api/generations", { tool: "kids/simple", values: { subject: "teddy bears" } });
    await t.deps.generations.idle();
    const g2 = (await client.get(`/api/generations/${b.json.generation.id}`)).json.generation;
    expect(g2.output.understood).toEqual([{ word: "teddy bears", drawnAs: "teddy bear", exact: true }]);
  });

  it("refuses a subject it cannot draw before charging, naming the word and the field", async () => {
    const { client, user } = await t.signup();
    const before = await creditsOf(user.id);
    const res = await client.post("/api/generations", { tool: "kids/simple", values: { subject: "zzqx blorp" } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("unknown-subject");
    expect(res.json.error.message).toContain('"zzqx blorp"');
    expect(res.json.error.message).toMatch(/such as cat, dog/);
    expect(res.json.error.fields).toEqual({ subject: res.json.error.message });
    expect(await creditsOf(user.id)).toBe(before);
    const rows = await t.db.selectFrom("generations").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toEqual([]);
  });

  it("refuses a relation whose subject it cannot draw: the other thing alone is not what was asked", async () => {
    const { client, user } = await t.signup();
    const before = await creditsOf(user.id);
    for (const [subject, word] of [
      ["a zorp riding a horse", "zorp"],
      ["a blorp in a pond", "blorp"],
      ["a zorp reading under a tree", "zorp"],
    ]) {
      const res = await client.post("/api/generations", { tool: "kids/simple", values: { subject } });
      expect(res.status, subject).toBe(400);
      expect(res.json.error.code).toBe("unknown-subject");
      expect(res.json.error.message).toBe(
        `The built-in artist can't draw "${word}" yet and nothing close to it. Try a subject it knows, such as cat, dog, dinosaur, rocket, cupcake, castle, or connect an image model, which draws anything.`,
      );
      expect(res.json.error.fields).toEqual({ subject: res.json.error.message });
    }
    expect(await creditsOf(user.id)).toBe(before);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    // A kid is a child, drawn exactly, riding the horse; "for kids" says who the page is for.
    const ok = await client.post("/api/generations", {
      tool: "kids/simple",
      values: { subject: "a kid riding a horse" },
    });
    expect(ok.status).toBe(202);
    const forKids = await client.post("/api/generations", {
      tool: "kids/simple",
      values: { subject: "cats for kids" },
    });
    expect(forKids.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${ok.json.generation.id}`)).json.generation;
    expect(g.output.understood).toEqual([
      { word: "kid", drawnAs: "child", exact: true },
      { word: "horse", drawnAs: "horse", exact: true },
    ]);
    const k = (await client.get(`/api/generations/${forKids.json.generation.id}`)).json.generation;
    // Cats for kids are a book of cats (server/sketch/themes.ts): the page one of its plan's, a
    // cat drawn and nothing left out; "for kids" is who it is for.
    const said = k.output.understood as Array<{ word: string; drawnAs: string | null }>;
    expect(said.some((u) => /\bcats?\b/.test(u.drawnAs ?? ""))).toBe(true);
    expect(said.filter((u) => u.drawnAs === null)).toEqual([]);
  });

  it("refuses a country it has no flag for, and draws one it has", async () => {
    const { client } = await t.signup();
    const bad = await client.post("/api/generations", { tool: "kids/flag-generator", values: { country: "Atlantis" } });
    // The catalogue's list may reject it first; either way nothing is charged or drawn.
    expect(bad.status).toBe(400);
    const ok = await client.post("/api/generations", { tool: "kids/flag-generator", values: { country: "Japan" } });
    expect(ok.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${ok.json.generation.id}`)).json.generation;
    expect(g.output.understood).toEqual([{ word: "Japan", drawnAs: "flag of Japan", exact: true }]);
  });

  it("answers every own property name of Object.prototype as a subject without a server error", async () => {
    const { client, user } = await t.signup();
    await t.db.updateTable("users").set({ credits: 1000 }).where("id", "=", user.id).execute();
    const words = Object.getOwnPropertyNames(Object.prototype);
    const ids: string[] = [];
    for (const word of words)
      for (const tool of ["kids/simple", "cozy/pov-scene"]) {
        const key = tool === "cozy/pov-scene" ? "scene" : "subject";
        const res = await client.post("/api/generations", { tool, values: { [key]: `a ${word} by the ${word}` } });
        expect([202, 400], `${tool} "${word}": ${res.status}`).toContain(res.status);
        if (res.status === 400) expect(res.json.error.code).toBe("unknown-subject");
        else ids.push(res.json.generation.id);
      }
    await t.deps.generations.idle();
    for (const id of ids) {
      const g = (await client.get(`/api/generations/${id}`)).json.generation;
      expect(g.status, id).toBe("succeeded");
    }
  });

  it("refuses a stand-in the user has not accepted before charging, and draws it once accepted", async () => {
    const { client, user } = await t.signup();
    const before = await creditsOf(user.id);
    const res = await client.post("/api/generations", { tool: "kids/simple", values: { subject: "an axolotl" } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("unknown-subject");
    expect(res.json.error.message).toBe(
      'The built-in artist can\'t draw "axolotl" itself; it would draw a frog instead. Accept the stand-in, try a subject it knows, such as cat, dog, dinosaur, rocket, cupcake, castle, or connect an image model, which draws anything.',
    );
    expect(res.json.error.fields).toEqual({ subject: res.json.error.message });
    expect(await creditsOf(user.id)).toBe(before);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

    const ok = await client.post("/api/generations", {
      tool: "kids/simple",
      values: { subject: "an axolotl" },
      acceptStandIns: true,
    });
    expect(ok.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${ok.json.generation.id}`)).json.generation;
    expect(g.output.understood).toEqual([{ word: "axolotl", drawnAs: "frog", exact: false, standIn: true }]);
    expect(await creditsOf(user.id)).toBe(before - 1);
  });

  it("refuses a typed stand-in whose word the artist re-read from the phrase, until accepted (issue 41, class 8)", async () => {
    // The stand-in's word is the artist's reading ("axolotls tail"), not letters the user typed: it
    // must not pass as a word of the tool's own recipe.
    const { client, user } = await t.signup();
    const before = await creditsOf(user.id);
    for (const [subject, word] of [["the axolotl's tail", "axolotls tail"]] as const) {
      const res = await client.post("/api/generations", { tool: "kids/simple", values: { subject } });
      expect(res.status, subject).toBe(400);
      expect(res.json.error.code).toBe("unknown-subject");
      expect(res.json.error.message).toContain(`"${word}"`);
      expect(res.json.error.message).toMatch(/it would draw an? \w+ instead\. Accept the stand-in/);
      expect(res.json.error.fields).toEqual({ subject: res.json.error.message });
    }
    expect(await creditsOf(user.id)).toBe(before);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

    const ok = await client.post("/api/generations", {
      tool: "kids/simple",
      values: { subject: "the axolotl's tail" },
      acceptStandIns: true,
    });
    expect(ok.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${ok.json.generation.id}`)).json.generation;
    expect(g.status).toBe("succeeded");
    expect(g.output.understood).toContainEqual(expect.objectContaining({ word: "axolotls tail", standIn: true }));
    expect(await creditsOf(user.id)).toBe(before - 1);
  });

  it("a stand-in the tool itself offers (its own suggestion, or a word of its recipe) is drawn without asking", async () => {
    const { client } = await t.signup();
    // "hummingbird" is one of Flying Birds' own suggestions; typed into Simple & Easy it is asked about.
    const offered = await client.post("/api/generations", {
      tool: "kids/flying-birds",
      values: { bird: "hummingbird" },
    });
    expect(offered.status).toBe(202);
    const typed = await client.post("/api/generations", { tool: "kids/simple", values: { subject: "a hummingbird" } });
    expect(typed.status).toBe(400);
    expect(typed.json.error.code).toBe("unknown-subject");
    // Mystery Characters' recipe names a "figure": no suggested background is refused for it.
    const mystery = t.deps.catalog().byId.get("adult/mystery-characters");
    if (!mystery) throw new Error("Mystery Characters is in the catalogue");
    const field = mystery.fields.find((f) => f.name === "background") as { suggestions: string[] };
    const background = field.suggestions[0];
    const sample = Object.fromEntries(
      mystery.fields.map((f) => [f.name, (f as { sample?: unknown }).sample ?? (f as { default?: unknown }).default]),
    );
    const res = await client.post("/api/generations", {
      tool: "adult/mystery-characters",
      values: { ...sample, background },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    await t.deps.generations.idle();
  });
});
