import { resolve } from "node:path";
import { cleanup } from "@testing-library/react";
import { Toaster } from "react-hot-toast";
import { afterEach } from "vitest";
import { type PublicTool, publicCatalog } from "../../../engine/catalog.js";
import { loadCatalog } from "../../../server/catalog/load.js";

/** The real catalogue, as GET /api/catalog serves it: widgets are tested on real tools. */
// happy-dom changes import.meta.url, so the catalogue folder is given from the repo root.
const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));

export function realTool(id: string): PublicTool {
  const tool = catalog.tools.find((t) => t.id === id);
  if (!tool) throw new Error(`no tool ${id}`);
  return tool;
}

export function fieldOf(tool: PublicTool, name: string) {
  const field = tool.fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

export function ToastHost() {
  return <Toaster />;
}

afterEach(() => cleanup());
