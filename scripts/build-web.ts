/**
 * The production build of the web app into dist/web, as `npm run build` makes it. Vite builds for
 * whatever NODE_ENV says, and test runners set it to "test": React's development build (twice the
 * size, with its checks) would then be what the browser tests and the benchmarks measured.
 */
export async function buildWeb(): Promise<void> {
  const { build } = await import("vite");
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: "web/vite.config.ts", mode: "production", logLevel: "warn" });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
