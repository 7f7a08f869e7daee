import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeKey } from "../../server/openapi/document.js";
import { createTestApp, type TestApp } from "../helpers/app.js";
import { contract, defined, named } from "../helpers/contract.js";

// docs/api.md is the contract: every route the app registers is documented there, and every
// route it names exists.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function registered(): Set<string> {
  return new Set(t.app.routes.filter((r) => r.method !== "ALL").map(routeKey));
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
