import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CachingSqliteDialect } from "../../../server/db/sqlite-driver.js";

interface T {
  parent: { id: number };
  child: { id: number; parent_id: number };
  note: { id: number; text: string };
}

/**
 * The driver's group commit (docs/decisions/007): writes of one event-loop turn share a commit,
 * each Kysely transaction stays atomic, and nobody is answered before the commit is on disk.
 * Checked from a second, independent SQLite connection to the same file.
 */
describe("group commit", () => {
  let dir: string;
  let file: string;
  let db: Kysely<T>;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "inkling-gc-"));
    file = join(dir, "t.db");
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.exec(`
      create table parent (id integer primary key);
      create table child (id integer primary key,
        parent_id integer not null references parent(id) deferrable initially deferred);
      create table note (id integer primary key, text text not null);
    `);
    db = new Kysely<T>({ dialect: new CachingSqliteDialect(sqlite) });
    other = new SQLite(file, { readonly: true });
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const committedNotes = () =>
    (other.prepare("select text from note order by id").all() as { text: string }[]).map((r) => r.text);

  it("answers a writer only once its write is committed and visible to other connections", async () => {
    const write = db.insertInto("note").values({ id: 1, text: "a" }).execute();
    // Same turn: the write has run on the connection but is not committed yet.
    expect(committedNotes()).toEqual([]);
    await write;
    expect(committedNotes()).toEqual(["a"]);
  });

  it("commits concurrent transactions of one turn together, each still all-or-nothing", async () => {
    const ok = (n: number) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("note")
          .values({ id: n, text: `ok${n}` })
          .execute();
        await trx
          .insertInto("note")
          .values({ id: n + 100, text: `ok${n}b` })
          .execute();
      });
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto("note").values({ id: 50, text: "half" }).execute();
      throw new Error("changed my mind");
    });
    const results = await Promise.allSettled([ok(1), failing, ok(2), ok(3)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    // The failed transaction left nothing; the others are all there.
    expect(committedNotes()).toEqual(["ok1", "ok2", "ok3", "ok1b", "ok2b", "ok3b"]);
  });

  it("reports a failed commit to every writer of the batch and keeps nothing of it", async () => {
    // A deferred foreign key is checked at COMMIT: the whole batch's commit fails.
    const writes = [
      db.insertInto("note").values({ id: 1, text: "innocent" }).execute(),
      db.transaction().execute((trx) => trx.insertInto("child").values({ id: 1, parent_id: 999 }).execute()),
      db.transaction().execute((trx) => trx.insertInto("note").values({ id: 2, text: "bystander" }).execute()),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(committedNotes()).toEqual([]);
    // The connection is usable again afterwards.
    await db.insertInto("note").values({ id: 3, text: "later" }).execute();
    expect(committedNotes()).toEqual(["later"]);
  });

  it("does not make readers wait for a commit, and they see the batch's writes", async () => {
    const write = db.insertInto("note").values({ id: 1, text: "pending" }).execute();
    const read = await db.selectFrom("note").select("text").execute();
    expect(read).toEqual([{ text: "pending" }]);
    await write;
  });

  it("writes of later turns go into later commits", async () => {
    await db.insertInto("note").values({ id: 1, text: "first" }).execute();
    expect(committedNotes()).toEqual(["first"]);
    await sql`update note set text = 'second' where id = 1`.execute(db);
    expect(committedNotes()).toEqual(["second"]);
  });
});
