import { spawn } from "node:child_process";

/**
 * `npm run dev`: the API with reload (and live catalogue) on :8787, Vite with HMR on :5173, and
 * catalogue previews: saving a tool file redraws its page into catalog-preview/<hub>-<slug>.png.
 */
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, INKLING_WATCH_CATALOG: "1", PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts"], { stdio: "inherit" }),
  spawn("npx", ["tsx", "scripts/catalog-preview.ts", "--watch"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
