/**
 * The contract as OpenAPI 3.1 (GET /api/openapi.json), built from the app itself: every route
 * the app registers, the zod schema each declares for its body or query (server/http/body.ts),
 * and what it answers (answers.ts, with the answer schemas of engine/api/). Nothing here is typed twice: a new route or a changed schema
 * is in the document without editing it.
 */
import type { RouterRoute } from "hono/types";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { z } from "zod";
import { answers, errorBody } from "../../engine/api/answer-parts.js";
import { type Declared, REQUEST_SCHEMA } from "../http/body.js";
import { ANSWERS, type Media, type Success } from "./answers.js";

const ERROR_ID = answers.get(errorBody)?.id ?? "Error";

const binary = (type: string): [string, object] => [type, { type: "string", format: "binary", contentMediaType: type }];

const MEDIA: Record<Media, [string, object]> = {
  png: binary("image/png"),
  webp: binary("image/webp"),
  jpeg: binary("image/jpeg"),
  pdf: binary("application/pdf"),
  zip: binary("application/zip"),
  text: ["text/plain", { type: "string" }],
  events: [
    "text/event-stream",
    {
      type: "string",
      description:
        "Server-sent events, each `event:` named with JSON `data:`: `credits` {credits}, `generation` {generation} " +
        "(a Generation), `export` {export} (an Export); a comment line every 25 s keeps an idle stream open.",
    },
  ],
};

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** The component name of a registered answer schema (engine/api/answer-parts.ts, `named`). */
function answerRef(schema: z.ZodType, key: string) {
  const id = answers.get(schema)?.id;
  if (!id) throw new Error(`the answer schema of ${key} is not registered with named()`);
  return ref(id);
}

/** Every registered answer schema as JSON Schema 2020-12, shared parts referred to by name. */
function answerComponents(): Record<string, object> {
  const { schemas } = z.toJSONSchema(answers, {
    io: "output",
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: "any",
    // OpenAPI's discriminator: clients (and validators) pick the variant by its tag.
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; discriminator?: string };
      if (def.type === "union" && def.discriminator) jsonSchema.discriminator = { propertyName: def.discriminator };
    },
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _, $id: __, ...rest }]) => [id, rest]));
}

/** Bodies the app does not read as JSON (server/http/body.ts, bodyPolicy). */
const OTHER_BODIES: Record<string, object> = {
  "POST /api/uploads": {
    "multipart/form-data": {
      schema: {
        type: "object",
        required: ["file"],
        properties: { file: { type: "string", contentMediaType: "image/*" } },
      },
    },
  },
  "POST /api/payments/webhook": {
    "application/octet-stream": { schema: { type: "string", description: "The provider-signed event, read raw" } },
  },
};

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** "METHOD /api/path" of a registered route, its parameter patterns left out. */
export const routeKey = (r: Pick<RouterRoute, "method" | "path">) =>
  `${r.method} ${r.path.replace(/\{[^}]*\}/g, "").replace(/(.)\/$/, "$1")}`;

/** The request a route's handler declares, looking through the wrapper a mounted app with its own onError gets. */
function declaredBy(handler: unknown): Declared[typeof REQUEST_SCHEMA] | undefined {
  const h = handler as Partial<Declared> & { [COMPOSED_HANDLER]?: unknown };
  return h[REQUEST_SCHEMA] ?? (h[COMPOSED_HANDLER] ? declaredBy(h[COMPOSED_HANDLER]) : undefined);
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}

function errorResponse(codes: string[]) {
  const code = codes.length ? { type: "string", enum: codes } : { type: "string" };
  return {
    description: codes.length ? codes.join(", ") : "an error",
    content: {
      "application/json": {
        schema: { allOf: [ref(ERROR_ID), { properties: { error: { properties: { code } } } }] },
      },
    },
  };
}

function success(key: string, [, description, ...bodies]: Success) {
  const content: Record<string, object> = {};
  for (const b of bodies) {
    if (typeof b === "string") content[MEDIA[b][0]] = { schema: MEDIA[b][1] };
    else content["application/json"] = { schema: answerRef(b, key) };
  }
  return { description, ...(bodies.length && { content }) };
}

function operation(key: string, declared: Declared[typeof REQUEST_SCHEMA][]) {
  const [method, path] = key.split(" ") as [string, string];
  const answer = ANSWERS[key];
  if (!answer) throw new Error(`server/openapi/answers.ts has no answer for ${key}`);
  const errors = new Map<number, Set<string>>();
  const add = (status: number, codes: string[]) => {
    const set = errors.get(status) ?? new Set<string>();
    for (const c of codes) set.add(c);
    errors.set(status, set);
  };
  for (const [status, codes] of Object.entries(answer.errors ?? {})) add(Number(status), codes ?? []);

  const parameters: object[] = [...path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  let requestBody: object | undefined;
  for (const { target, schema } of declared) {
    const json = jsonSchema(schema);
    if (target === "json") {
      requestBody = { required: true, content: { "application/json": { schema: json } } };
      add(400, ["invalid-input"]);
      add(413, ["too-large"]);
      add(415, ["unsupported-media-type"]);
    } else {
      const required = new Set((json.required as string[] | undefined) ?? []);
      for (const [name, prop] of Object.entries((json.properties as Record<string, object>) ?? {}))
        parameters.push({ name, in: "query", required: required.has(name), schema: prop });
      add(400, ["invalid-input"]);
    }
  }
  const other = OTHER_BODIES[key];
  if (other) requestBody = { required: true, content: other };
  if (!SAFE.has(method)) add(403, ["forbidden-origin"]);
  add(500, ["internal"]);

  const responses: Record<string, object> = {};
  for (const ok of [answer.ok, ...(answer.also ?? [])]) responses[ok[0]] = success(key, ok);
  for (const [s, codes] of [...errors].sort(([a], [b]) => a - b)) responses[s] = errorResponse([...codes]);
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, "_").replace(/_$/, ""),
    ...(parameters.length && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

/** The OpenAPI 3.1 document of the app whose routes are `routes` (Hono's `app.routes`). */
export function openApiDocument(routes: RouterRoute[]) {
  const declared = new Map<string, Declared[typeof REQUEST_SCHEMA][]>();
  for (const r of routes) {
    // The web app mounted beside the API (server/static.ts) adds its own `GET *`: not the API's.
    if (r.method === "ALL" || !r.path.startsWith("/api/")) continue;
    const key = routeKey(r);
    const list = declared.get(key) ?? [];
    const request = declaredBy(r.handler);
    if (request) list.push(request);
    declared.set(key, list);
  }
  const paths: Record<string, Record<string, object>> = {};
  for (const [key, list] of declared) {
    const [method, path] = key.split(" ") as [string, string];
    const openPath = path.replace(/:(\w+)/g, "{$1}");
    paths[openPath] ??= {};
    paths[openPath][method.toLowerCase()] = operation(key, list);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Inkling HTTP API",
      version: "1",
      description:
        "The contract of docs/api.md: JSON over HTTP under /api, a session cookie, errors as {error: {code, message, fields?}}.",
    },
    paths,
    components: { schemas: answerComponents() },
  };
}
