import { createRequire } from "node:module";
import { Redis } from "ioredis";
import type { RedisStatus } from "../redis/status.js";
import type { Jobs } from "./queue.js";

interface RedisQueueOptions {
  url: string;
  /** Namespace of the Redis keys ("inkling"). */
  prefix: string;
  /** Queue name: one per kind of work that has its own limits ("image", "text", "export"…). */
  name: string;
  /** Jobs running at once across every process. */
  concurrency: number;
  /** Jobs started per minute across every process (a provider's quota). */
  rpm?: number;
  /**
   * How long a process's claim on a running job lasts without renewal: the worker renews it while
   * the job runs; when the process dies, another takes the job over this long after.
   */
  leaseMs: number;
  /** Where an outage is reported (once), and how long a call may wait for an answer. */
  status: RedisStatus;
  timeoutMs: number;
}

/**
 * BullMQ, loaded by the first shared queue: importing it took ~0.6 s of every start on a loaded
 * machine (docs/performance.md), and only a server with REDIS_URL uses it.
 */
const bullmq = () => createRequire(import.meta.url)("bullmq") as typeof import("bullmq");

/**
 * An owner's turn in the shared line (decision 045). BullMQ without its paid "groups" has no
 * turns between users, but it takes jobs by priority (a lower number first, arrival order among
 * equals), fixed when a job is added. A job's priority is 1 when its owner has nothing waiting,
 * else one more than the owner's previous job's: a batch of fifty is 1 to 50, and another user's
 * page added meanwhile is 1, so it waits for at most the batch's page of priority 1 (and the jobs
 * running). KEYS: the owner's counter. ARGV: its lifetime in ms, the highest priority BullMQ takes.
 */
const TURN = `
local waiting = redis.call('HINCRBY', KEYS[1], 'waiting', 1)
local turn = 1
if waiting > 1 then turn = math.min((tonumber(redis.call('HGET', KEYS[1], 'last')) or 0) + 1, tonumber(ARGV[2])) end
redis.call('HSET', KEYS[1], 'last', turn)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return turn`;
/** A job of the owner left the line (it started, or could not be added). KEYS: the owner's counter. */
const LEFT = `
if redis.call('HINCRBY', KEYS[1], 'waiting', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;
/**
 * A counter lasts this long after its owner's last job was added: one that drifts (a job Redis
 * lost, counted again when the sweeper re-adds it) costs that user their early turns no longer.
 */
const TURN_TTL_MS = 60 * 60 * 1000;
const PRIORITY_LIMIT = 2 ** 21 - 1;

/** How old the snapshot of the line behind `position` may be. */
const POSITION_MS = 500;
/** Positions are counted for this many waiting jobs; later ones have none (-1). */
const POSITION_LIMIT = 1000;

/**
 * The shared job queue on BullMQ (docs/decisions/017-postgres-redis.md). Redis holds the line, the
 * global concurrency, the per-minute limit and each running job's lease; the database row stays
 * the source of truth: the job is added after the row commits, with the row's id as the job's id
 * (adding it again does nothing), and a sweeper adds back rows whose job Redis lost.
 */
export function createRedisQueue(
  o: RedisQueueOptions,
  run: (id: string) => Promise<void>,
): Jobs & { ready(): Promise<void> } {
  const { Queue, Worker } = bullmq();
  const connections: Redis[] = [];
  const connection = (options: { commandTimeout?: number } = {}) => {
    const redis = o.status.watch(new Redis(o.url, { maxRetriesPerRequest: null, ...options }), `${o.name} queue`);
    connections.push(redis);
    return redis;
  };
  // Calls made for a request (adding a job, reading the line) give up after timeoutMs; the
  // worker's connection has none, as its blocking reads wait on purpose.
  const requests = connection({ commandTimeout: o.timeoutMs });
  const queue = new Queue(o.name, { connection: requests, prefix: o.prefix });
  const turns = (owner: string) => `${o.prefix}:${o.name}:turns:${owner}`;
  const left = (owner: string) => requests.eval(LEFT, 1, turns(owner)).catch(() => undefined);
  // Without a listener BullMQ prints each error's stack to the console.
  queue.on("error", (e) => o.status.failed(`${o.name} queue`, e));
  const running = new Set<string>();
  const worker = new Worker(
    o.name,
    async (job) => {
      const id = job.id as string;
      const owner = (job.data as { owner?: string }).owner;
      if (owner !== undefined) void left(owner);
      running.add(id);
      try {
        await run(id);
      } finally {
        running.delete(id);
      }
    },
    {
      connection: connection(),
      prefix: o.prefix,
      // A process takes as many as the global limit allows; Redis enforces the global figure.
      concurrency: o.concurrency,
      ...(o.rpm ? { limiter: { max: o.rpm, duration: 60_000 } } : {}),
      lockDuration: o.leaseMs,
      stalledInterval: Math.max(500, Math.floor(o.leaseMs / 2)),
      // A job whose process died is taken over, however often that happens; it never fails for it
      // (the runner refunds only real failures).
      maxStalledCount: 1000,
    },
  );
  worker.on("error", (e) => o.status.failed(`${o.name} worker`, e));
  const ready = (async () => {
    await queue.waitUntilReady();
    await queue.setGlobalConcurrency(o.concurrency);
    await worker.waitUntilReady();
  })();
  ready.catch(() => undefined);

  // Jobs ahead of a waiting one, across every process: read from a snapshot of the line (oldest
  // first, the first POSITION_LIMIT) at most POSITION_MS old, so a thousand asks cost one read.
  let line = new Map<string, number>();
  let lineAt = 0;
  let reading: Promise<void> | null = null;
  const readLine = () => {
    reading ??= queue
      .getRanges(["wait", "prioritized"], 0, POSITION_LIMIT - 1, true)
      .then((ids) => {
        line = new Map(ids.map((id, i) => [id, i]));
        lineAt = Date.now();
      })
      .catch(() => undefined)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const stale = () => Date.now() - lineAt > POSITION_MS;

  return {
    shared: true,
    ready: () => ready,
    async enqueue(id, owner = "") {
      // Known down: no wait per job (a batch of fifty would wait fifty times); the sweeper, whose
      // lookups find out when Redis is back, adds it then.
      if (o.status.down) throw new Error("redis is down");
      const priority = Number(
        await o.status.within(
          "enqueue",
          o.timeoutMs,
          requests.eval(TURN, 1, turns(owner), TURN_TTL_MS, PRIORITY_LIMIT),
        ),
      );
      try {
        await o.status.within(
          "enqueue",
          o.timeoutMs,
          queue.add(o.name, { owner }, { jobId: id, priority, removeOnComplete: true, removeOnFail: true }),
        );
      } catch (e) {
        void left(owner);
        throw e;
      }
      // The answer to the request that added it can then say where it stands (under heavy
      // traffic the snapshot is fresh and does not have it yet: the next read says).
      if (stale()) await readLine();
    },
    position(id) {
      if (running.has(id)) return -1;
      if (stale()) void readLine();
      return line.get(id) ?? -1;
    },
    isRunning: (id) => running.has(id),
    async has(id) {
      const job = await o.status.within("getJob", o.timeoutMs, queue.getJob(id));
      return job !== undefined && job !== null;
    },
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts("waiting", "active", "delayed", "prioritized");
        const busy = Object.values(counts).reduce((a, b) => a + b, 0);
        if (busy === 0 && running.size === 0) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async close() {
      const closing = (async () => {
        await worker.close();
        await queue.close();
      })();
      closing.catch(() => undefined);
      // Running jobs finish first (worker.close waits for them); a Redis that does not answer
      // then holds the stopping process no longer than one call's timeout.
      const finished = (async () => {
        while (running.size) await new Promise((r) => setTimeout(r, 25));
        await new Promise((r) => setTimeout(r, o.timeoutMs));
      })();
      await Promise.race([closing, finished]);
      for (const redis of connections) redis.disconnect();
    },
  };
}
