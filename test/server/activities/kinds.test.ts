import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { activityKinds, puzzleSchema } from "../../../engine/api/puzzles.js";
import { toolDescriptor } from "../../../engine/descriptor.js";
import { activityRegistry } from "../../../server/activities/registry.js";

const root = join(import.meta.dirname, "../../..");
const sources = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

/** The two halves of the registry: the only files besides a kind's own folder that name it. */
const REGISTRY = ["engine/api/puzzles.ts", "server/activities/registry.ts"];
/** Where a kind's name is an ordinary word of a sentence, not the kind. */
const ALLOWED: Record<string, string[]> = {
  // "a pencil for the puzzles / tracing": the back text's words for a book's page groups.
  "server/text/builtin/back-cover.ts": ["tracing"],
};

// docs/architecture.md, "What a change touches": a kind is its folder, its YAML and its registry lines.
describe("each activity kind is one unit", () => {
  it("no file outside a kind's folder and the registry names a kind", () => {
    const naming: string[] = [];
    for (const file of ["engine", "server", "web", "scripts"].flatMap(sources)) {
      if (REGISTRY.includes(file)) continue;
      const text = readFileSync(join(root, file), "utf8");
      for (const kind of activityKinds) {
        if (file.startsWith(`server/activities/${kind}/`) || ALLOWED[file]?.includes(kind)) continue;
        if (new RegExp(`["'\`]${kind}["'\`]`).test(text)) naming.push(`${file}: ${kind}`);
      }
    }
    expect(naming).toEqual([]);
  });

  it("the engine's kinds, the contract's puzzles and the server's units are the same list", () => {
    expect(Object.keys(activityRegistry)).toEqual(activityKinds);
    expect(puzzleSchema.options.map((o) => o.shape.type.value)).toEqual(activityKinds);
    for (const kind of activityKinds) expect(readdirSync(join(root, "server/activities", kind))).toContain("index.ts");
  });

  it("a descriptor's activity type is one of the registry's kinds, and no other", () => {
    const tool = parse(readFileSync(join(root, "catalog/activities/maze.yaml"), "utf8"));
    const withType = (type: string) => toolDescriptor.safeParse({ ...tool, activity: { ...tool.activity, type } });
    for (const kind of activityKinds) expect(withType(kind).success).toBe(true);
    expect(withType("kakuro").success).toBe(false);
  });
});
