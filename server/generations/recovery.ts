import type { Tool } from "../../engine/catalog.js";
import type { Jobs } from "../jobs/queue.js";
import type { RunnerDeps } from "./runner.js";

/** What recovery needs of the service: its rows, its queues, and the refund of a failed job. */
interface RecoveryHost {
  readonly deps: Pick<RunnerDeps, "db" | "catalog">;
  readonly imageQueue: Jobs;
  queueFor(tool: Pick<Tool, "output"> | undefined): Jobs;
  enqueue(queue: Jobs, id: string, owner: string): Promise<void>;
  failAndRefund(id: string, code: string, message: string): Promise<unknown>;
}

/**
 * At start. In-process queue: jobs a crash left running are failed and refunded; queued ones run
 * again. Shared queue: nothing is failed (a running row may belong to a live process, and one of
 * a dead process is taken over when its lease ends); rows whose job the queue lost are re-added.
 */
export async function recover(host: RecoveryHost) {
  if (host.imageQueue.shared) return { failed: 0, requeued: await sweep(host) };
  const rows = await host.deps.db
    .selectFrom("generations")
    .select(["id", "status", "tool", "user_id"])
    .where("status", "in", ["queued", "running"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  let failed = 0;
  let requeued = 0;
  for (const row of rows) {
    if (row.status === "running") {
      await host.failAndRefund(
        row.id,
        "interrupted",
        "Generation was interrupted by a restart. Your credit was refunded.",
      );
      failed++;
    } else {
      host.queueFor(host.deps.catalog().byId.get(row.tool)).enqueue(row.id, row.user_id);
      requeued++;
    }
  }
  return { failed, requeued };
}

/**
 * The shared queue's sweeper: every unfinished row whose job the queue no longer holds is added
 * again (adding is idempotent: the job id is the row id, and the runner skips finished rows).
 * Returns how many were re-added.
 */
export async function sweep(host: RecoveryHost): Promise<number> {
  const { db, catalog } = host.deps;
  const rows = await db
    .selectFrom("generations")
    .select(["id", "tool", "user_id"])
    .where("status", "in", ["queued", "running"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  let added = 0;
  for (const row of rows) {
    const queue = host.queueFor(catalog().byId.get(row.tool));
    if (!queue.has || (await queue.has(row.id))) continue;
    // A job that finished between the read above and the question leaves the queue too: only a
    // row still unfinished now was lost (else every sweep under traffic cries wolf).
    const now = await db.selectFrom("generations").select("status").where("id", "=", row.id).executeTakeFirst();
    if (now?.status !== "queued" && now?.status !== "running") continue;
    await host.enqueue(queue, row.id, row.user_id);
    added++;
  }
  return added;
}
