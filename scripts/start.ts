import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../server/config.js";
import { portInUse, portInUseMessage } from "../server/http/port.js";
import { buildServer, serverBuildStale, serverEntry } from "./build-server.js";
import { buildWeb } from "./build-web.js";
import { serverEnv } from "./server-env.js";

/**
 * `npm start`: build the web app and the server bundle if their sources changed since the last
 * build, then serve. The server runs as plain `node dist/server/main.js` in a child process:
 * under this script's tsx loader even the bundle took a second longer to start, every import
 * going through tsx's hooks (docs/performance.md).
 */
const stampFile = "dist/web/.build-stamp";

function newest(dir: string): number {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full);
    latest = Math.max(latest, st.isDirectory() ? newest(full) : st.mtimeMs);
  }
  return latest;
}

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

const sources = Math.max(newest("web"), newest("engine"), statSync("package.json").mtimeMs);
const built = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
const noWeb = !existsSync("dist/web/index.html");
if (noWeb || sources > built) {
  await building("the web app", noWeb ? " for the first time: this can take a minute" : "", buildWeb);
  writeFileSync(stampFile, new Date().toISOString());
}

if (serverBuildStale()) await building("the server", "", () => buildServer());

// The same process group as this script, so whoever stops the group (a terminal's Ctrl-C, a
// supervisor, `kill -- -PGID`) stops the server too. A terminal's Ctrl-C already reaches the
// server directly, so SIGINT is not forwarded (a second one would cut its graceful stop short);
// a SIGTERM sent to this process alone is.
const server = spawn(process.execPath, [serverEntry], { stdio: ["ignore", "inherit", "inherit"], env: serverEnv() });
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
