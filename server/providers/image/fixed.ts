import { PNG } from "pngjs";
import type { ImageProvider } from "./provider.js";

/** A plain white 1024×1024 page: the answer of the benchmark-only and test providers. */
export function whitePng(size = 1024): Buffer {
  const png = new PNG({ width: size, height: size });
  png.data.fill(255);
  return PNG.sync.write(png);
}

/**
 * An image provider that answers at once with a fixed PNG (benchmarks measure the server's
 * own overhead with it). Never chosen by configuration.
 */
export function createFixedImageProvider(
  opts: { png?: Buffer; delayMs?: number; concurrency?: number } = {},
): ImageProvider & { calls: number } {
  const png = opts.png ?? whitePng();
  const provider = {
    name: "Fixed",
    printReady: true,
    concurrency: opts.concurrency ?? 8,
    calls: 0,
    async generate() {
      provider.calls++;
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      return png;
    },
  };
  return provider;
}
