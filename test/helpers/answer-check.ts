import { Ajv2020 } from "ajv/dist/2020.js";
import type { TestApp } from "./app.js";

type Client = ReturnType<TestApp["client"]>;
type Reply = Awaited<ReturnType<Client["get"]>>;

/** JSON Pointer escaping of one reference token (RFC 6901). */
const token = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Checks real answers against the OpenAPI document the server serves: the status is one the
 * route's operation gives, the Content-Type one of that answer's media types, and a JSON body
 * valid against that answer's schema (JSON Schema 2020-12, as OpenAPI 3.1 reads it). Each
 * mismatch is kept with its route; `drain()` hands them over.
 */
export function answerChecker(doc: any) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    discriminator: true,
    validateFormats: false,
    validateSchema: false,
  });
  ajv.addSchema(doc, "openapi");
  const paths = Object.keys(doc.paths as object)
    .map((path) => ({ path, params: (path.match(/\{/g) ?? []).length, re: toRegExp(path) }))
    .sort((a, b) => a.params - b.params);
  const checked = new Set<string>();
  let problems: string[] = [];

  /** The document's path of a request path: literal segments before parameters (`/packages` before `/{sessionId}`). */
  const routeOf = (method: string, url: string) =>
    paths.find((p) => p.re.test(url.split("?")[0] ?? "") && doc.paths[p.path][method.toLowerCase()])?.path;

  function check(method: string, url: string, reply: Pick<Reply, "status" | "json" | "headers">) {
    const path = routeOf(method, url);
    const key = `${method} ${path ?? url}`;
    if (!path) {
      // An unknown path under /api: the contract's 404 in the error body.
      if (reply.status !== 404) return void problems.push(`${key}: no operation in the document`);
      return validate(key, "openapi#/components/schemas/Error", reply);
    }
    const response = doc.paths[path][method.toLowerCase()].responses[reply.status];
    if (!response) return void problems.push(`${key}: answered ${reply.status}, a status the document does not give`);
    checked.add(`${key} ${reply.status}`);
    const type = (reply.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const content = (response.content ?? {}) as Record<string, unknown>;
    if (!type) {
      if (Object.keys(content).length) problems.push(`${key} ${reply.status}: no body, the document gives one`);
      return;
    }
    if (!content[type])
      return void problems.push(`${key} ${reply.status}: answered ${type}, the document gives ${Object.keys(content)}`);
    if (type !== "application/json") return;
    const pointer = `openapi#/paths/${token(path)}/${method.toLowerCase()}/responses/${reply.status}/content/${token(type)}/schema`;
    validate(key, pointer, reply);
  }

  function validate(key: string, pointer: string, reply: Pick<Reply, "status" | "json">) {
    const schema = ajv.getSchema(pointer);
    if (!schema) return void problems.push(`${key} ${reply.status}: no schema at ${pointer}`);
    if (schema(reply.json)) return;
    const said = (schema.errors ?? []).map((e) => {
      const extra = (e.params as { additionalProperty?: string }).additionalProperty;
      return `answer${e.instancePath} ${e.message}${extra ? ` (${extra})` : ""}`;
    });
    problems.push(`${key} ${reply.status}: ${[...new Set(said)].join("; ")}`);
  }

  /** A client whose every answer is checked. */
  function wrap(client: Client): Client {
    const checked =
      <A extends unknown[]>(method: string, call: (path: string, ...rest: A) => Promise<Reply>) =>
      async (path: string, ...rest: A) => {
        const reply = await call(path, ...rest);
        check(method, path, reply);
        return reply;
      };
    return {
      get: checked("GET", client.get),
      post: checked("POST", client.post),
      put: checked("PUT", client.put),
      patch: checked("PATCH", client.patch),
      del: checked("DELETE", client.del),
      get cookie() {
        return client.cookie;
      },
      set cookie(value: string) {
        client.cookie = value;
      },
    };
  }

  return {
    check,
    wrap,
    /** "METHOD /path status" of every answer checked so far. */
    checked,
    drain() {
      const out = problems;
      problems = [];
      return out;
    },
  };
}

function toRegExp(path: string): RegExp {
  const parts = path.split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[^/]+")}$`);
}
