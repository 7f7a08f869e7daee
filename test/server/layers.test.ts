import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldTypeNames } from "../../engine/fields/index.js";

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
});
