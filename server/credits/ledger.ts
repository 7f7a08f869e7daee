import { sql } from "kysely";
import type { CreditHistoryEntry } from "../api-types.js";
import { type Executor, isPostgres, type Tx } from "../db/database.js";
import { prepared } from "../db/prepared.js";
import { newId, nowIso } from "../ids.js";

interface LedgerEntry {
  userId: string;
  previous: number;
  next: number;
  reason: string;
  actor: string;
  reference?: string | null;
}

const insertLedger = prepared(
  (
    db,
    p: {
      id: string;
      userId: string;
      previous: number;
      next: number;
      delta: number;
      reason: string;
      actor: string;
      reference: string | null;
      createdAt: string;
    },
  ) =>
    db.insertInto("credit_ledger").values((eb) => ({
      id: p.id,
      user_id: p.userId,
      previous_amount: p.previous,
      new_amount: p.next,
      delta: p.delta,
      reason: p.reason,
      actor: p.actor,
      reference: p.reference,
      // The user's next sequence number, read in the same statement.
      seq: eb
        .selectFrom("credit_ledger")
        .select((s) => sql<number>`coalesce(${s.fn.max("seq")}, 0) + 1`.as("next"))
        .where("user_id", "=", p.userId),
      created_at: p.createdAt,
    })),
);

async function writeLedger(trx: Executor, e: LedgerEntry) {
  await insertLedger(trx, {
    id: newId(),
    userId: e.userId,
    previous: e.previous,
    next: e.next,
    delta: e.next - e.previous,
    reason: e.reason,
    actor: e.actor,
    reference: e.reference ?? null,
    createdAt: nowIso(),
  });
}

/**
 * Takes the user's row lock for the rest of the transaction and returns the row. Every credit
 * change calls it before reading anything it decides on (the balance, a renewal date), so two
 * changes to one account never interleave: on PostgreSQL `SELECT … FOR UPDATE` (READ COMMITTED
 * would otherwise let an administrator's edit and a debit both read the same balance, or a
 * renewal apply twice); SQLite runs one write transaction at a time, so a plain read suffices.
 * Taking it again in the same transaction is free.
 */
export async function lockUser(trx: Tx, userId: string) {
  return trx
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The conditional debit: nothing changes unless the balance covers the amount. */
const debit = prepared((db, p: { userId: string; amount: number; updatedAt: string }) =>
  db
    .updateTable("users")
    .set((eb) => ({ credits: eb("credits", "-", p.amount), updated_at: p.updatedAt }))
    .where("id", "=", p.userId)
    .where("credits", ">=", p.amount)
    .returning("credits"),
);

/**
 * Take `amount` credits only if the balance covers it, in one conditional UPDATE, with its
 * ledger row in the same transaction. Returns the new balance, or null when it does not cover.
 */
export async function debitCredits(
  trx: Tx,
  userId: string,
  amount: number,
  reason: string,
  actor: string,
  reference: string,
): Promise<number | null> {
  await lockUser(trx, userId);
  const [row] = await debit(trx, { userId, amount, updatedAt: nowIso() });
  if (!row) return null;
  await writeLedger(trx, { userId, previous: row.credits + amount, next: row.credits, reason, actor, reference });
  return row.credits;
}

export async function creditCredits(
  trx: Tx,
  userId: string,
  amount: number,
  reason: string,
  actor: string,
  reference: string | null,
): Promise<number> {
  await lockUser(trx, userId);
  const row = await trx
    .updateTable("users")
    .set((eb) => ({ credits: eb("credits", "+", amount), updated_at: nowIso() }))
    .where("id", "=", userId)
    .returning("credits")
    .executeTakeFirstOrThrow();
  await writeLedger(trx, { userId, previous: row.credits - amount, next: row.credits, reason, actor, reference });
  return row.credits;
}

/** Set a balance outright (administrator edits, subscription renewal), logged as its difference. */
export async function setCredits(
  trx: Tx,
  userId: string,
  amount: number,
  reason: string,
  actor: string,
  reference: string | null = null,
): Promise<number> {
  const current = await lockUser(trx, userId);
  if (!current) throw new Error(`user ${userId} not found`);
  await trx.updateTable("users").set({ credits: amount, updated_at: nowIso() }).where("id", "=", userId).execute();
  await writeLedger(trx, { userId, previous: current.credits, next: amount, reason, actor, reference });
  return amount;
}

/** The opening ledger row of a new account, so the ledger always sums to the balance. */
export async function openLedger(trx: Executor, userId: string, amount: number, reason: string, actor: string) {
  await writeLedger(trx, { userId, previous: 0, next: amount, reason, actor });
}

export async function creditHistory(db: Executor, userId: string, limit = 100): Promise<CreditHistoryEntry[]> {
  const rows = await db
    .selectFrom("credit_ledger")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    previousAmount: r.previous_amount,
    newAmount: r.new_amount,
    delta: r.delta,
    reason: r.reason,
    modifiedBy: r.actor,
    timestamp: r.created_at,
  }));
}

/** Sum of a user's ledger deltas; equals the balance when the books are straight. */
export async function ledgerSum(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.sum<number>("delta").as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
