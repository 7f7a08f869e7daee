import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import type { Executor } from "../db/database.js";

/**
 * Files by key (`<user>/<id>.jpg`, `<id>.pdf`): under a folder of DATA_DIR when one process
 * serves everything, or in the shared database (table stored_files) with DATABASE_URL, so a file
 * one process wrote is readable from every other (docs/decisions/017-postgres-redis.md).
 */
export interface FileStore {
  write(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `folder/`. */
  removeFolder(folder: string): Promise<void>;
}

export function diskFiles(root: string): FileStore {
  const base = resolve(root);
  const full = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error("file key escapes the store");
    return path;
  };
  return {
    async write(key, data) {
      const path = full(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    read: (key) => readFile(full(key)).catch(() => null),
    remove: (key) => rm(full(key), { force: true }),
    removeFolder: (folder) => rm(full(folder), { recursive: true, force: true }),
  };
}

/** Keys are kept as `<namespace>/<key>` beside the generated pages (`YYYY-MM/…`). */
export function databaseFiles(db: Executor, namespace: string): FileStore {
  const name = (key: string) => {
    if (key.split("/").includes("..")) throw new Error("file key escapes the store");
    return `${namespace}/${key}`;
  };
  return {
    async write(key, data) {
      const k = name(key);
      await db
        .insertInto("stored_files")
        .values({ key: k, data, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("key").doUpdateSet({ data }))
        .execute();
    },
    async read(key) {
      const row = await db.selectFrom("stored_files").select("data").where("key", "=", name(key)).executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },
    async remove(key) {
      await db.deleteFrom("stored_files").where("key", "=", name(key)).execute();
    },
    async removeFolder(folder) {
      // Ids and folder names are letters, digits and dashes: nothing LIKE would read as a pattern.
      await db
        .deleteFrom("stored_files")
        .where("key", "like", `${name(folder)}/%`)
        .execute();
    },
  };
}
