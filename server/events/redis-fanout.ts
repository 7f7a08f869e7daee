import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { ServerEvent } from "../api-types.js";
import type { RedisStatus } from "../redis/status.js";
import type { EventFanout } from "./bus.js";

/**
 * Live events across processes over Redis pub/sub (REDIS_URL): each process publishes what it
 * emits and hands on what the others publish, so a user's stream on any process hears about a
 * job another process ran. Best effort, like the events themselves: a client that missed one
 * reads the state again (GET /api/generations/:id, /api/credits).
 */
export function createRedisFanout(url: string, channel: string, status: RedisStatus, timeoutMs: number): EventFanout {
  const origin = randomBytes(8).toString("hex");
  const pub = status.watch(new Redis(url, { maxRetriesPerRequest: 3, commandTimeout: timeoutMs }), "event fan-out");
  const sub = status.watch(new Redis(url), "event fan-out");
  let deliver: ((message: FanoutMessage) => void) | undefined;
  sub.on("message", (_channel, text: string) => {
    try {
      const message = JSON.parse(text) as FanoutMessage & { o: string };
      if (message.o !== origin) deliver?.(message);
    } catch {
      // not ours
    }
  });
  const subscribed = sub.subscribe(channel);
  subscribed.catch(() => undefined);
  return {
    ready: async () => {
      await subscribed;
    },
    send(message) {
      pub.publish(channel, JSON.stringify({ ...message, o: origin })).catch(() => undefined);
    },
    receive(handler) {
      deliver = handler;
    },
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}

type FanoutMessage = { u: string; e: ServerEvent } | { u: string; s: true } | { u: string; x: string };
