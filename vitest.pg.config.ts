import { defineConfig } from "vitest/config";

/**
 * `npm run test:pg`: the server and database suites again, on a throwaway PostgreSQL 15 (and
 * Redis 7) that test/pg/global-setup.ts starts and stops. Each test app gets its own database
 * copied from a migrated template (test/helpers/db.ts).
 */
export default defineConfig({
  test: {
    include: ["test/server/**/*.test.ts", "test/pg/**/*.test.ts"],
    exclude: [
      "node_modules/**",
      // SQLite's own machinery, which PostgreSQL does not use: the group-commit driver, WAL
      // checkpoints in a worker thread, and the statement cache of its driver.
      "test/server/db/checkpoint.test.ts",
      "test/server/db/group-commit.test.ts",
      // Pure computation with no database: running it twice proves nothing.
      "test/server/sketch/**",
      "test/server/text/**",
      "test/server/images/quality.test.ts",
      "test/server/photo/**",
      // A SQLite server process stopped with SIGTERM; test/pg/processes.test.ts stops PostgreSQL ones.
      "test/server/shutdown.test.ts",
      // What these prove is the print file (PDF layout, line weight, type, cover geometry) or a
      // puzzle's construction and colouring. Their database use is making a book and its pages,
      // which books-api, batch, activity-batch, book-limits, activities-api, cover-api and
      // test/pg/books.test.ts prove on PostgreSQL; drawing the same files again there took about
      // ten minutes of CI and proves nothing more.
      "test/server/activities/!(activities-api).test.ts",
      "test/server/coloring/**",
      "test/server/print/opaque.test.ts",
      ...[
        "activity-book-exports",
        "activity-book-print",
        "answers-book",
        "book-files",
        "cover-art-dpi",
        "ink-bounds",
        "kdp-audit",
        "line-proof",
        "pdf-metadata",
        "preflight",
        "printed-lines",
        "svg-pdf",
        "text-coverage",
        "variation",
      ].map((name) => `test/server/books/${name}.test.ts`),
      ...[
        "cover-dpi",
        "cover-fit",
        "cover-glyphs",
        "cover-templates",
        "cover-text-rule",
        "printable-fonts",
        "spine-clearance",
        "thin-spine",
        "vector-color",
      ].map((name) => `test/server/covers/${name}.test.ts`),
    ],
    environment: "node",
    globalSetup: ["test/pg/global-setup.ts"],
    setupFiles: ["test/pg/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
