import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** `npm start`: build the web app if its sources changed since the last build, then serve. */
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
  const { build } = await import("vite");
  await build({ configFile: "web/vite.config.ts", logLevel: "warn" });
  writeFileSync(stampFile, new Date().toISOString());
}

await import("../server/main.js");
