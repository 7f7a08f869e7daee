import { readFileSync } from "node:fs";

// docs/api.md is the contract: the routes it defines and names. A route's parameter pattern
// (`:file{[a-z0-9-]+\.png}`) is left out.
export const contract = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
const ROUTE = /\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s`|?,)]*)/g;

/** "METHOD /api/path" of every route the contract names anywhere. */
export function named(text: string): Set<string> {
  return new Set([...text.matchAll(ROUTE)].map((m) => `${m[1]} ${m[2]}`));
}

/** Those the contract defines: a table row's first cell, or a line that starts with the route. */
export function defined(text: string): Set<string> {
  const heads = text.split("\n").filter((line) => /^(\| |`)(GET|POST|PUT|PATCH|DELETE) \/api\//.test(line));
  return named(heads.map((line) => line.split(/ \| |` →/)[0]).join("\n"));
}
