/**
 * Writes docs/catalog.schema.json, the JSON Schema editors use to autocomplete and check tool
 * descriptors (each tool file starts with a `# yaml-language-server: $schema=…` line).
 * It is generated from the engine's own zod schema, so the editor and catalog:check never disagree
 * on shape; what JSON Schema cannot say (strict templates, known lists, refinements) stays with
 * catalog:check. Run after changing engine/descriptor.ts or engine/fields/: `npm run catalog:schema`.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { sketchKeys, sketchLayouts, toolDescriptor } from "../engine/descriptor.js";

export const schemaPath = new URL("../docs/catalog.schema.json", import.meta.url).pathname;

/** The schema as an object; exported so a test can check it stays in step with the engine. */
export function buildCatalogSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(toolDescriptor, {
    // "input": what an author writes (defaults such as backButton stay optional).
    io: "input",
    // Refinements and transforms have no JSON Schema form; emit `{}` (anything) instead of failing.
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as Record<string, unknown>;
  return {
    ...schema,
    $id: "https://inkling.local/catalog.schema.json",
    title: "Inkling tool descriptor",
    description: [
      "One tool of the catalogue: catalog/<hub>/<slug>.yaml (see docs/catalog.md).",
      `Sketch layouts: ${sketchLayouts.join(", ")}. Sketch keys: ${sketchKeys.join(", ")}.`,
      "Templates may only use this tool's field names; `npm run catalog:check` enforces it.",
    ].join(" "),
  };
}

// Only write when run as a script, not when a test imports buildCatalogSchema.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(schemaPath, `${JSON.stringify(buildCatalogSchema(), null, 2)}\n`);
  console.log(`catalog:schema wrote ${schemaPath}`);
}
