import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.js";

// docs/api.md is the contract: every route the app registers is documented there, and every
// route it names exists. A route's parameter pattern (`:file{[a-z0-9-]+\.png}`) is left out.
const contract = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
const ROUTE = /\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s`|?,)]*)/g;

/** "METHOD /api/path" of every route the contract names anywhere. */
function named(text: string): Set<string> {
  return new Set([...text.matchAll(ROUTE)].map((m) => `${m[1]} ${m[2]}`));
}

/** Those the contract defines: a table row's first cell, or a line that starts with the route. */
function defined(text: string): Set<string> {
  const heads = text.split("\n").filter((line) => /^(\| |`)(GET|POST|PUT|PATCH|DELETE) \/api\//.test(line));
  return named(heads.map((line) => line.split(/ \| |` →/)[0]).join("\n"));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function registered(): Set<string> {
  return new Set(
    t.app.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => `${r.method} ${r.path.replace(/\{[^}]*\}/g, "").replace(/(.)\/$/, "$1")}`),
  );
}

describe("docs/api.md and the app's routes", () => {
  it("documents every registered route (method and path)", () => {
    const documented = defined(contract);
    const missing = [...registered()].filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it("names no route the app does not register", () => {
    const routes = registered();
    const unknown = [...named(contract)].filter((r) => !routes.has(r));
    expect(unknown).toEqual([]);
  });

  it("reads the contract's routes as written", () => {
    // The parser itself: a table row, a line led by its route, and a mention in prose.
    const sample = [
      "| GET /api/books/:id | — | `{book}` |",
      "`GET /api/credits` → `{credits}`",
      "calls `POST /api/payments/demo/:sessionId/complete`, which",
    ].join("\n");
    expect([...defined(sample)].sort()).toEqual(["GET /api/books/:id", "GET /api/credits"]);
    expect(named(sample).has("POST /api/payments/demo/:sessionId/complete")).toBe(true);
  });
});
