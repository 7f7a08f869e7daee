import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DB, migrateToLatest, openDatabase } from "../../../server/db/database.js";
import { prepared } from "../../../server/db/prepared.js";

/** Queries built once and run with new values (server/db/prepared.ts). */
describe("prepared queries", () => {
  let db: DB;
  beforeEach(async () => {
    db = openDatabase(":memory:");
    await migrateToLatest(db);
  });
  afterEach(async () => db.destroy());

  type Mail = { id: string; to: string; subject: string; at: string };
  const insertMail = prepared((db, p: Mail) =>
    db
      .insertInto("mail_outbox")
      .values({ id: p.id, to_address: p.to, subject: p.subject, text: "body", created_at: p.at }),
  );
  const mailTo = prepared((db, p: { to: string; after: string }) =>
    db
      .selectFrom("mail_outbox")
      .select(["id", "subject"])
      .where("to_address", "=", p.to)
      .where("created_at", ">", p.after)
      .orderBy("id"),
  );

  it("binds each run's values, with constants of the query kept", async () => {
    await insertMail(db, { id: "m1", to: "a@x.test", subject: "one", at: "2026-01-01" });
    await insertMail(db, { id: "m2", to: "b@x.test", subject: "two", at: "2026-01-02" });
    await insertMail(db, { id: "m3", to: "a@x.test", subject: "three", at: "2026-01-03" });
    const rows = await db.selectFrom("mail_outbox").select(["id", "to_address", "text"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "m1", to_address: "a@x.test", text: "body" },
      { id: "m2", to_address: "b@x.test", text: "body" },
      { id: "m3", to_address: "a@x.test", text: "body" },
    ]);
    expect(await mailTo(db, { to: "a@x.test", after: "2026-01-01" })).toEqual([{ id: "m3", subject: "three" }]);
    expect(await mailTo(db, { to: "a@x.test", after: "2025-12-31" })).toHaveLength(2);
    expect(await mailTo(db, { to: "nobody@x.test", after: "" })).toEqual([]);
  });

  it("runs inside a transaction, and rolls back with it", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertMail(trx, { id: "t1", to: "a@x.test", subject: "kept?", at: "2026-01-01" });
        expect(await mailTo(trx, { to: "a@x.test", after: "" })).toHaveLength(1);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await mailTo(db, { to: "a@x.test", after: "" })).toEqual([]);
  });

  it("refuses a value used in JavaScript, inside a string or written into the SQL", async () => {
    const computed = prepared((db, p: { n: number }) =>
      db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("id", "=", String(Number(p.n) + 1)),
    );
    await expect(computed(db, { n: 1 })).rejects.toThrow(/"n" was read but is not a query parameter/);
    const inString = prepared((db, p: { to: string }) =>
      db.selectFrom("mail_outbox").selectAll().where("to_address", "like", `%${p.to}%`),
    );
    await expect(inString(db, { to: "a" })).rejects.toThrow(/inside a longer string/);
    const raw = prepared((db, p: { table: string }) =>
      db.selectFrom("mail_outbox").selectAll().where(sql.ref(p.table), "=", "x"),
    );
    await expect(raw(db, { table: "id" })).rejects.toThrow(/written into the SQL text/);
  });
});
