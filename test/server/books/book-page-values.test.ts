import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// Issue 45, item 12: a book's rows all read "Simple & Easy" (the tool's name); each page carries
// the values it was made from, so its row can say what it shows and at which level.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a book's pages", () => {
  it("carry the values each page was made from, in print order", async () => {
    const owner = await t.signup();
    const make = async (values: Record<string, unknown>) =>
      (await owner.client.post("/api/generations", { tool: "kids/simple", values })).json.generation.id as string;
    const cow = await make({ subject: "cow", detail: "detailed" });
    const pig = await make({ subject: "pig", detail: "simple" });
    await t.deps.generations.idle();
    const book = (await owner.client.post("/api/books", { title: "Farm Animals" })).json.book;
    const patched = await owner.client.patch(`/api/books/${book.id}`, { pages: [pig, cow] });
    expect(patched.status).toBe(200);
    const read = (await owner.client.get(`/api/books/${book.id}`)).json.book;
    expect(read.pages.map((p: { values: Record<string, unknown> }) => [p.values.subject, p.values.detail])).toEqual([
      ["pig", "simple"],
      ["cow", "detailed"],
    ]);
  });
});
