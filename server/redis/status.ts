import { Redis } from "ioredis";
import type { Logger } from "../logger.js";

/** The default of REDIS_TIMEOUT_MS: how long one Redis call may take before Redis counts as down. */
const REDIS_TIMEOUT_MS = 2_000;

/**
 * Whether Redis answers, as this process's connections see it. A connection that errs or a call
 * that times out marks it down, an answer marks it up again: the log has one line when Redis
 * stops answering and one when it is back, however many calls and reconnects happen in between
 * (ioredis reconnects on its own; each attempt would otherwise be a line).
 */
export class RedisStatus {
  private isDown = false;

  constructor(private readonly logger: Logger) {}

  get down(): boolean {
    return this.isDown;
  }

  failed(what: string, error: unknown) {
    if (this.isDown) return;
    this.isDown = true;
    this.logger.error("redis unavailable", { what, error: String((error as Error)?.message ?? error) });
  }

  answered() {
    if (!this.isDown) return;
    this.isDown = false;
    this.logger.info("redis available again");
  }

  /** Reports a connection's errors here instead of to the console or once per reconnect. */
  watch(redis: Redis, what: string): Redis {
    redis.on("error", (e) => this.failed(what, e));
    redis.on("ready", () => this.answered());
    return redis;
  }

  /**
   * The call's answer, or a rejection once `ms` have passed (a frozen Redis keeps the socket open
   * and never answers; a stopped one may leave a call waiting for a connection that never comes).
   */
  async within<T>(what: string, ms: number, call: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis did not answer ${what} within ${ms} ms`)), ms);
    });
    try {
      const answer = await Promise.race([call, timeout]);
      this.answered();
      return answer;
    } catch (e) {
      this.failed(what, e);
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Answers whether Redis answers now (GET /api/health), on a connection of its own. */
export function createRedisProbe(url: string, status: RedisStatus, timeoutMs = REDIS_TIMEOUT_MS) {
  const redis = status.watch(new Redis(url, { commandTimeout: timeoutMs, maxRetriesPerRequest: 1 }), "health");
  return {
    status,
    ping: () =>
      status.within("PING", timeoutMs, redis.ping()).then(
        () => true,
        () => false,
      ),
    close: async () => {
      redis.disconnect();
    },
  };
}

export type RedisProbe = ReturnType<typeof createRedisProbe>;
