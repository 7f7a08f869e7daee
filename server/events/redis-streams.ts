import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { RedisStatus } from "../redis/status.js";
import type { SharedStreams, StreamCaps, StreamHandle } from "./bus.js";

/** How long a process counts as alive after its last heartbeat, and how often it beats. */
const PROCESS_TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;
/** Sets untouched this long are dropped by Redis. */
const SET_TTL_MS = 24 * 3600_000;

/**
 * Atomically: drop streams of processes that stopped beating (a crash leaves its entries), refuse
 * when the client is at its cap, take out the user's oldest streams past the user's cap, and
 * count the new one in. Returns {0} when refused, else {1, evicted...}.
 * KEYS: the user's set, the client's set. ARGV: process key prefix, stream key, now, perUser, perClient.
 */
const OPEN = `
local function prune(key)
  for _, m in ipairs(redis.call('ZRANGE', key, 0, -1)) do
    local p = string.match(m, '^([^.]+)%.')
    if (not p) or redis.call('EXISTS', ARGV[1] .. p) == 0 then redis.call('ZREM', key, m) end
  end
end
prune(KEYS[1])
prune(KEYS[2])
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return {0} end
local result = {1}
while redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) do
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
  redis.call('ZREM', KEYS[1], oldest)
  table.insert(result, oldest)
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ${SET_TTL_MS})
redis.call('PEXPIRE', KEYS[2], ${SET_TTL_MS})
return result
`;

/**
 * The event-stream caps counted across every process (REDIS_URL): a user's streams and a
 * client's streams in two sorted sets (oldest first), each entry named after the process that
 * holds it, which keeps a heartbeat key alive while it runs.
 */
export function createRedisStreams(url: string, prefix: string, status: RedisStatus, timeoutMs: number): SharedStreams {
  const redis = status.watch(
    new Redis(url, { maxRetriesPerRequest: 3, commandTimeout: timeoutMs }),
    "event stream registry",
  );
  const processId = randomBytes(8).toString("hex");
  const processKey = `${prefix}:streams:p:`;
  const beat = () => redis.set(processKey + processId, "1", "PX", PROCESS_TTL_MS).catch(() => undefined);
  let beating: Promise<unknown> = beat();
  const timer = setInterval(() => {
    beating = beat();
  }, HEARTBEAT_MS);
  timer.unref();
  const userKey = (s: StreamHandle) => `${prefix}:streams:u:${s.userId}`;
  const clientKey = (s: StreamHandle) => `${prefix}:streams:c:${s.client}`;
  let n = 0;
  return {
    newKey: () => `${processId}.${(n++).toString(36)}`,
    async open(stream: StreamHandle, caps: StreamCaps) {
      // Known down: counted by this process at once (EventBus.open) rather than after a timeout.
      if (status.down) throw new Error("redis is down");
      await beating;
      const result = (await status.within(
        "open stream",
        timeoutMs,
        redis.eval(
          OPEN,
          2,
          userKey(stream),
          clientKey(stream),
          processKey,
          stream.key,
          Date.now(),
          caps.perUser,
          caps.perClient,
        ),
      )) as (number | string)[];
      if (result[0] === 0) return { refused: true, evicted: [] };
      return { refused: false, evicted: result.slice(1).map(String) };
    },
    close(stream: StreamHandle) {
      redis
        .multi()
        .zrem(userKey(stream), stream.key)
        .zrem(clientKey(stream), stream.key)
        .exec()
        .catch(() => undefined);
    },
    async stop() {
      clearInterval(timer);
      await redis.del(processKey + processId).catch(() => undefined);
      redis.disconnect();
    },
  };
}
