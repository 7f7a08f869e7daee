import { randomBytes } from "node:crypto";
import { type DB, migrateToLatest, openDatabase, openPostgres } from "../../server/db/database.js";
import { adminQuery, databaseUrl } from "./services.js";

/**
 * Under `npm run test:pg` (vitest.pg.config.ts) the setup sets INKLING_TEST_PG to a throwaway
 * PostgreSQL server holding a migrated template database; otherwise tests run on SQLite.
 */
export const TEST_PG = process.env.INKLING_TEST_PG;
export const TEMPLATE_DB = "inkling_template";

export interface TestDatabase {
  db: DB;
  /** The DATABASE_URL of this database (undefined on SQLite). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory SQLite one, or under test:pg a PostgreSQL database
 * copied from the template (a file copy: ~0.1 s, no migrations to run).
 */
export async function freshDatabase(): Promise<TestDatabase> {
  if (!TEST_PG) {
    const db = openDatabase(":memory:");
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(TEST_PG, `create database ${name} template ${TEMPLATE_DB} strategy file_copy`);
  const url = databaseUrl(TEST_PG, name);
  const db = openPostgres(url);
  let dropped = false;
  return {
    db,
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await db.destroy();
      await adminQuery(TEST_PG, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Another connection pool on a database a test already made (a second server process). */
export function attachDatabase(url: string): TestDatabase {
  const db = openPostgres(url);
  return { db, url, drop: () => db.destroy() };
}
