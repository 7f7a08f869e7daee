import { afterAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { themeSubject } from "../../../server/sketch/themes.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { modelPng } from "../../helpers/model-png.js";

// docs/sketch.md, "Batches and themes": a theme word expands into a plan of distinct subjects,
// one a page, for the built-in engine and for a model provider's prompts alike.
const apps: TestApp[] = [];
let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | undefined;
afterAll(async () => {
  for (const app of apps) await app.close();
  await fake?.close();
});

async function batch(t: TestApp, values: Record<string, unknown>, count: number) {
  const u = await t.signup();
  await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", u.user.id).execute();
  const book = (await u.client.post("/api/books", { title: "Themes" })).json.book.id as string;
  const res = await u.client.post(`/api/books/${book}/batch`, { tool: "kids/simple", values, count, confirm: true });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  const ids = res.json.generations.map((g: { id: string }) => g.id) as string[];
  return Promise.all(
    ids.map(async (id) => {
      const g = (await u.client.get(`/api/generations/${id}`)).json.generation;
      const row = await t.db.selectFrom("generations").select("seed").where("id", "=", id).executeTakeFirstOrThrow();
      return { g, seed: row.seed };
    }),
  );
}

/** The drawings a subject phrase names, as `understood` words them ("a T-Rex and a volcano", "a pterodactyl over a volcano" → the two). */
const named = (subject: string) =>
  subject
    .replace(/^(a|an|the) /i, "")
    .split(/ (?:and|with|over) (?:a|an|the) /)
    .map((s) => s.toLowerCase());

describe("theme plans through a batch", () => {
  it("12 pages of dinosaurs on the built-in engine draw at least 8 different subjects, each named in understood", async () => {
    const t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
    apps.push(t);
    const pages = await batch(t, { subject: "dinosaurs" }, 12);
    const drawn = new Set<string>();
    for (const { g, seed } of pages) {
      expect(g.status).toBe("succeeded");
      // The stored values are the user's; the page draws its own subject of the plan.
      expect(g.values.subject).toBe("dinosaurs");
      const words = (g.output.understood as Array<{ word: string; drawnAs: string }>).map((w) =>
        w.drawnAs.toLowerCase(),
      );
      for (const thing of named(themeSubject("dinosaurs", seed))) expect(words, `seed ${seed}`).toContain(thing);
      drawn.add(words.sort().join(" + "));
    }
    expect(drawn.size).toBeGreaterThanOrEqual(8);
  });

  it("a model provider's batch: the prompt of each page names its subject of the plan", async () => {
    fake = await startFakeOpenAI(answerWithImage(modelPng(1024, 1024, 64)));
    const t = await createTestApp({ image: fakeImageProvider(fake) });
    apps.push(t);
    const pages = await batch(t, { subject: "farm animals" }, 3);
    const prompts = fake.requests.map((r) => String(r.body?.prompt ?? ""));
    expect(prompts).toHaveLength(3);
    // Each page's subject is its page of the plan ("a goat and a cow on a farm"), said whole in
    // exactly one prompt: three different pages, each prompt one of them.
    const subjects = pages.map(({ seed }) => themeSubject("farm animals", seed));
    expect(new Set(subjects).size).toBe(3);
    for (const subject of subjects) {
      const naming = prompts.filter((p) => p.includes(subject.replace(/^(a|an) /, "")));
      expect(naming, subject).toHaveLength(1);
    }
    expect(prompts.some((p) => p.includes("farm animals"))).toBe(false);
    for (const { g } of pages) {
      expect(g.status).toBe("succeeded");
      // A model's page: what it drew is not known.
      expect(g.output.extras).toBeNull();
    }
  }, 120_000);

  it("a subject that is no theme is drawn as written on every page", async () => {
    const t = apps[0] as TestApp;
    const pages = await batch(t, { subject: "a dinosaur egg" }, 3);
    // A dinosaur egg is an egg: "dinosaur" only says whose (left out, named in understood), on every page.
    for (const { g } of pages)
      expect(g.output.understood.map((w: { drawnAs: string | null }) => w.drawnAs)).toEqual([null, "egg"]);
  });
});
