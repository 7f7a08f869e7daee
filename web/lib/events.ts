import type { ServerEvent } from "../../server/api-types";
import { urls } from "./api";

/**
 * One EventSource on GET /api/events for the whole app (opened by SessionProvider while
 * signed in); components subscribe here instead of opening their own streams.
 */
type Listener = (event: ServerEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let connected = false;

export function onServerEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the stream is open; pollers use it to slow down but never to stop. */
export function eventsConnected(): boolean {
  return connected;
}

function emitServerEvent(event: ServerEvent) {
  for (const listener of listeners) listener(event);
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function openEvents(): () => void {
  if (typeof EventSource === "undefined") return () => {};
  closeEvents();
  const es = new EventSource(urls.events.$url(), { withCredentials: true });
  source = es;
  es.onopen = () => {
    connected = true;
  };
  es.onerror = () => {
    // EventSource reconnects by itself; until then callers fall back to polling.
    connected = false;
  };
  es.addEventListener("credits", (e) => {
    const data = parse((e as MessageEvent<string>).data);
    if (data && typeof data.credits === "number") emitServerEvent({ type: "credits", credits: data.credits });
  });
  es.addEventListener("generation", (e) => {
    const data = parse((e as MessageEvent<string>).data);
    if (data?.generation) emitServerEvent({ type: "generation", generation: data.generation } as ServerEvent);
  });
  es.addEventListener("export", (e) => {
    const data = parse((e as MessageEvent<string>).data);
    if (data?.export) emitServerEvent({ type: "export", export: data.export } as ServerEvent);
  });
  return closeEvents;
}

function closeEvents() {
  source?.close();
  source = null;
  connected = false;
}
