import { inject } from "vitest";

// Read by test/helpers/db.ts (fresh databases) and test/helpers/app.ts.
process.env.INKLING_TEST_PG = inject("pgUrl");
process.env.INKLING_TEST_REDIS = inject("redisUrl");
