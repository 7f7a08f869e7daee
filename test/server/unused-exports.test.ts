import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

// docs/architecture.md "Less to read": an export nothing imports is made private or deleted.
// knip (knip.json) follows every import from the entry points, the tests included: an export a
// test reaches counts as a seam. `npx knip --fix --fix-type exports,types` does the sweep.
describe("no export without an importer", () => {
  it("knip finds no unused export or exported type", async () => {
    const run = await promisify(execFile)(
      join(root, "node_modules/.bin/knip"),
      ["--no-progress", "--reporter", "compact"],
      {
        cwd: root,
        timeout: 120_000,
      },
    ).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code?: number; stdout?: string }) => ({ code: e.code ?? 1, out: e.stdout ?? String(e) }),
    );
    expect(run.out.trim()).toBe("");
    expect(run.code).toBe(0);
  }, 180_000);
});
