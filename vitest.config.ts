import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    // test/pg: the several-server suites, run by `npm run test:pg` against PostgreSQL and Redis.
    exclude: ["test/e2e/**", "test/pg/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
