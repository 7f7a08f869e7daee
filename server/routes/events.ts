import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { ServerEvent } from "../api-types.js";
import { sessionAlive } from "../auth/sessions.js";
import { messages, throttled } from "../errors.js";
import type { StreamHandle } from "../events/bus.js";
import type { AppEnv } from "../http/env.js";
import { clientIp, currentUser, requireUser } from "../http/middleware.js";

/** A comment line this often keeps proxies from closing an idle stream; the session is checked then too. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser whose stream was closed for a newer one waits before reconnecting. */
const EVICTED_RETRY_MS = 600_000;
/** How long a browser whose stream ended with its server process waits before reconnecting. */
const SHUTDOWN_RETRY_MS = 1_000;

/**
 * Server-sent events for the signed-in user: `credits` and `generation` (docs/api.md). A
 * stream lives only as long as its session: it checks the session before it writes events, at
 * every keep-alive and at once when the bus says a session of its user ended. Streams are
 * capped per user and per client (EventBus.open).
 */
export const eventRoutes = new Hono<AppEnv>().use(requireUser()).get("/", async (c) => {
  const user = currentUser(c);
  const sessionId = c.var.session?.sessionId ?? "";
  const { db, events } = c.var.deps;
  let wake: (() => void) | null = null;
  let ended: "evicted" | "shutdown" | null = null;
  const handle: StreamHandle = {
    key: events.newStreamKey(),
    userId: user.id,
    client: clientIp(c),
    close: (reason) => {
      ended = reason;
      wake?.();
    },
  };
  if (!(await events.open(handle))) throw throttled(KEEP_ALIVE_MS / 1000, messages.tooManyStreams);
  return streamSSE(c, async (stream) => {
    const queue: ServerEvent[] = [];
    let check = false;
    const unsubscribe = events.subscribe(user.id, (event) => {
      queue.push(event);
      wake?.();
    });
    const offEnded = events.onSessionsEnded(user.id, () => {
      check = true;
      wake?.();
    });
    stream.onAbort(() => wake?.());
    const alive = async () => {
      check = false;
      return sessionAlive(db, sessionId);
    };
    const open = () => !stream.aborted && !stream.closed && !ended;
    try {
      await stream.writeSSE({ event: "credits", data: JSON.stringify({ credits: user.credits }) });
      while (open()) {
        if (check && !(await alive())) break;
        if (queue.length) {
          if (!(await alive())) break;
          while (queue.length && open()) {
            const { type, ...data } = queue.shift() as ServerEvent;
            await stream.writeSSE({ event: type, data: JSON.stringify(data) });
          }
          continue;
        }
        let timedOut = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(() => {
            timedOut = true;
            resolve();
          }, KEEP_ALIVE_MS);
        });
        clearTimeout(timer);
        wake = null;
        if (timedOut && !queue.length && open()) {
          if (!(await alive())) break;
          await stream.write(": keep-alive\n\n");
        }
      }
      // Closed for a newer stream of the same user: its browser waits 10 minutes before it
      // reconnects (and polls meanwhile), so six tabs do not take turns closing each other.
      // Closed because this process stops: it reconnects at once, through the load balancer.
      if (ended && !stream.aborted && !stream.closed)
        await stream.write(`retry: ${ended === "evicted" ? EVICTED_RETRY_MS : SHUTDOWN_RETRY_MS}\n\n`);
    } finally {
      unsubscribe();
      offEnded();
      events.close(handle);
    }
  });
});
