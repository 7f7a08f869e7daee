import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

const sources = Math.max(newest("web"), newest("engine"), statSync("package.json").mtimeMs);
const built = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
if (!existsSync("dist/web/index.html") || sources > built) {
  console.log("Building the web app…");
  await buildWeb();
  writeFileSync(stampFile, new Date().toISOString());
}

if (serverBuildStale()) {
  console.log("Building the server…");
  await buildServer();
}

// The same process group as this script, so whoever stops the group (a terminal's Ctrl-C, a
// supervisor, `kill -- -PGID`) stops the server too. A terminal's Ctrl-C already reaches the
// server directly, so SIGINT is not forwarded (a second one would cut its graceful stop short);
// a SIGTERM sent to this process alone is.
const server = spawn(process.execPath, [serverEntry], { stdio: ["ignore", "inherit", "inherit"], env: serverEnv() });
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
