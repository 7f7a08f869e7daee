import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DB, migrateToLatest, openDatabase } from "../../../server/db/database.js";

const MB = 1024 * 1024;
// A millisecond between batches: steady like a busy server, and slow enough for the worker to run.
const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * Background checkpoints (server/db/checkpoint.ts): under writes that never pause, the WAL must
 * still start over. Without the server's help after a caught-up checkpoint it grew with every
 * byte written.
 */
describe("WAL under steady writes", () => {
  let dir: string;
  let db: DB;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("starts over instead of growing with everything written", async () => {
    dir = mkdtempSync(join(tmpdir(), "inkling-wal-"));
    const file = join(dir, "inkling.db");
    db = openDatabase(file, { backgroundCheckpoint: true });
    await migrateToLatest(db);
    const page = "x".repeat(3500);
    let largest = 0;
    // ~60 MB through the log, a few rows in every turn of the event loop, never idle.
    for (let i = 0; i < 16_000; i += 8) {
      await Promise.all(
        Array.from({ length: 8 }, (_, k) =>
          db
            .insertInto("mail_outbox")
            .values({ id: `m${i + k}`, to_address: "a@x.test", subject: "s", text: page, created_at: "" })
            .execute(),
        ),
      );
      if (i % 400 === 0) largest = Math.max(largest, statSync(`${file}-wal`).size);
      await pause();
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from mail_outbox`.execute(db);
    expect(rows[0]?.n).toBe(16_000);
    // The restart point is 4,096 frames (16 MiB); a log that never started over would be ≥ 60 MB.
    expect(largest).toBeLessThan(40 * MB);
  }, 60_000);
});
