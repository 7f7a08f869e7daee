import { Hono } from "hono";
import { palettes } from "../../engine/covers/palettes.js";
import { coverTemplates } from "../../engine/covers/templates.js";
import type { AppEnv } from "../http/env.js";

/** GET /api/palettes: the colouring's named palettes (public, the same for everyone). */
export const paletteRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ palettes: palettes.map(({ id, name, colors }) => ({ id, name, colors })) }),
);

/** GET /api/cover-templates: the cover designs a book can use. */
export const coverTemplateRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ templates: coverTemplates.map(({ id, name }) => ({ id, name })) }),
);
