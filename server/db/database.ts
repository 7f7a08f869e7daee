import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, type Transaction } from "kysely";
import { migrations } from "../../migrations/index.js";
import { checkpointInBackground } from "./checkpoint.js";
import type { Database } from "./schema.js";
import { CachingSqliteDialect } from "./sqlite-driver.js";

export type DB = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Repository functions take either; the same code runs inside or outside a transaction. */
export type Executor = DB | Tx;

/**
 * SQLite through better-sqlite3 is the embedded default (docs/decisions/003). The pragmas are
 * the only SQLite-specific SQL; application queries stay portable.
 */
export function openDatabase(file: string, opts: { backgroundCheckpoint?: boolean } = {}): DB {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // The long-running server checkpoints in a worker thread (checkpoint.ts); short scripts and
  // in-memory test databases keep SQLite's automatic checkpoints.
  const checkpoints = opts.backgroundCheckpoint && file !== ":memory:" ? checkpointInBackground(sqlite) : undefined;
  return new Kysely<Database>({ dialect: new CachingSqliteDialect(sqlite, checkpoints) });
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
