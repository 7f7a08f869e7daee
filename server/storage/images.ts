import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/** Generated PNGs on local disk under DATA_DIR/images, addressed by a relative key. */
export interface ImageStore {
  save(id: string, png: Buffer): Promise<string>;
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
  return {
    async save(id, png) {
      const month = new Date().toISOString().slice(0, 7);
      const key = join(month, `${id}.png`);
      await mkdir(dirname(full(key)), { recursive: true });
      await writeFile(full(key), png);
      return key;
    },
    read: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}
