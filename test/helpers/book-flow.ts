import { expect } from "vitest";
import type { TestApp } from "./app.js";

/** A signed-up user of a test app, as `TestApp["signup"]` returns one. */
type Owner = Awaited<ReturnType<TestApp["signup"]>>;

/** The values a tool's form asks for: every required field filled, the hardest puzzle (the thinnest lines). */
export function hardestValues(t: TestApp, tool: string, page: string): Record<string, string> {
  const fields = (t.deps.catalog().byId.get(tool)?.fields ?? []) as Array<{ name: string; required?: unknown }>;
  const values: Record<string, string> = { difficulty: "hard", page };
  for (const f of fields) if (f.required) values[f.name] = f.name === "text" ? "Hello Sam" : "dinosaur";
  return values;
}

/** A page made through POST /api/generations, waited for and checked to have succeeded: its id. */
export async function generated(t: TestApp, owner: Owner, tool: string, values: Record<string, unknown>) {
  const res = await owner.client.post("/api/generations", { tool, values });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.generations.idle();
  const id = res.json.generation.id as string;
  const done = (await owner.client.get(`/api/generations/${id}`)).json.generation;
  expect(done.status, JSON.stringify(done.error)).toBe("succeeded");
  return id;
}

/**
 * A book's export through POST /api/books/:id/exports, waited for and checked to have succeeded
 * (a KDP export is read back and checked in the worker: a failing check fails it): its file.
 */
export async function exportedFile(
  t: TestApp,
  owner: Owner,
  bookId: string,
  kind: "interior" | "cover" | "printables",
): Promise<Buffer> {
  const res = await owner.client.post(`/api/books/${bookId}/exports`, { kind });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await t.deps.books.exports.idle();
  const done = (await owner.client.get(`/api/exports/${res.json.export.id}`)).json.export;
  expect(done.status, JSON.stringify(done.error)).toBe("succeeded");
  return Buffer.from(await (await owner.client.get(done.url)).res.arrayBuffer());
}

/**
 * A model's copy of a built-in cover (`id`): its stored 1024 px picture and no vector original to
 * draw again, made a second after it (so a newest-first list shows it first). Its id.
 */
export async function modelCopy(t: TestApp, id: string): Promise<string> {
  const row = await t.db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const copy = `${id}-model`;
  await t.db
    .insertInto("generations")
    .values({
      ...row,
      id: copy,
      provider: "OpenAI",
      model: "gpt-image-1",
      vector_path: null,
      created_at: new Date(Date.parse(row.created_at) + 1000).toISOString(),
    })
    .execute();
  return copy;
}
