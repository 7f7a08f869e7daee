/**
 * Book and print work at its bounds (server/books/, server/print/pool.ts), through the API of a
 * real server process: the largest page the app makes (a 12-megapixel photo traced into vector
 * art) on every page of the longest book KDP prints (828 pages, 8x10); peak RSS of its preflight
 * and of the largest interior export under BOOK_MAX_VECTOR_MB; eight preflights of one book at
 * once; and GET /api/health p99 while 30 print.pdf of that page run (15 users, two each).
 * Targets from the hardening issue: bounded memory (the process never grows by more than the
 * worker's heap cap, 1.5 GB), health < 100 ms.
 */
import { statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { pageCountLimits } from "../../engine/books/kdp.js";
import { traceLineArt } from "../../server/print/trace.js";
import { houseSvg, photo } from "../../test/helpers/photos.js";
import { percentile } from "./load.js";
import { type BenchServer, signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const MAX_VECTOR_MB = 200;
/** The longest book a trim takes: 8x10 on white paper, 828 pages (8.5x8.5 takes at most 590). */
const TRIM = "8x10";
const PAGES = pageCountLimits(TRIM, "white").max;

/**
 * The densest page the tracer makes: a print-size (2550x3300) page of wavy contours close
 * together, as a model's busy scene or a photo of foliage gives, traced as every model page is.
 */
async function denseTrace(): Promise<string> {
  const w = 2550;
  const h = 3300;
  const grey = Buffer.alloc(w * h, 255);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const v = Math.sin(x / 9 + Math.sin(y / 23) * 3) + Math.cos(y / 11 + Math.sin(x / 31) * 2);
      if (Math.abs(v) < 0.12) grey[y * w + x] = 0;
    }
  const png = await sharp(grey, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
  return traceLineArt(png);
}

async function peakDuring<T>(server: BenchServer, work: () => Promise<T>) {
  const base = server.rssMb();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 20);
  const t0 = performance.now();
  try {
    const result = await work();
    return {
      result,
      growth: Math.round(peak - base),
      peak: Math.round(peak),
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

/** `smoke`: the books the figures are of are cut to 40 pages (the suite still runs every step). */
export async function benchBookLimits(smoke = false): Promise<BenchRow[]> {
  // Sixteen accounts from one address: more than the sign-up throttle lets through by default.
  const server = await startBenchServer({
    BENCH_MODE: "inkling",
    BENCH_SKETCH: "1",
    THROTTLE_SIGNUP_CLIENT: "100/3600",
  });
  try {
    const cookies = await signUpUsers(server.url, 16);
    const headers = (cookie: string) => ({ cookie, origin: server.url });
    // node:http, not fetch: a preflight of hundreds of dense pages may take longer than fetch
    // waits for an answer's headers (5 minutes), and the figure is how long it takes. A new
    // connection each time: this process blocks its own event loop for seconds (tracing,
    // writing pages), so a pooled connection the server closed meanwhile could be reused.
    const send = (cookie: string, method: string, path: string, body?: unknown) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const data = body === undefined ? undefined : JSON.stringify(body);
        const req = request(`${server.url}${path}`, {
          method,
          agent: false,
          headers: { ...headers(cookie), "content-type": "application/json" },
        });
        req.on("response", (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("latin1") }));
          res.on("error", reject);
        });
        req.on("error", reject);
        req.end(data);
      });
    const api = async (cookie: string, method: string, path: string, body?: unknown) => {
      const { status, text } = await send(cookie, method, path, body);
      const json: ReturnType<typeof JSON.parse> = text
        ? JSON.parse(Buffer.from(text, "latin1").toString("utf8"))
        : null;
      return { status, json };
    };
    const owner = cookies[0] as string;
    // The largest page: a 12 MP portrait photo, traced. Each user makes their own (print.pdf is the owner's).
    // A detailed scene with a phone sensor's grain, traced at the finest settings: the most vector art a page gets.
    const base = await photo(houseSvg(), "png", { width: 3000, height: 4000 });
    const grain = Buffer.alloc(3000 * 4000 * 3);
    let seed = 99;
    for (let i = 0; i < grain.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      grain[i] = 108 + (seed % 41);
    }
    const jpeg = await sharp(base)
      .composite([{ input: grain, raw: { width: 3000, height: 4000, channels: 3 }, blend: "overlay" }])
      .jpeg({ quality: 92 })
      .toBuffer();
    const photoPage = async (cookie: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
      const up = await fetch(`${server.url}/api/uploads`, { method: "POST", headers: headers(cookie), body: form });
      const upload = ((await up.json()) as { upload: { id: string } }).upload;
      const made = await api(cookie, "POST", "/api/generations", {
        tool: "photos/photo-to-coloring-page",
        values: { photo: upload.id, page: "portrait", detail: "detailed", lineWeight: "thin" },
      });
      if (made.status !== 202) throw new Error(`photo page: ${made.status} ${JSON.stringify(made.json)}`);
      const id = made.json.generation.id as string;
      for (;;) {
        const g = (await api(cookie, "GET", `/api/generations/${id}`)).json.generation;
        if (g.status === "succeeded") return id;
        if (g.status === "failed") throw new Error("the photo page failed");
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const pageId = await photoPage(owner);
    // A traced photo of this kind is small (tens of KB): its vector original is replaced by the
    // densest trace, so every figure below is of the largest page the app's tracer makes.
    const dense = await denseTrace();
    const densify = (id: string) => {
      const db = new SQLite(join(server.dataDir, "inkling.db"), { readonly: true });
      const row = db.prepare("select vector_path from generations where id = ?").get(id) as { vector_path: string };
      db.close();
      const path = join(server.dataDir, "images", row.vector_path);
      writeFileSync(path, dense);
      return Math.round(statSync(path).size / 1024);
    };
    const svgKb = densify(pageId);
    // No blank backs, so PAGES art pages print as PAGES.
    const book = async (pages: number) => {
      const { json } = await api(owner, "POST", "/api/books", { title: "Bench limits", author: "Bench" });
      await api(owner, "PATCH", `/api/books/${json.book.id}`, {
        pages: Array(pages).fill(pageId),
        blankBacks: false,
        trim: TRIM,
      });
      return json.book.id as string;
    };

    // PAGES pages: refused before any work when over the vector limit, so the process barely moves.
    const full = await book(PAGES);
    const refused = await peakDuring(server, () => api(owner, "GET", `/api/books/${full}/preflight`));
    const message = refused.result.json?.error?.message ?? "";
    const drawnMb = Math.round((PAGES * svgKb) / 1024);
    // Over the limit, the largest book of that page under it; else the PAGES pages themselves.
    const over = refused.result.status === 409;
    if (!over && refused.result.status !== 200) throw new Error(`${PAGES} pages: ${refused.result.status} ${message}`);
    const limit = over ? Math.floor((MAX_VECTOR_MB / drawnMb) * PAGES) - 1 : PAGES;
    const most = smoke ? Math.min(limit, 40) : limit;
    const largest = most === PAGES ? full : await book(most);
    const preflight = await peakDuring(server, () => api(owner, "GET", `/api/books/${largest}/preflight`));
    const again = await peakDuring(server, () => api(owner, "GET", `/api/books/${largest}/preflight`));
    const exported = await peakDuring(server, async () => {
      const created = await api(owner, "POST", `/api/books/${largest}/exports`, { kind: "interior" });
      for (;;) {
        const e = (await api(owner, "GET", `/api/exports/${created.json.export.id}`)).json.export;
        if (e.status !== "queued" && e.status !== "running") return e;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await api(owner, "PATCH", `/api/books/${largest}`, { title: "Bench limits, again" });
    const eight = await peakDuring(server, () =>
      Promise.all(Array.from({ length: 8 }, () => api(owner, "GET", `/api/books/${largest}/preflight`))),
    );

    // 30 print.pdf at once: 15 users, two each, each of their own copy of the page.
    const printers = cookies.slice(1);
    const theirs = await Promise.all(printers.map((c) => photoPage(c)));
    for (const id of theirs) densify(id);
    const probe: number[] = [];
    let printing = true;
    const prints = Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(printers[i % 15] as string, "GET", `/api/generations/${theirs[i % 15]}/print.pdf`).then((r) => r.status),
      ),
    ).finally(() => {
      printing = false;
    });
    // A failed print is the suite's failure, read below, not an unhandled rejection meanwhile.
    prints.catch(() => {});
    while (printing) {
      const t0 = performance.now();
      await send("", "GET", "/api/health");
      probe.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
    const statuses = await prints;
    probe.sort((a, b) => a - b);
    const healthP99 = percentile(probe, 99);
    const ok = statuses.filter((s) => s === 200).length;

    return [
      {
        suite: "book-limits",
        name: `preflight of ${PAGES} copies (${TRIM}) of the densest traced page (${svgKb} KB of SVG, ${drawnMb} MB drawn)`,
        value: refused.growth,
        unit: "MB RSS growth",
        target: over ? "refused (409)" : "< 1536",
        pass: over || refused.growth < 1536,
        note: `${refused.result.status} in ${refused.seconds.toFixed(2)} s, peak RSS ${refused.peak} MB`,
      },
      {
        suite: "book-limits",
        name: `preflight of the largest book of that page under the limit (${most} pages)`,
        value: preflight.growth,
        unit: "MB RSS growth",
        target: "< 1536",
        pass: preflight.result.status === 200 && preflight.growth < 1536,
        note: `${preflight.seconds.toFixed(1)} s, peak RSS ${preflight.peak} MB; asked again unchanged: ${again.seconds.toFixed(3)} s`,
      },
      {
        suite: "book-limits",
        name: `interior export of that book (${most} pages)`,
        value: exported.growth,
        unit: "MB RSS growth",
        target: "< 1536",
        pass: exported.result.status === "succeeded" && exported.growth < 1536,
        note: `${exported.result.status} in ${exported.seconds.toFixed(1)} s, peak RSS ${exported.peak} MB`,
      },
      {
        suite: "book-limits",
        name: "eight preflights of that book at once (after a change)",
        value: eight.growth,
        unit: "MB RSS growth",
        target: "about one preflight's",
        pass: eight.result.every((r) => r.status === 200),
        note: `${eight.seconds.toFixed(1)} s, peak RSS ${eight.peak} MB`,
      },
      {
        suite: "book-limits",
        name: "GET /api/health p99 while 30 print.pdf of that page are asked for",
        value: Math.round(healthP99 * 10) / 10,
        unit: "ms",
        target: "< 100",
        pass: healthP99 < 100,
        note: `${probe.length} probes; ${ok} PDFs made, ${statuses.length - ok} refused with 429 (two at once per user)`,
      },
    ];
  } finally {
    await server.stop();
  }
}
