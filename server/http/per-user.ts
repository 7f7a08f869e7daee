import { throttled } from "../errors.js";

/**
 * Work in progress per user in this process, at most `limit` at once: one more is refused with
 * 429 and `message` before it starts, so one account cannot fill a shared line of workers.
 */
export function createPerUserLimit(limit: number, message: string) {
  const running = new Map<string, number>();
  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const n = running.get(userId) ?? 0;
      if (n >= limit) throw throttled(2, message);
      running.set(userId, n + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left) running.set(userId, left);
        else running.delete(userId);
      }
    },
  };
}

export type PerUserLimit = ReturnType<typeof createPerUserLimit>;
