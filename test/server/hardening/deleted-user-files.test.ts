import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { startFakeS3 } from "../../helpers/fake-s3.js";
import { houseSvg, photo } from "../../helpers/photos.js";

/**
 * Deleting an account removes everything of it in every store: its pages with their vector
 * originals, its photos and its book exports, on disk (DATA_DIR), in the shared database
 * (stored_files, under test:pg) and in an S3 bucket. Another user's files stay.
 */
let t: TestApp;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await t?.close();
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Every file under DATA_DIR (the SQLite database and its journals aside). */
function dataFiles(): string[] {
  const root = t.config.DATA_DIR;
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((p) => statSync(join(root, p)).isFile() && !/^inkling\.db/.test(relative(root, join(root, p))))
    .sort();
}

async function storedKeys(): Promise<string[]> {
  const rows = await t.db.selectFrom("stored_files").select("key").execute();
  return rows.map((r) => r.key).sort();
}

/** A user with a page (and its vector original), a photo and a book exported as printables. */
async function userWithFiles() {
  const { client, user } = await t.signup();
  const made = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
  expect(made.status).toBe(202);
  await t.deps.generations.idle();
  const id = made.json.generation.id as string;
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await photo(houseSvg()))], { type: "image/jpeg" }), "house.jpg");
  const up = await t.app.request("/api/uploads", {
    method: "POST",
    headers: { origin: ORIGIN, cookie: client.cookie },
    body: form,
  });
  expect(up.status).toBe(201);
  const book = await client.post("/api/books", { title: "Alphabet", author: "Ann" });
  expect(book.status).toBe(201);
  expect((await client.patch(`/api/books/${book.json.book.id}`, { pages: [id] })).status).toBe(200);
  const exported = await client.post(`/api/books/${book.json.book.id}/exports`, { kind: "printables" });
  expect(exported.status).toBe(202);
  await t.deps.books.exports.idle();
  const row = await t.db
    .selectFrom("generations")
    .select(["image_path", "vector_path"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const file = await t.db
    .selectFrom("book_exports")
    .select("file_path")
    .where("id", "=", exported.json.export.id)
    .executeTakeFirstOrThrow();
  expect(row.vector_path, "the page keeps a vector original").toMatch(/\.svg$/);
  expect(file.file_path).toMatch(/\.zip$/);
  return {
    user,
    /** The names of its files in any store end with one of these. */
    names: [
      row.image_path as string,
      row.vector_path as string,
      `exports/${file.file_path}`,
      `uploads/${user.id}/${up.status === 201 ? ((await up.json()) as { upload: { id: string } }).upload.id : ""}.jpg`,
    ],
  };
}

const mine = (keys: string[], names: string[]) => keys.filter((k) => names.some((n) => k.endsWith(n)));

async function remove(userId: string) {
  const admin = await t.admin();
  expect((await admin.del(`/api/admin/users/${userId}`)).status).toBe(204);
}

describe("deleting a user", () => {
  it("removes their pages, vector originals, photos and book exports from DATA_DIR or the database", async () => {
    // The built-in engine keeps a vector original of each page.
    t = await createTestApp({ image: createSketchImageProvider() });
    const ann = await userWithFiles();
    const bob = await userWithFiles();
    const list = async () => [...dataFiles(), ...(await storedKeys())];
    const before = await list();
    expect(mine(before, ann.names)).toHaveLength(4);
    expect(mine(before, bob.names)).toHaveLength(4);
    await remove(ann.user.id);
    const after = await list();
    expect(mine(after, ann.names)).toEqual([]);
    expect(after).toEqual(before.filter((k) => !ann.names.some((n) => k.endsWith(n))));
    for (const table of ["generations", "uploads", "book_exports", "books"] as const) {
      expect(await t.db.selectFrom(table).select("id").where("user_id", "=", ann.user.id).execute(), table).toEqual([]);
    }
  });

  it("removes them from an S3 bucket", async () => {
    const s3 = await startFakeS3();
    cleanups.push(() => s3.close());
    t = await createTestApp({ env: s3.env, image: createSketchImageProvider() });
    const ann = await userWithFiles();
    const bob = await userWithFiles();
    const before = [...s3.objects.keys()].sort();
    expect(mine(before, ann.names)).toHaveLength(4);
    expect(mine(before, bob.names)).toHaveLength(4);
    await remove(ann.user.id);
    const after = [...s3.objects.keys()].sort();
    expect(after).toEqual(before.filter((k) => !ann.names.some((n) => k.endsWith(n))));
    expect(mine(after, bob.names)).toHaveLength(4);
    expect(dataFiles()).toEqual([]);
  });

  it("keeps the account when the bucket cannot be reached, so the deletion can be tried again", async () => {
    const s3 = await startFakeS3();
    t = await createTestApp({ env: { ...s3.env, S3_TIMEOUT_MS: "1000" }, image: createSketchImageProvider() });
    const ann = await userWithFiles();
    const keys = [...s3.objects.keys()];
    await s3.close();
    const admin = await t.admin();
    const res = await admin.del(`/api/admin/users/${ann.user.id}`);
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("storage-unavailable");
    expect(await t.db.selectFrom("users").select("id").where("id", "=", ann.user.id).executeTakeFirst()).toBeDefined();
    expect(mine(keys, ann.names)).toHaveLength(4);
  });
});
