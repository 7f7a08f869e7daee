/**
 * Answers anyone may read (docs/api.md, "Catalogue", "Public", "Health"): the catalogue, the home
 * page's samples, the health check and the OpenAPI document itself.
 */
import { z } from "zod";
import { hubsDescriptor, siteDescriptor } from "../descriptor.js";
import { outputKinds } from "../outputs.js";
import { named } from "./answer-parts.js";

/**
 * A tool's field as the form draws it, shared lists already resolved into `options` or `groups`.
 * Each field type has keys of its own (engine/fields), so only the common ones are named here.
 */
const publicField = z.looseObject({ name: z.string(), type: z.string(), label: z.string() });

const publicTool = z.object({
  id: z.string(),
  hub: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  pageIdeas: z.boolean().meta({ description: "Its answer is a list of page ideas, each a page of the general tool" }),
  preview: z.boolean().meta({ description: "POST /api/previews draws a free preview of its page" }),
  icon: z.string(),
  output: z.enum(outputKinds),
  cost: z.number().int(),
  backButton: z.boolean(),
  submitLabel: z.string().optional(),
  failureMessage: z.string().optional(),
  listed: z.boolean(),
  fields: z.array(publicField),
});

export const catalogAnswer = named(
  "Catalog",
  z.object({ hubs: hubsDescriptor.shape.hubs, tools: z.array(publicTool), site: siteDescriptor }),
);

export const samplesAnswer = named(
  "Samples",
  z.object({
    samples: z.array(z.object({ name: z.string(), alt: z.string(), kind: z.enum(outputKinds), url: z.string() })),
  }),
);

/** GET /api/health, 200 or 503 alike; `redis` only with REDIS_URL. */
export const healthAnswer = named(
  "Health",
  z.object({
    ok: z.boolean(),
    db: z.enum(["ok", "error"]),
    redis: z.enum(["ok", "down"]).optional(),
    providers: z.object({ image: z.string(), text: z.string(), mail: z.string(), payments: z.string() }),
  }),
);

/** GET /api/openapi.json: an OpenAPI 3.1 document. */
export const openApiAnswer = named(
  "OpenApiDocument",
  z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
);
