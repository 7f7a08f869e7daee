import { vi } from "vitest";
import type { User } from "../../../server/api-types";

type Handler = (body: unknown) => { status: number; body?: unknown };

/** Fakes the server at the fetch boundary: "METHOD /api/path" → status and JSON body. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    const res = handler ? handler(body) : { status: 404, body: { error: { code: "not-found", message: "Not found" } } };
    return new Response(res.status === 204 ? null : JSON.stringify(res.body ?? {}), {
      status: res.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", FakeEventSource);
  return { calls, fetchMock };
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
