import { vi } from "vitest";
import type { User } from "../../../server/api-types";
import { fakeFetch } from "../pages/harness";

type Handler = (body: unknown) => { status: number; body?: unknown };

/**
 * Fakes the server at the fetch boundary as a route table, "METHOD /api/path" → status and JSON
 * body, on top of the pages' fakeFetch; server-sent events come from FakeEventSource.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  fakeFetch((call) => {
    const key = `${call.method} ${new URL(call.url, "http://localhost").pathname}`;
    calls.push({ key, body: call.body });
    return routes[key]?.(call.body);
  });
  vi.stubGlobal("EventSource", FakeEventSource);
  return { calls };
}

/** Stands in for GET /api/events; tests push events with `FakeEventSource.emit`. */
export class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {}
  static emit(type: string, data: unknown) {
    FakeEventSource.last?.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

export const apiError = (status: number, code: string, message: string) => () => ({
  status,
  body: { error: { code, message } },
});

export const testUser: User = {
  id: "u1",
  email: "ada@example.com",
  displayName: "Ada",
  role: "subscription",
  credits: 42,
  emailVerified: true,
  isActive: true,
  isAdmin: false,
  totalImagesGenerated: 0,
  lastImageGenerated: null,
  subscriptionRenewalDate: "2030-01-15T00:00:00.000Z",
  createdAt: "2024-01-01T00:00:00.000Z",
};
