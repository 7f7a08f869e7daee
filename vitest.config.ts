import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // test/pg: the several-server suites, run by `npm run test:pg` against PostgreSQL and Redis.
    exclude: ["test/e2e/**", "test/pg/**", "node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["test/engine/**/*.test.ts", "test/server/**/*.test.ts", "test/docs/**/*.test.ts"],
          // Each worker imports the server, the engine and the catalogue once for all its files
          // instead of once per file: a file's ~15 s of imports was most of the suite's time
          // (docs/performance.md, "Test suite"). Every file builds its own app on a fresh
          // database, and no server test mocks a module, so nothing a file changes outlives it.
          isolate: false,
        },
      },
      {
        extends: true,
        // React screens with module mocks and a DOM per file stay isolated.
        test: { name: "web", include: ["test/web/**/*.test.ts", "test/web/**/*.test.tsx"] },
      },
    ],
  },
});
