import { recoverBatchItems } from "./books/batch.js";
import type { AppDeps } from "./http/env.js";

/** What a process starts and stops besides its HTTP server; closing what is absent is a no-op. */
interface Closable {
  close?(): Promise<void> | void;
}

export interface Runtime {
  deps: AppDeps;
  /**
   * Take over work a stopped process left (jobs, batch pages, book exports) and start the
   * sweepers: photos no generation took, and with a shared queue the jobs Redis lost.
   */
  start(): Promise<void>;
  /**
   * Stop: event streams end at once (their browsers reconnect elsewhere), then `drained` (the
   * HTTP server's received requests) is awaited before anything they use closes. Running jobs
   * finish; a shared queue's waiting ones stay in Redis for the other processes.
   */
  close(drained?: Promise<void>): Promise<void>;
}

/** The start and stop of the services `deps` holds; `owned` are adapters only bootstrap knows. */
export function runtimeOf(deps: AppDeps, owned: Closable[]): Runtime {
  const { db, logger } = deps;
  const stops: (() => void)[] = [];
  const warn = (what: string) => (e: unknown) => logger.warn(what, { error: String((e as Error)?.message) });

  const sweepShared = () => {
    deps.generations
      .sweep()
      .then((n) => n && logger.warn("jobs the queue had lost were added again", { jobs: n }))
      // While Redis is down its one "redis unavailable" line says it all: no line per attempt.
      .catch((e) => deps.redis?.status.down || warn("sweep failed")(e));
    // Batch pages whose append failed on every attempt (server/books/batch.ts).
    recoverBatchItems(db).catch(warn("batch page sweep failed"));
    // Book exports of a process that died are taken over once stale (server/books/exports.ts).
    deps.books.exports.recover().catch(warn("export sweep failed"));
  };

  return {
    deps,
    async start() {
      await deps.events.fanout?.ready();
      const recovered = await deps.generations.recover();
      if (recovered.failed || recovered.requeued) logger.info("generations recovered", recovered);
      if (deps.generations.imageQueue.shared) {
        const sweeper = setInterval(sweepShared, deps.config.JOB_LEASE_MS);
        sweeper.unref();
        stops.push(() => clearInterval(sweeper));
      }
      // Book pages of batches that finished while the server was down, and interrupted exports.
      await recoverBatchItems(db);
      const resumed = await deps.books.exports.recover();
      if (resumed) logger.info("book exports resumed", { resumed });
      // Photos no generation took are removed a day after their upload (docs/api.md, "Uploads").
      stops.push(deps.uploads.startSweeper());
    },
    async close(drained) {
      deps.events.closeAll();
      await drained;
      for (const stop of stops.splice(0)) stop();
      await deps.generations.close();
      await deps.events.fanout?.close();
      await deps.events.shared?.stop();
      await deps.redis?.close();
      for (const adapter of owned) await adapter.close?.();
      await deps.books.exports.close();
      await deps.print.renderer.close();
    },
  };
}
