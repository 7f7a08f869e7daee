import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function make(client: Awaited<ReturnType<TestApp["signup"]>>["client"], tool: string, values: object) {
  const res = await client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  return res.json.generation.id as string;
}

describe("gallery favourites (PUT/DELETE /api/generations/:id/favourite)", () => {
  it("stars and unstars the owner's page, stored on the generation", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    const id = await make(client, "kids/alphabet", { subject: "Apple" });
    expect((await client.get(`/api/generations/${id}`)).json.generation.favourite).toBe(false);

    const put = await client.put(`/api/generations/${id}/favourite`, {});
    expect(put.status).toBe(200);
    expect(put.json.generation).toMatchObject({ id, favourite: true });
    const row = await t.db.selectFrom("generations").select("favourite").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.favourite).toBe(1);
    expect((await client.get(`/api/generations/${id}`)).json.generation.favourite).toBe(true);

    const del = await client.del(`/api/generations/${id}/favourite`);
    expect(del.status).toBe(200);
    expect(del.json.generation.favourite).toBe(false);
  });

  it("is refused for anyone but the owner (404) and for visitors (401)", async () => {
    t = await createTestApp();
    const owner = await t.signup();
    const other = await t.signup();
    const id = await make(owner.client, "kids/alphabet", { subject: "Apple" });
    expect((await other.client.put(`/api/generations/${id}/favourite`, {})).status).toBe(404);
    expect((await (await t.admin()).put(`/api/generations/${id}/favourite`, {})).status).toBe(404);
    expect((await t.client().put(`/api/generations/${id}/favourite`, {})).status).toBe(401);
    expect((await owner.client.put("/api/generations/nope/favourite", {})).status).toBe(404);
    const row = await t.db.selectFrom("generations").select("favourite").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.favourite).toBe(0);
  });
});

describe("gallery filters (GET /api/generations?hub=&tool=&favourite=1)", () => {
  it("narrows the caller's pages by hub, tool and favourites", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    const a = await make(client, "kids/alphabet", { subject: "Apple" });
    const b = await make(client, "kids/simple", { subject: "sun" });
    const c = await make(client, "adult/mandala", { theme: "lotus" });
    await client.put(`/api/generations/${b}/favourite`, {});
    await client.put(`/api/generations/${c}/favourite`, {});
    // Another user's favourite never shows.
    const other = await t.signup();
    const o = await make(other.client, "kids/simple", { subject: "cat" });
    await other.client.put(`/api/generations/${o}/favourite`, {});

    const ids = async (q: string) =>
      (await client.get(`/api/generations${q}`)).json.generations.map((g: { id: string }) => g.id);
    expect(await ids("")).toEqual([c, b, a]);
    expect(await ids("?hub=kids")).toEqual([b, a]);
    expect(await ids("?tool=kids/alphabet")).toEqual([a]);
    expect(await ids("?favourite=1")).toEqual([c, b]);
    expect(await ids("?hub=kids&favourite=1")).toEqual([b]);
    expect((await client.get("/api/generations?hub=../x")).status).toBe(400);
    expect((await client.get("/api/generations?tool=kids")).status).toBe(400);
  });
});
