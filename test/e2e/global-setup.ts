import { existsSync } from "node:fs";
import { buildWeb } from "../../scripts/build-web.js";

/** The browser tests run against the production build, as users get it. */
export default async function setup() {
  if (!existsSync("dist/web/index.html") || process.env.E2E_REBUILD !== "0") await buildWeb();
}
