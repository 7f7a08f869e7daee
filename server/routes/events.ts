import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { ServerEvent } from "../api-types.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";

/** Server-sent events for the signed-in user: `credits` and `generation` (design/API.md). */
export const eventRoutes = new Hono<AppEnv>().use(requireUser()).get("/", (c) => {
  const user = currentUser(c);
  return streamSSE(c, async (stream) => {
    const queue: ServerEvent[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = c.var.deps.events.subscribe(user.id, (event) => {
      queue.push(event);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    await stream.writeSSE({ event: "credits", data: JSON.stringify({ credits: user.credits }) });
    while (!stream.aborted && !stream.closed) {
      const event = queue.shift();
      if (event) {
        const { type, ...data } = event;
        await stream.writeSSE({ event: type, data: JSON.stringify(data) });
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        // A comment line every 25 s keeps proxies from closing an idle stream.
        setTimeout(resolve, 25_000).unref?.();
      });
      wake = null;
      if (!queue.length && !stream.aborted) await stream.write(": keep-alive\n\n");
    }
    unsubscribe();
  });
});
