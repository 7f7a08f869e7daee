import type { MiddlewareHandler } from "hono";
import type { RouterRoute } from "hono/types";
import { AppError } from "../errors.js";
import type { AppEnv } from "./env.js";

/** A route's path as a pattern: `:name` one segment, `:name{re}` its own pattern (Hono's syntax). */
function pathPattern(path: string): RegExp {
  const parts = path.replace(/\/$/, "").split("/");
  const source = parts
    .map((part) => {
      const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

interface Served {
  pattern: RegExp;
  methods: Set<string>;
}

/** Each API path the app serves, with its methods (GET brings HEAD, as Hono answers HEAD from GET). */
function servedPaths(routes: RouterRoute[]): Served[] {
  const byPath = new Map<string, Set<string>>();
  for (const r of routes) {
    // Middleware and catch-alls (method ALL) and the web app beside the API serve no method of their own.
    if (r.method === "ALL" || !r.path.startsWith("/api/")) continue;
    const methods = byPath.get(r.path) ?? new Set<string>();
    methods.add(r.method);
    if (r.method === "GET") methods.add("HEAD");
    byPath.set(r.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
}

const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * A path the API serves, asked with a method it does not take, is `405` `method-not-allowed`
 * with `Allow` naming the methods it does take (docs/api.md, "Conventions"), before the session,
 * the Origin check or an administrator's rights are looked at: the method is wrong for anyone.
 * Paths served by no route fall through to the 404.
 */
export function allowedMethods(routes: () => RouterRoute[]): MiddlewareHandler<AppEnv> {
  let served: Served[] | undefined;
  return async (c, next) => {
    served ??= servedPaths(routes());
    const path = c.req.path;
    const allowed = new Set<string>();
    for (const s of served) if (s.pattern.test(path)) for (const m of s.methods) allowed.add(m);
    if (allowed.size === 0 || allowed.has(c.req.method)) return next();
    const allow = ORDER.filter((m) => allowed.has(m));
    c.header("Allow", allow.join(", "));
    throw new AppError(
      405,
      "method-not-allowed",
      `This address does not take ${c.req.method} requests; it takes ${allow.join(", ")}`,
    );
  };
}
