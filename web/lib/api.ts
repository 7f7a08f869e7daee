import { type ClientResponse, hc } from "hono/client";
import type { ApiErrorBody } from "../../server/api-types";
import type { AppType } from "../../server/app";

/** The one way the web app talks to the server. Errors carry the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const OFFLINE_MESSAGE = "No internet connection. Please check your network.";

/** fetch for the API: the session cookie goes along; a failure is an ApiError with the server's code and message. */
async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(input, { ...init, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network-request-failed", "Network error. Please check your internet connection.");
  }
  if (!res.ok) {
    const err = ((await res.json().catch(() => null)) as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.code ?? "internal", err?.message ?? "Invalid server response", err?.fields);
  }
  return res;
}

/**
 * The typed client, derived from the server's routes (server/app.ts `AppType`): paths, bodies
 * and answers are checked by the compiler, `client.auth.login.$post({ json: { email, password } })`.
 * It puts a path parameter into the path as given: one from the address bar is passed through
 * encodeURIComponent, so it stays one segment of the route it was meant for.
 */
export const client = hc<AppType>("/api", { fetch: apiFetch });

/**
 * The addresses the browser loads itself (an image's `src`, a download's `href`, the event
 * stream, the upload XHR), derived from the same routes: `apiHref(urls.exports[":id"].file.$url({
 * param: { id } }))`. `$url` needs an absolute base; the page's own origin keeps every address same-origin.
 */
export const urls = hc<AppType>(new URL("/api", globalThis.location?.origin ?? "http://localhost").href);

/** A typed address as the path and query an `<img src>` or `<a href>` takes. */
export const apiHref = (url: URL): string => `${url.pathname}${url.search}`;

type Answered<R> = R extends ClientResponse<infer T, infer _Status, infer _Format> ? T : never;

/** The JSON a call answers (nothing for a 204); an error answer has already thrown its ApiError. */
export async function answer<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<Answered<R>> {
  const res = await call;
  return (res.status === 204 ? undefined : await res.json()) as Answered<R>;
}
