// `npm start`: build the web app and the server bundle if their sources changed since the last
// build (scripts/build-stale.ts, under tsx), then serve with plain `node dist/server/main.js`.
// This file is plain JavaScript so that a start with nothing to build loads no TypeScript loader:
// tsx and the build tools cost about half a second before the server itself began
// (docs/performance.md, "Start-up").
import { spawn, spawnSync } from "node:child_process";
import { serverBuildStale, serverEntry, serverEnv, webBuildStale } from "./build-stamps.mjs";

if (webBuildStale() || serverBuildStale()) {
  const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-stale.ts"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The same process group as this script, so whoever stops the group (a terminal's Ctrl-C, a
// supervisor, `kill -- -PGID`) stops the server too. A terminal's Ctrl-C already reaches the
// server directly, so SIGINT is not forwarded (a second one would cut its graceful stop short);
// a SIGTERM sent to this process alone is.
const server = spawn(process.execPath, [serverEntry], { stdio: ["ignore", "inherit", "inherit"], env: serverEnv() });
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
