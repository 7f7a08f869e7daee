import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { loadConfig } from "../server/config.js";

/**
 * `npm run backup`: a consistent copy of the database (SQLite's online backup, safe while the
 * server runs) and of the images, into DATA_DIR/backups/<timestamp>/.
 */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with its own tools, for example\n  pg_dump --format=custom --file=inkling.dump "$DATABASE_URL"\n(docs/operations.md, "Backups of PostgreSQL"); pages are in the database, so the dump holds them.',
  );
  process.exit(1);
}
const dataDir = resolve(config.DATA_DIR);
const dbFile = join(dataDir, "inkling.db");
if (!existsSync(dbFile)) {
  console.error(`No database at ${dbFile}`);
  process.exit(1);
}
const target = join(dataDir, "backups", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(target, { recursive: true });
const db = new SQLite(dbFile, { readonly: true });
await db.backup(join(target, "inkling.db"));
db.close();
if (existsSync(join(dataDir, "images"))) cpSync(join(dataDir, "images"), join(target, "images"), { recursive: true });
console.log(`Backup written to ${target}`);
