import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
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

const INT8 = 20;
const NUMERIC = 1700;

/**
 * PostgreSQL returns bigint and numeric as strings (they may not fit a JavaScript number). Our
 * bigint columns hold epoch milliseconds and counts, and sums of credits: all far below 2^53, so
 * they are read as numbers, as SQLite returns them. Scoped to our pool, not pg's global table.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** PostgreSQL through `pg` (docs/decisions/017-postgres-redis.md): chosen by DATABASE_URL. */
export function openPostgres(url: string, opts: { max?: number } = {}): DB {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, types: pgTypes });
  // An idle client losing its connection (a database restart) must not crash the process; the
  // pool makes a new one at the next query.
  pool.on("error", () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The database the configuration names: PostgreSQL for DATABASE_URL, else SQLite in DATA_DIR. */
export function openConfiguredDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  opts: { backgroundCheckpoint?: boolean } = {},
): DB {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openDatabase(join(resolve(config.DATA_DIR), "inkling.db"), opts);
}

/** Whether the executor (a database or a transaction) runs on PostgreSQL. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Whether the database answers a trivial query (the health check). */
export function databaseAnswers(db: DB): Promise<boolean> {
  return sql`select 1 as one`.execute(db).then(
    () => true,
    () => false,
  );
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
