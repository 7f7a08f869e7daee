import { resolve } from "node:path";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from "@tanstack/react-router";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import toast, { Toaster } from "react-hot-toast";
import { afterEach, vi } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import type { User } from "../../../server/api-types";
import { loadCatalog } from "../../../server/catalog/load.js";
import { CatalogProvider } from "../../../web/lib/catalog";
import { SessionProvider } from "../../../web/lib/session";

/** The real catalogue as GET /api/catalog serves it (happy-dom changes import.meta.url, so from the repo root). */
export const realCatalog = () => publicCatalog(loadCatalog(`${resolve("catalog")}/`));

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | undefined;
type Handler = (call: FetchCall) => Reply | Promise<Reply>;

/**
 * Fakes the network at `fetch`, the app's only boundary: every request is recorded, and the
 * handler answers with a status and JSON body (undefined → 404 not-found, like the server).
 */
export function fakeFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = (await handler(call)) ?? {
      status: 404,
      body: { error: { code: "not-found", message: "Not found" } },
    };
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fn);
  // The session would open a live stream for a signed-in user; tests have no server for it.
  vi.stubGlobal("EventSource", undefined);
  return calls;
}

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

export const testUser: User = {
  id: "u1",
  email: "ada@example.com",
  displayName: "Ada",
  role: "one-time-credit",
  credits: 12,
  emailVerified: true,
  isActive: true,
  isAdmin: false,
  totalImagesGenerated: 0,
  lastImageGenerated: null,
  subscriptionRenewalDate: null,
  createdAt: "2024-02-18T10:00:00.000Z",
};

function Elsewhere() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return <p>Now at {path}</p>;
}

/**
 * Renders one page at `url` inside a tiny memory router (so useNavigate/useSearch work) with the
 * session, catalogue and toaster the app shell provides. Any other path renders "Now at <path>".
 */
export function renderPage(
  Page: () => ReactNode,
  opts: { route: string; url: string; user?: User | null; catalog?: ReturnType<typeof realCatalog> },
) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: opts.route, component: Page });
  const others = createRoute({ getParentRoute: () => root, path: "$", component: Elsewhere });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: Elsewhere });
  const router = createRouter({
    routeTree: root.addChildren([page, home, others]),
    history: createMemoryHistory({ initialEntries: [opts.url] }),
  });
  render(
    <SessionProvider initialUser={opts.user ?? null}>
      <CatalogProvider initial={opts.catalog ?? realCatalog()}>
        <RouterProvider router={router} />
        <Toaster />
      </CatalogProvider>
    </SessionProvider>,
  );
  return router;
}

export function renderWithShell(
  ui: React.ReactNode,
  opts: { user?: User | null; catalog?: ReturnType<typeof realCatalog> } = {},
) {
  return render(
    <SessionProvider initialUser={opts.user ?? null}>
      <CatalogProvider initial={opts.catalog ?? realCatalog()}>
        {ui}
        <Toaster />
      </CatalogProvider>
    </SessionProvider>,
  );
}

afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
