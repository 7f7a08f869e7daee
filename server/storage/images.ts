import { writeFile as writeFileCallback } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import type { Executor } from "../db/database.js";

// The callback form: fs/promises' writeFile makes a FileHandle object (with its finaliser) per
// file, ~6% of the server's time per generation under load (docs/performance.md).
const writeFile = promisify(writeFileCallback);

/**
 * Generated pages, addressed by a relative key (`2026-11/<id>.png`): the PNG, and beside it the
 * page's vector original (`.svg`) when one exists (docs/decisions/011-pdf-library.md). On local
 * disk under DATA_DIR/images (one process, the default), or in the database (DATABASE_URL: every
 * process reads what any of them made; docs/decisions/017-postgres-redis.md).
 */
export interface ImageStore {
  save(id: string, data: Buffer | string, ext?: "png" | "svg"): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function createDiskImageStore(root: string): ImageStore {
  const base = resolve(root);
  const full = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error("image key escapes the store");
    return path;
  };
  // Month folders already made: one mkdir a month instead of one per image.
  const made = new Set<string>();
  return {
    async save(id, data, ext = "png") {
      const month = new Date().toISOString().slice(0, 7);
      const key = join(month, `${id}.${ext}`);
      const path = full(key);
      if (!made.has(month)) {
        await mkdir(dirname(path), { recursive: true });
        made.add(month);
      }
      try {
        await writeFile(path, data);
      } catch (e) {
        // The folder was removed behind our back (an operator tidying up): make it again, once.
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, data);
      }
      return key;
    },
    read: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}

/** A page that is not in the store, reported as a missing file is on disk (`code: "ENOENT"`). */
export function missingPage(key: string): Error {
  return Object.assign(new Error(`no stored file ${key}`), { code: "ENOENT" });
}

/**
 * For reads where a missing file means "not found": null for that, but a store that is not
 * answering stays an error (503 storage-unavailable, server/storage/s3.ts), not a false 404.
 */
export function nullIfMissing(e: unknown): null {
  if ((e as { code?: string })?.code === "storage-unavailable") throw e;
  return null;
}

/** Where a page is kept: `YYYY-MM/<id>.<ext>`, by the month it was made. */
export function monthKey(id: string, ext: string) {
  return `${new Date().toISOString().slice(0, 7)}/${id}.${ext}`;
}

/** Files in the table stored_files of the shared database (migration 008). */
export function createDatabaseImageStore(db: Executor): ImageStore {
  return {
    async save(id, data, ext = "png") {
      const key = monthKey(id, ext);
      const bytes = typeof data === "string" ? Buffer.from(data) : data;
      await db
        .insertInto("stored_files")
        .values({ key, data: bytes, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("key").doUpdateSet({ data: bytes }))
        .execute();
      return key;
    },
    async read(key) {
      const row = await db.selectFrom("stored_files").select("data").where("key", "=", key).executeTakeFirst();
      if (!row) throw missingPage(key);
      return Buffer.from(row.data);
    },
    async remove(key) {
      await db.deleteFrom("stored_files").where("key", "=", key).execute();
    },
  };
}
