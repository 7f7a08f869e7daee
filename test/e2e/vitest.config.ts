import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One browser and one server at a time on a 2-core machine.
    fileParallelism: false,
    globalSetup: ["test/e2e/global-setup.ts"],
  },
});
