import type { Executor } from "../db/database.js";

interface ConsistencyReport {
  checkedUsers: number;
  mismatches: { userId: string; email: string; balance: number; ledgerSum: number }[];
}

/**
 * Replaces the spec's "sync authentication users" (docs/decisions/004): with one user store
 * there is nothing to sync, but every balance must still equal the sum of its ledger.
 */
export async function checkConsistency(db: Executor): Promise<ConsistencyReport> {
  const sums = db
    .selectFrom("credit_ledger")
    .select(["user_id", (eb) => eb.fn.sum<number>("delta").as("total")])
    .groupBy("user_id")
    .as("sums");
  const rows = await db
    .selectFrom("users")
    .leftJoin(sums, "sums.user_id", "users.id")
    .select(["users.id", "users.email", "users.credits", "sums.total"])
    .orderBy("users.created_at")
    .execute();
  const mismatches = rows
    .map((r) => ({ userId: r.id, email: r.email, balance: r.credits, ledgerSum: Number(r.total ?? 0) }))
    .filter((r) => r.balance !== r.ledgerSum);
  return { checkedUsers: rows.length, mismatches };
}
