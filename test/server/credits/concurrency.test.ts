import { afterEach, describe, expect, it } from "vitest";
import { debitCredits, ledgerSum, setCredits } from "../../../server/credits/ledger.js";
import { isPostgres } from "../../../server/db/database.js";
import { chargeForGeneration } from "../../../server/generations/charge.js";
import { createFixedImageProvider } from "../../../server/providers/image/fixed.js";
import { createTestApp, type TestApp, testCatalog } from "../../helpers/app.js";

/**
 * The credit rules under real concurrency: run on SQLite by `npm test` and on PostgreSQL (READ
 * COMMITTED, a pool of connections) by `npm run test:pg`, where two transactions truly overlap.
 */
let t: TestApp;
afterEach(async () => {
  await t?.close();
  t = undefined as unknown as TestApp;
});

const tool = "kids/alphabet";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The ledger read in order: each row starts from the balance the one before it left. */
async function expectStraightBooks(userId: string) {
  const rows = await t.db
    .selectFrom("credit_ledger")
    .select(["seq", "previous_amount", "new_amount", "delta"])
    .where("user_id", "=", userId)
    .orderBy("seq")
    .execute();
  const seqs = rows.map((r) => r.seq);
  expect(new Set(seqs).size).toBe(seqs.length);
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i]?.previous_amount, `ledger row ${i}`).toBe(rows[i - 1]?.new_amount);
  }
  const user = await t.db.selectFrom("users").select("credits").where("id", "=", userId).executeTakeFirstOrThrow();
  expect(user.credits).toBeGreaterThanOrEqual(0);
  expect(await ledgerSum(t.db, userId)).toBe(user.credits);
  expect(rows[rows.length - 1]?.new_amount).toBe(user.credits);
  return rows;
}

/**
 * Transaction A does `first` and holds its transaction open; transaction B starts `second` while
 * A is open, then A commits. Without the row lock B would decide on the balance A had not yet
 * committed.
 */
async function overlap(first: (trx: any) => Promise<unknown>, second: (trx: any) => Promise<unknown>) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const inside = new Promise<void>((r) => (started = r));
  const a = t.db.transaction().execute(async (trx) => {
    await first(trx);
    started();
    await held;
  });
  await inside;
  const b = t.db.transaction().execute(second);
  await sleep(150);
  release();
  await Promise.all([a, b]);
}

describe("credit changes under concurrency", () => {
  it("an administrator's edit made during a debit starts from the debited balance", async () => {
    t = await createTestApp();
    const { user } = await t.signup();
    await overlap(
      (trx) => debitCredits(trx, user.id, 5, "Generation", "system", "g1"),
      (trx) => setCredits(trx, user.id, 100, "Gift", "admin"),
    );
    const rows = await expectStraightBooks(user.id);
    expect(rows.at(-1)).toMatchObject({ previous_amount: 245, new_amount: 100, delta: -145 });
  });

  it("a subscription renewal applies once when two generations start together", async () => {
    t = await createTestApp();
    const { user } = await t.signup();
    await (await t.admin()).patch(`/api/admin/users/${user.id}`, { role: "subscription" });
    await t.db
      .updateTable("users")
      .set({ subscription_renewal_date: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", user.id)
      .execute();
    const alphabet = testCatalog().byId.get(tool);
    if (!alphabet) throw new Error("tool missing");
    const charges: unknown[] = [];
    await overlap(
      async (trx) => charges.push(await chargeForGeneration(trx, user.id, alphabet, "g1", t.config.ADMIN_EMAIL)),
      async (trx) => charges.push(await chargeForGeneration(trx, user.id, alphabet, "g2", t.config.ADMIN_EMAIL)),
    );
    expect(charges).toEqual([
      { charged: 0, credits: 300, renewed: true },
      { charged: 1, credits: 299, renewed: false },
    ]);
    const rows = await expectStraightBooks(user.id);
    expect(rows.filter((r) => r.new_amount === 300 && r.previous_amount !== 300)).toHaveLength(1);
  });

  it("parallel generations and administrator edits keep balance = ledger, never negative", async () => {
    t = await createTestApp({ image: createFixedImageProvider({ concurrency: 4 }) });
    const { client, user } = await t.signup();
    const admin = await t.admin();
    await admin.put(`/api/admin/users/${user.id}/credits`, { credits: 20, reason: "Start" });
    const requests: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 40; i++) {
      requests.push(client.post("/api/generations", { tool, values: { subject: `Apple ${i}` } }));
      if (i % 8 === 0)
        requests.push(admin.put(`/api/admin/users/${user.id}/credits`, { credits: 3 + i, reason: `Edit ${i}` }));
    }
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 202 || s === 402)).toBe(true);
    await t.deps.generations.idle();
    await expectStraightBooks(user.id);
    if (isPostgres(t.db)) expect(t.deps.config.DATABASE_URL).toMatch(/^postgres:/);
  });
});
