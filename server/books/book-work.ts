import { createHash } from "node:crypto";
import type { Executor } from "../db/database.js";
import type { BookRow } from "../db/schema.js";
import { throttled } from "../errors.js";
import { aborted } from "./pool.js";
import { bookPages } from "./service.js";

const bookWorkMessage = (limit: number) =>
  `You already have ${limit} book checks or cover previews in progress. Please wait for one to finish and try again.`;

interface Flight {
  version: string;
  owner: string;
  promise: Promise<unknown>;
  /** Requests waiting for the result: when the last one leaves, the work stops. */
  waiters: number;
  controller: AbortController;
}

/**
 * What a book's files are made from, as one string: its row (every setting, its cover, the
 * time of its last change) and its page list. The same string means the same files.
 */
export async function bookVersion(db: Executor, row: BookRow): Promise<string> {
  const pages = await bookPages(db, row.id);
  const text = JSON.stringify([row, pages.map((p) => p.generation_id)]);
  return createHash("sha256").update(text).digest("base64url");
}

/**
 * Preflights and cover previews: one at a time per book (a second request for the same book
 * waits for the first and gets its answer), a few at a time per user (429 beyond), and the
 * answer of a book unchanged since kept (a small cache by book and version).
 */
export function createBookWork(opts: { perUser: number; cacheSize?: number }) {
  const flights = new Map<string, Flight>();
  const cache = new Map<string, { version: string; value: unknown }>();
  const cacheSize = opts.cacheSize ?? 64;

  const remember = (key: string, version: string, value: unknown) => {
    cache.delete(key);
    cache.set(key, { version, value });
    // Oldest first in a Map: the least recently used entry goes.
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  function join<T>(flight: Flight, signal?: AbortSignal): Promise<T> {
    flight.waiters++;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        flight.waiters--;
        if (flight.waiters === 0) flight.controller.abort();
        reject(aborted());
      };
      signal?.addEventListener("abort", leave, { once: true });
      flight.promise.then(
        (v) => {
          signal?.removeEventListener("abort", leave);
          resolve(v as T);
        },
        (e) => {
          signal?.removeEventListener("abort", leave);
          reject(e);
        },
      );
    });
  }

  return {
    /**
     * `work` for `key` (a kind and a book) at `version`, or its kept or running answer. `signal`
     * is the request's: when every request waiting for the work has gone, `work`'s signal aborts.
     */
    async run<T>(
      key: string,
      version: string,
      owner: string,
      signal: AbortSignal | undefined,
      work: (signal: AbortSignal) => Promise<T>,
    ): Promise<T> {
      for (;;) {
        const kept = cache.get(key);
        if (kept?.version === version) {
          remember(key, version, kept.value);
          return kept.value as T;
        }
        const flight = flights.get(key);
        if (!flight) break;
        if (flight.version === version) return join<T>(flight, signal);
        // The book changed meanwhile: its next check starts when the running one ends.
        await flight.promise.catch(() => undefined);
      }
      let mine = 0;
      for (const f of flights.values()) if (f.owner === owner) mine++;
      if (mine >= opts.perUser) throw throttled(5, bookWorkMessage(opts.perUser));
      const controller = new AbortController();
      const flight: Flight = { version, owner, waiters: 0, controller, promise: Promise.resolve() };
      flight.promise = work(controller.signal)
        .then((value) => {
          remember(key, version, value);
          return value;
        })
        .finally(() => {
          if (flights.get(key) === flight) flights.delete(key);
        });
      flights.set(key, flight);
      return join<T>(flight, signal);
    },
    /** Work in progress (tests). */
    get running() {
      return flights.size;
    },
  };
}

export type BookWork = ReturnType<typeof createBookWork>;
