import type { Generation } from "../../server/api-types";
import { ApiError, answer, client } from "./api";
import { eventsConnected, onServerEvent } from "./events";

const POLL_MS = 1500;
/** With the live stream up, polling is only a safety net for a missed event. */
const POLL_MS_WITH_EVENTS = 5000;

export const isDone = (g: Generation) => g.status === "succeeded" || g.status === "failed";

/**
 * Follow a job until it succeeds or fails: the `generation` server event, with polling
 * GET /api/generations/:id as the fallback. `onUpdate` sees queue position changes.
 */
export function waitForGeneration(first: Generation, onUpdate: (g: Generation) => void): Promise<Generation> {
  if (isDone(first)) return Promise.resolve(first);
  onUpdate(first);
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (g: Generation) => {
      if (settled) return;
      onUpdate(g);
      if (!isDone(g)) return;
      settled = true;
      off();
      clearTimeout(timer);
      resolve(g);
    };
    const off = onServerEvent((event) => {
      if (event.type === "generation" && event.generation.id === first.id) finish(event.generation);
    });
    const poll = async () => {
      if (settled) return;
      try {
        const { generation } = await answer(client.generations[":id"].$get({ param: { id: first.id } }));
        finish(generation);
      } catch (e) {
        // A network blip is retried; the server saying no (401/404) ends the wait.
        if (e instanceof ApiError && e.status !== 0 && e.status < 500) {
          settled = true;
          off();
          reject(e);
          return;
        }
      }
      if (!settled) timer = setTimeout(poll, eventsConnected() ? POLL_MS_WITH_EVENTS : POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
  });
}
