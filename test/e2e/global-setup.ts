import { existsSync } from "node:fs";
import { build } from "vite";

/** The browser tests run against the production build, as users get it. */
export default async function setup() {
  if (!existsSync("dist/web/index.html") || process.env.E2E_REBUILD !== "0") {
    await build({ configFile: "web/vite.config.ts", logLevel: "warn" });
  }
}
