import { existsSync, writeFileSync } from "node:fs";
import { loadConfig } from "../server/config.js";
import { portInUse, portInUseMessage } from "../server/http/port.js";
import { buildServer } from "./build-server.js";
import { serverBuildStale, webBuildStale, webStampFile } from "./build-stamps.mjs";
import { buildWeb } from "./build-web.js";

/**
 * What `npm start` (scripts/start.mjs) runs when the web app or the server bundle is older than
 * its sources: say a taken port before anything else, then build what is stale.
 */

// A taken port is said in one line before a minute of building, not after it (the server checks
// again when it starts; a configuration error is its to report, with the variable named).
const config = (() => {
  try {
    return loadConfig();
  } catch {
    return null;
  }
})();
if (config && (await portInUse(config.PORT, config.HOST))) {
  console.error(portInUseMessage(config.PORT, config.HOST));
  process.exit(1);
}

/** Runs `build`, saying what is built (the web app's first build can take a minute) and how long it took. */
async function building(what: string, note: string, build: () => Promise<void>) {
  const started = Date.now();
  console.log(`Building ${what}${note}…`);
  await build();
  console.log(`Built ${what} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (webBuildStale()) {
  const first = !existsSync("dist/web/index.html");
  await building("the web app", first ? " for the first time: this can take a minute" : "", buildWeb);
  writeFileSync(webStampFile, new Date().toISOString());
}

if (serverBuildStale()) await building("the server", "", () => buildServer());
