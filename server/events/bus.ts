import { EventEmitter } from "node:events";
import type { ServerEvent } from "../api-types.js";

/** One open GET /api/events stream, as the bus counts it. */
export interface StreamHandle {
  /** Names this stream among every process's (EventBus.newStreamKey). */
  key: string;
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

/**
 * The caps counted across every process (server/events/redis-streams.ts); without one, the bus
 * counts this process's streams only.
 */
export interface SharedStreams {
  newKey(): string;
  /** Counts the stream in, or refuses it; `evicted` are the keys of the user's streams to close. */
  open(stream: StreamHandle, caps: StreamCaps): Promise<{ refused: boolean; evicted: string[] }>;
  close(stream: StreamHandle): void;
  stop(): Promise<void>;
}

const SESSIONS = "sessions:";

/**
 * Carries events to the other server processes (server/events/redis-fanout.ts); without one, the
 * bus is this process's only. A message names the user and carries the event or "sessions ended".
 */
export interface EventFanout {
  send(message: { u: string; e: ServerEvent } | { u: string; s: true } | { u: string; x: string }): void;
  receive(handler: (message: { u: string; e?: ServerEvent; s?: true; x?: string }) => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Per-user live events (credits, generation status) for GET /api/events. */
export class EventBus {
  private emitter = new EventEmitter();
  /** Open streams by key, in the order they opened (a Map keeps insertion order). */
  private streams = new Map<string, StreamHandle>();
  private keys = 0;

  constructor(
    readonly caps: StreamCaps = { perUser: 5, perClient: 20 },
    readonly fanout?: EventFanout,
    readonly shared?: SharedStreams,
  ) {
    this.emitter.setMaxListeners(0);
    fanout?.receive((m) => {
      if (m.e) this.emitter.emit(m.u, m.e);
      else if (m.s) this.emitter.emit(SESSIONS + m.u);
      else if (m.x) this.evict(m.x);
    });
  }

  newStreamKey(): string {
    return this.shared?.newKey() ?? `local.${(this.keys++).toString(36)}`;
  }

  /** Closes this process's stream of that key, if it has it (made room for a newer one). */
  private evict(key: string): boolean {
    const stream = this.streams.get(key);
    if (!stream) return false;
    this.close(stream);
    stream.close("evicted");
    return true;
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
   * wins over a forgotten one). With shared streams the counts span every process, and a stream
   * to close on another process is closed there (through the fan-out).
   */
  async open(stream: StreamHandle): Promise<boolean> {
    // Redis not answering: this process counts its own streams until it does (a stream is worth
    // more to the user than an exact cap across processes).
    const counted = this.shared ? await this.shared.open(stream, this.caps).catch(() => null) : null;
    if (counted) {
      if (counted.refused) return false;
      for (const key of counted.evicted) {
        if (!this.evict(key)) this.fanout?.send({ u: stream.userId, x: key });
      }
    } else {
      let byClient = 0;
      const mine: StreamHandle[] = [];
      for (const s of this.streams.values()) {
        if (s.client === stream.client) byClient++;
        if (s.userId === stream.userId) mine.push(s);
      }
      if (byClient >= this.caps.perClient) return false;
      while (mine.length >= this.caps.perUser) this.evict((mine.shift() as StreamHandle).key);
    }
    this.streams.set(stream.key, stream);
    return true;
  }

  close(stream: StreamHandle) {
    if (this.streams.get(stream.key) !== stream) return;
    this.streams.delete(stream.key);
    this.shared?.close(stream);
  }

  /** Ends every open stream: the process is stopping. */
  closeAll() {
    for (const s of [...this.streams.values()]) s.close("shutdown");
  }

  /** Open streams (for tests and the health of the process). */
  get openStreams(): number {
    return this.streams.size;
  }
}
