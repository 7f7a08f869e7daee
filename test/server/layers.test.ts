import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldTypeNames } from "../../engine/fields/index.js";
import { importsOf, resolve, runtimeGraph } from "../helpers/imports.js";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

// docs/architecture.md "Layers" and decision 031.
describe("the layers keep their jobs", () => {
  it("routes issue no database query: they call services", () => {
    const querying = sources("server/routes").filter((f) =>
      /\.(selectFrom|updateTable|insertInto|deleteFrom)\(|\bsql`|\.transaction\(\)/.test(read(f)),
    );
    // Sign-up opens the transaction its repository function (insertUser) needs.
    expect(querying).toEqual(["server/routes/auth.ts"]);
    expect(
      read("server/routes/auth.ts").match(/\.transaction\(\)|\.(selectFrom|updateTable|insertInto|deleteFrom)\(/g),
    ).toEqual([".transaction()"]);
  });

  it("main.ts starts and stops through buildDeps' start and close, reading only the config", () => {
    const main = read("server/main.ts");
    expect(main).not.toMatch(/process\.env/);
    expect(main).not.toMatch(/\bdeps\.\w+\.\w+/);
    expect(main).toMatch(/runtime\.start\(\)/);
    expect(main).toMatch(/runtime\.close\(drained\)/);
  });

  it("no file outside a field type's unit and the widget registry names a field type", () => {
    const names = fieldTypeNames.join("|");
    const naming = new RegExp(`\\.type\\s*[!=]==?\\s*"(${names})"|\\[(\\s*"(${names})",?)+\\]\\.includes`);
    const files = ["engine", "server", "web", "scripts"]
      .flatMap(sources)
      .filter((f) => !f.startsWith("engine/fields/") && f !== "web/forms/registry.ts");
    expect(files.filter((f) => naming.test(read(f)))).toEqual([]);
  });

  it("the web app imports no value from the server: shared tables live in engine/", () => {
    const graph = runtimeGraph(sources("web"));
    const fromServer = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => t.startsWith("server/")).map((t) => `${file} -> ${t}`),
    );
    // Types are erased (server/api-types.ts, AppType); a value would pull server code into the bundle.
    expect(fromServer).toEqual([]);
  });

  it("tells an import the bundle loads from one it drops", () => {
    const web = "web/results/x.tsx";
    const runtime = (text: string) => importsOf(web, text).map((i) => i.runtime);
    expect(runtime('import { INK_RANGE } from "../../server/images/quality.js";\nf(INK_RANGE);')).toEqual([true]);
    expect(
      runtime('import { roles } from "../../server/api-types";\nconst C = () => <ul>{roles.map(g)}</ul>;'),
    ).toEqual([true]);
    expect(runtime('import type { Quality } from "../../server/api-types";\nlet q: Quality;')).toEqual([false]);
    expect(runtime('import { type Quality } from "../../server/api-types";\nlet q: Quality;')).toEqual([false]);
    // A name used only as a type is dropped by the transpiler like `import type`.
    expect(runtime('import { Quality } from "../../server/api-types";\nlet q: Quality = x.Quality;')).toEqual([false]);
    expect(runtime('import "../../server/side-effect.js";')).toEqual([true]);
    expect(resolve(web, "../../server/images/quality.js")).toBe("server/images/quality.ts");
  });
});
