import { EventEmitter } from "node:events";
import type { ServerEvent } from "../api-types.js";

/** Per-user live events (credits, generation status) for GET /api/events. */
export class EventBus {
  private emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(userId: string, event: ServerEvent) {
    this.emitter.emit(userId, event);
  }

  subscribe(userId: string, listener: (event: ServerEvent) => void): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }
}
