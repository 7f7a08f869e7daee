import { EventEmitter } from "node:events";
import type { ServerEvent } from "../api-types.js";

/** One open GET /api/events stream, as the bus counts it. */
export interface StreamHandle {
  userId: string;
  client: string;
  /**
   * Ends the stream: `evicted` when a newer stream of its user opened past the cap, `shutdown`
   * when this process is stopping (its browser reconnects at once, to another process).
   */
  close(reason: "evicted" | "shutdown"): void;
}

export interface StreamCaps {
  perUser: number;
  perClient: number;
}

const SESSIONS = "sessions:";

/**
 * Carries events to the other server processes (server/events/redis-fanout.ts); without one, the
 * bus is this process's only. A message names the user and carries the event or "sessions ended".
 */
export interface EventFanout {
  send(message: { u: string; e: ServerEvent } | { u: string; s: true }): void;
  receive(handler: (message: { u: string; e?: ServerEvent; s?: true }) => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Per-user live events (credits, generation status) for GET /api/events. */
export class EventBus {
  private emitter = new EventEmitter();
  /** Open streams in the order they opened (a Set keeps insertion order). */
  private streams = new Set<StreamHandle>();

  constructor(
    readonly caps: StreamCaps = { perUser: 5, perClient: 20 },
    readonly fanout?: EventFanout,
  ) {
    this.emitter.setMaxListeners(0);
    fanout?.receive((m) => {
      if (m.e) this.emitter.emit(m.u, m.e);
      else if (m.s) this.emitter.emit(SESSIONS + m.u);
    });
  }

  publish(userId: string, event: ServerEvent) {
    this.emitter.emit(userId, event);
    this.fanout?.send({ u: userId, e: event });
  }

  subscribe(userId: string, listener: (event: ServerEvent) => void): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }

  /**
   * Some of the user's sessions ended (sign-out, password change or reset, deactivation,
   * deletion): each of the user's open streams checks its own session at once and closes if it
   * is gone, in every process when the bus has a fan-out (else other processes' streams find
   * out at their next event or keep-alive).
   */
  sessionsEnded(userId: string) {
    this.emitter.emit(SESSIONS + userId);
    this.fanout?.send({ u: userId, s: true });
  }

  onSessionsEnded(userId: string, listener: () => void): () => void {
    this.emitter.on(SESSIONS + userId, listener);
    return () => this.emitter.off(SESSIONS + userId, listener);
  }

  /**
   * Counts a new stream in: refused (false) when its client already has `perClient` open; when
   * its user already has `perUser` open, the user's oldest is closed to make room (a new tab
   * wins over a forgotten one).
   */
  open(stream: StreamHandle): boolean {
    let byClient = 0;
    const mine: StreamHandle[] = [];
    for (const s of this.streams) {
      if (s.client === stream.client) byClient++;
      if (s.userId === stream.userId) mine.push(s);
    }
    if (byClient >= this.caps.perClient) return false;
    while (mine.length >= this.caps.perUser) {
      const oldest = mine.shift() as StreamHandle;
      this.streams.delete(oldest);
      oldest.close("evicted");
    }
    this.streams.add(stream);
    return true;
  }

  close(stream: StreamHandle) {
    this.streams.delete(stream);
  }

  /** Ends every open stream: the process is stopping. */
  closeAll() {
    for (const s of [...this.streams]) s.close("shutdown");
  }

  /** Open streams (for tests and the health of the process). */
  get openStreams(): number {
    return this.streams.size;
  }
}
