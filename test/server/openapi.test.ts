import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyPolicy } from "../../server/http/body.js";
import { ANSWERS } from "../../server/openapi/answers.js";
import { routeKey } from "../../server/openapi/document.js";
import { mountWeb } from "../../server/static.js";
import { createTestApp, type TestApp } from "../helpers/app.js";
import { contract, defined } from "../helpers/contract.js";

// GET /api/openapi.json is the contract for scripts and integrators: generated from the app's
// routes and their schemas, valid OpenAPI 3.1, and naming exactly the routes docs/api.md defines.
let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.client().get("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = res.json;
});
afterAll(() => t.close());

/** "METHOD /api/path" of every operation in the document. */
function operations(): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, object>))
    for (const method of Object.keys(item)) out.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
  return out;
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc));
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("has every route docs/api.md defines, and no other", () => {
    const documented = defined(contract);
    const served = operations();
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
  });

  it("answers for every registered route from one table with no stale rows", () => {
    const routes = new Set(t.app.routes.filter((r) => r.method !== "ALL").map(routeKey));
    expect(Object.keys(ANSWERS).filter((key) => !routes.has(key))).toEqual([]);
    expect([...routes].filter((key) => !ANSWERS[key])).toEqual([]);
  });

  it("gives every success a schema (JSON) or a media type, and every error the error body", () => {
    const schemas = doc.components.schemas;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>))
      for (const [method, op] of Object.entries(item))
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (status === "204") {
            expect(response.content, where).toBeUndefined();
            continue;
          }
          const content = Object.entries(response.content ?? {}) as [string, any][];
          expect(content.length, where).toBeGreaterThan(0);
          for (const [type, { schema }] of content) {
            if (type !== "application/json") {
              expect(schema.type, `${where} ${type}`).toBe("string");
              continue;
            }
            const named = (schema.allOf?.[0] ?? schema).$ref?.replace("#/components/schemas/", "");
            expect(schemas[named], `${where}: ${JSON.stringify(schema)}`).toBeDefined();
            if (Number(status) >= 400 && path !== "/api/health") expect(named, where).toBe("Error");
          }
        }
    expect(doc.paths["/api/images/{id}"].get.responses[200].content["image/png"].schema.format).toBe("binary");
    expect(Object.keys(doc.paths["/api/events"].get.responses[200].content)).toEqual(["text/event-stream"]);
    expect(doc.components.schemas.Error.properties.error.required).toEqual(["code", "message"]);
  });

  it("gives each JSON route its body schema, with the spec's rules", () => {
    const raw = new Set(Object.keys(bodyPolicy(t.config).routes));
    const signup = doc.paths["/api/auth/signup"].post;
    const schema = signup.requestBody.content["application/json"].schema;
    expect(schema.properties.plan.enum).toEqual(["one-time", "subscription"]);
    expect(schema.properties.password).toMatchObject({ type: "string", minLength: 6, maxLength: 200 });
    expect(schema.required).toEqual(["email", "password", "plan"]);
    const exportKind = doc.paths["/api/books/{id}/exports"].post.requestBody.content["application/json"].schema;
    expect(exportKind.properties.kind.enum).toEqual(["interior", "cover", "printables"]);
    // Every route that takes a body says which: JSON (declared), multipart or raw.
    const bodyless = new Set([
      "POST /api/auth/logout",
      "POST /api/auth/verify-email",
      "DELETE /api/generations/:id",
      "PUT /api/generations/:id/favourite",
      "DELETE /api/generations/:id/favourite",
      "DELETE /api/admin/users/:id",
      "POST /api/admin/users/:id/password-reset",
      "POST /api/payments/demo/:sessionId/complete",
      "POST /api/payments/demo/:sessionId/cancel",
      "POST /api/payments/demo/subscriptions/:userId/renew",
      "POST /api/payments/demo/subscriptions/:userId/cancel",
      "DELETE /api/books/:id",
    ]);
    for (const key of operations()) {
      const [method, path] = key.split(" ") as [string, string];
      if (method === "GET" || bodyless.has(key)) continue;
      const op = doc.paths[path.replace(/:(\w+)/g, "{$1}")][method.toLowerCase()];
      expect(op.requestBody, key).toBeDefined();
      if (!raw.has(key)) expect(op.requestBody.content["application/json"], key).toBeDefined();
    }
  });

  it("lists query parameters, path parameters and error codes", () => {
    const list = doc.paths["/api/generations"].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(["cursor", "hub", "tool", "favourite"]);
    const print = doc.paths["/api/generations/{id}/print.pdf"].get;
    expect(print.parameters.find((p: { name: string }) => p.name === "paper").schema.enum).toEqual(["letter", "a4"]);
    expect(print.parameters.find((p: { name: string }) => p.name === "id")).toMatchObject({
      in: "path",
      required: true,
    });
    expect(Object.keys(print.responses[200].content)).toEqual(["application/pdf"]);
    const codes = (op: { responses: Record<string, { content: object }> }, status: number) =>
      (op.responses[status]?.content as any)?.["application/json"].schema.allOf[1].properties.error.properties.code
        .enum;
    const signup = doc.paths["/api/auth/signup"].post;
    expect(codes(signup, 409)).toEqual(["email-already-in-use"]);
    expect(codes(signup, 400)).toEqual(expect.arrayContaining(["invalid-email", "weak-password", "invalid-input"]));
    expect(codes(signup, 415)).toEqual(["unsupported-media-type"]);
    expect(codes(signup, 403)).toEqual(["forbidden-origin"]);
    expect(codes(doc.paths["/api/generations"].post, 402)).toEqual(["insufficient-credits"]);
  });
});

describe("GET /api/openapi.json with the web app mounted, as npm start serves it", () => {
  it("answers the same valid document: the web app's catch-all is not part of the API", async () => {
    const root = mkdtempSync(join(tmpdir(), "inkling-web-"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Inkling</title>");
    const served = await createTestApp();
    try {
      mountWeb(served.app, root, { publicUrl: "http://localhost:8787", trustProxy: false });
      const res = await served.client().get("/api/openapi.json");
      expect(res.status).toBe(200);
      const result = await validate(structuredClone(res.json));
      expect(result.valid ? "" : compileErrors(result)).toBe("");
      expect(Object.keys(res.json.paths).sort()).toEqual(Object.keys(doc.paths).sort());
    } finally {
      await served.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
