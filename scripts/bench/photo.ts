/**
 * Photo tools (server/photo/, server/uploads/). Targets from the photo issue: a 12-megapixel
 * photo to a print-size page with the built-in pipeline, median < 1.5 s, with its peak memory;
 * 10 MB uploads in flight do not raise another endpoint's p99 above 50 ms.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { photoToPage } from "../../server/photo/index.js";
import { normalisePhoto } from "../../server/uploads/normalize.js";
import { houseSvg, photo, portraitSvg } from "../../test/helpers/photos.js";
import { signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** A 4000×3000 photo (12 MP) with grain, as a phone sends it: JPEG at `quality`. */
async function twelveMegapixels(svg: string, quality: number): Promise<Buffer> {
  const base = await photo(svg, "png", { width: 4000, height: 3000 });
  // Fine noise over the whole frame, as a phone sensor gives it (also what makes a JPEG big).
  const noise = Buffer.alloc(4000 * 3000 * 3);
  let s = 99;
  for (let i = 0; i < noise.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 118 + (s % 21);
  }
  return sharp(base)
    .composite([{ input: noise, raw: { width: 4000, height: 3000, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality })
    .toBuffer();
}

/** Upload normalisation and conversion, one photo after another, as a user's job runs. */
async function conversion(runs: number): Promise<BenchRow[]> {
  const photos = [await twelveMegapixels(houseSvg(), 90), await twelveMegapixels(portraitSvg(1200, 900), 90)];
  const times: number[] = [];
  const convertOnly: number[] = [];
  let peak = 0;
  for (let i = 0; i < runs; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const base = process.memoryUsage().rss;
    let high = base;
    const timer = setInterval(() => {
      high = Math.max(high, process.memoryUsage().rss);
    }, 2);
    const t0 = performance.now();
    const stored = await normalisePhoto(photos[i % photos.length] as Buffer);
    const t1 = performance.now();
    await photoToPage({
      photo: stored.data,
      page: "portrait",
      detail: "medium",
      lineWeight: "medium",
      variant: i % 2 ? "portrait" : "photo",
    });
    const t2 = performance.now();
    clearInterval(timer);
    high = Math.max(high, process.memoryUsage().rss);
    times.push(t2 - t0);
    convertOnly.push(t2 - t1);
    if (i > 0) peak = Math.max(peak, high - base);
  }
  const median = round(quantile(times, 0.5));
  return [
    {
      suite: "photo",
      name: "12 MP photo → print-size page (upload normalisation + built-in pipeline + trace), median",
      value: median,
      unit: "ms",
      target: "< 1500",
      pass: median < 1500,
    },
    { suite: "photo", name: "… p95", value: round(quantile(times, 0.95)), unit: "ms", target: "—" },
    {
      suite: "photo",
      name: "… of which the page from the stored upload, median",
      value: round(quantile(convertOnly, 0.5)),
      unit: "ms",
      target: "—",
    },
    {
      suite: "photo",
      name: "peak memory above idle during one conversion",
      value: round(peak / 2 ** 20),
      unit: "MB",
      target: "—",
      note: `${photos.map((p) => `${(p.length / 2 ** 20).toFixed(1)} MB`).join(", ")} JPEGs, 4000×3000`,
    },
  ];
}

/** p99 of GET /api/auth/me while 10 MB uploads stream in, against the same with no uploads. */
async function uploadsUnderLoad(): Promise<BenchRow[]> {
  const server = await startBenchServer({ THROTTLE_UPLOAD: "100000/60" });
  try {
    const [cookie] = await signUpUsers(server.url, 1);
    const headers = { cookie: cookie as string, origin: server.url };
    let big = await twelveMegapixels(houseSvg(), 97);
    if (big.length < 10 * 2 ** 20) big = Buffer.concat([big, Buffer.alloc(10 * 2 ** 20 - big.length)]); // trailing bytes after EOI
    const probe = async (ms: number) => {
      const lat: number[] = [];
      const end = performance.now() + ms;
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(`${server.url}/api/auth/me`, { headers });
        await res.arrayBuffer();
        lat.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
      return lat;
    };
    const q0 = server.cpuMs();
    const quiet = await probe(3000);
    const q1 = server.cpuMs();
    // The uploads come from curl processes, so this process's event loop (which times the probes)
    // does not also encode 10 MB multipart bodies.
    const dir = mkdtempSync(join(tmpdir(), "inkling-photo-bench-"));
    const file = join(dir, "big.jpg");
    writeFileSync(file, big);
    const loop = `while true; do curl -s -o /dev/null -w '%{http_code}\\n' -H 'cookie: ${cookie}' -H 'origin: ${server.url}' -F 'file=@${file};type=image/jpeg' ${server.url}/api/uploads; done`;
    const codes: string[] = [];
    const workers = [0, 1].map(() => {
      const child = spawn("sh", ["-c", loop], { stdio: ["ignore", "pipe", "ignore"], detached: true });
      child.stdout.on("data", (d: Buffer) => codes.push(...d.toString().trim().split("\n")));
      return child;
    });
    let busy: number[];
    let b0 = server.cpuMs();
    let b1 = b0;
    try {
      await new Promise((r) => setTimeout(r, 500));
      b0 = server.cpuMs();
      busy = await probe(8000);
      b1 = server.cpuMs();
    } finally {
      for (const w of workers) process.kill(-(w.pid as number), "SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    }
    const uploads = codes.filter((c) => c === "201").length;
    const failed = codes.length - uploads;
    const p99 = round(quantile(busy, 0.99));
    // The event loop's own work per upload: main-thread CPU while uploading, less the probes'.
    const perProbe = (q1.main - q0.main) / quiet.length;
    const mainPerUpload = uploads ? (b1.main - b0.main - perProbe * busy.length) / uploads : Number.NaN;
    const waited = (b1.mainWaited - b0.mainWaited) / busy.length;
    return [
      {
        suite: "photo",
        name: "GET /api/auth/me p99, no uploads",
        value: round(quantile(quiet, 0.99)),
        unit: "ms",
        target: "—",
      },
      {
        suite: "photo",
        name: "GET /api/auth/me p99 while two 10 MB uploads stream in back to back",
        value: p99,
        unit: "ms",
        target: "< 50",
        pass: p99 < 50,
        note: `${uploads} uploads of ${(big.length / 2 ** 20).toFixed(1)} MB stored (${failed} refused) in 8 s; ${busy.length} probes`,
      },
      {
        suite: "photo",
        name: "event-loop (main thread) CPU per 10 MB upload",
        value: round(mainPerUpload),
        unit: "ms",
        target: "—",
      },
      {
        suite: "photo",
        name: "main thread ready but waiting for a CPU, per probe, while uploading",
        value: round(waited),
        unit: "ms",
        target: "—",
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function benchPhoto(runs = 9): Promise<BenchRow[]> {
  return [...(await conversion(runs)), ...(await uploadsUnderLoad())];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchPhoto())
    console.log(`${row.name}: ${row.value} ${row.unit} (${row.target})${row.note ? ` — ${row.note}` : ""}`);
}
