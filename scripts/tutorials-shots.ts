/**
 * `npm run tutorials:shots`: refresh the tutorials' committed screenshots in web/public/tutorials/
 * by running test/e2e/tutorials.e2e.ts with its output folder pointed there. A plain test run
 * writes the same pictures under test-results/tutorials/ instead, so tests never change a
 * tracked file; commit the refreshed pictures when a screen has changed on purpose.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const vitest = join(root, "node_modules", ".bin", "vitest");
const run = spawnSync(
  vitest,
  ["run", "--config", "test/e2e/vitest.config.ts", "test/e2e/tutorials.e2e.ts", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TUTORIAL_SHOTS_DIR: join(root, "web", "public", "tutorials") },
  },
);
process.exit(run.status ?? 1);
