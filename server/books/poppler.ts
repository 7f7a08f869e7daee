import { execFile, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);
const BIG = { maxBuffer: 64 * 1024 * 1024, encoding: "utf8" as const };

/** A poppler program; a missing one is named, so the log says what to install. */
async function run(program: string, args: string[], opts: typeof BIG) {
  try {
    return await exec(program, args, opts);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`${program} not found: install poppler-utils (docs/operations.md)`);
    throw e;
  }
}

/**
 * Poppler (poppler-utils), a real PDF reader, looks at the files the preflight checks: it reads
 * what KDP's own checker reads (docs/decisions/015-books-and-kdp-preflight.md). Child processes,
 * so the server's event loop stays free.
 */
export async function withPdf<T>(pdf: Buffer, fn: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "inkling-preflight-"));
  try {
    const path = join(dir, "file.pdf");
    await writeFile(path, pdf);
    return await fn(path, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every page's size in points (pdfinfo -f 1 -l N). */
export async function pageSizes(path: string): Promise<Array<{ width: number; height: number }>> {
  const { stdout } = await run("pdfinfo", ["-f", "1", "-l", "100000", path], BIG);
  return [...stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

export async function fonts(path: string): Promise<Array<{ name: string; embedded: boolean; subset: boolean }>> {
  const { stdout } = await run("pdffonts", [path], BIG);
  return parseFonts(stdout);
}

/** pdffonts' table: each font's name, whether it is embedded and whether as a subset ("emb", "sub"). */
export function parseFonts(stdout: string): Array<{ name: string; embedded: boolean; subset: boolean }> {
  return stdout
    .split("\n")
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { name: c[0] ?? "", embedded: c[c.length - 5] === "yes", subset: c[c.length - 4] === "yes" };
    });
}

/** Each placed image: its page and effective resolution on the page (pdfimages -list). */
export async function images(path: string): Promise<Array<{ page: number; xppi: number; yppi: number }>> {
  const { stdout } = await run("pdfimages", ["-list", path], BIG);
  return stdout
    .split("\n")
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { page: Number(c[0]), xppi: Number(c[12]), yppi: Number(c[13]) };
    })
    .filter((i) => i.xppi > 0);
}

export interface Raster {
  width: number;
  height: number;
  /** 1 (grey) or 3 (RGB) bytes a pixel. */
  channels: number;
  data: Uint8Array;
}

/** Parse a binary PGM (P5) or PPM (P6) as pdftoppm writes it. */
function parsePnm(buf: Buffer): Raster {
  let pos = 0;
  const token = () => {
    while (/\s/.test(String.fromCharCode(buf[pos] as number))) pos++;
    const start = pos;
    while (!/\s/.test(String.fromCharCode(buf[pos] as number))) pos++;
    return buf.subarray(start, pos).toString("ascii");
  };
  const magic = token();
  const width = Number(token());
  const height = Number(token());
  token(); // max value (255)
  pos++;
  const channels = magic === "P6" ? 3 : 1;
  return { width, height, channels, data: buf.subarray(pos, pos + width * height * channels) };
}

/**
 * Pages as pdftoppm selects them: runs of consecutive pages, or of every other page (`-o`/`-e`),
 * so a set of pages costs as few runs as its shape allows.
 */
export function pageRuns(pages: number[]): string[][] {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: { first: number; last: number; step: number }[] = [];
  for (const p of sorted) {
    const run = runs.at(-1);
    if (run && (run.step === 0 ? p - run.last <= 2 : p - run.last === run.step)) {
      run.step = p - run.last;
      run.last = p;
    } else runs.push({ first: p, last: p, step: 0 });
  }
  return runs.map((r) => [
    "-f",
    String(r.first),
    "-l",
    String(r.last),
    ...(r.step === 2 ? [r.first % 2 ? "-o" : "-e"] : []),
  ]);
}

/**
 * One rectangle (pixels at `dpi`, from the top left) of every odd or every even page, or of the
 * pages listed, greyscale, handed to `each` page by page: pdftoppm renders only that slice of
 * each page, so the margins of a whole book are read at print resolution without rendering its
 * pages whole.
 */
export async function renderSlices(
  path: string,
  dir: string,
  dpi: number,
  area: { x: number; y: number; width: number; height: number },
  pages: "odd" | "even" | number[],
  each: (page: number, r: Raster) => void,
  prefix = "s",
): Promise<void> {
  const args = ["-r", String(dpi), "-gray"];
  args.push("-x", String(area.x), "-y", String(area.y), "-W", String(area.width), "-H", String(area.height));
  const selections = pages === "odd" ? [["-o"]] : pages === "even" ? [["-e"]] : pageRuns(pages);
  if (!selections.length) return;
  // A folder of its own, removed whole: one slice run writes a file per page (hundreds).
  const own = await mkdtemp(join(dir, `${prefix}-`));
  try {
    for (const pick of selections) await run("pdftoppm", [...args, ...pick, path, join(own, "s")], BIG);
    const names = (await readdir(own)).filter((n) => /^s-\d+\.pgm$/.test(n));
    // Read a few at a time: a page's file is read while the one before it is scanned.
    for (let i = 0; i < names.length; i += 8) {
      const batch = names.slice(i, i + 8);
      const files = await Promise.all(batch.map((n) => readFile(join(own, n))));
      for (const [j, file] of files.entries()) each(Number(/(\d+)/.exec(batch[j] as string)?.[1]), parsePnm(file));
    }
  } finally {
    await rm(own, { recursive: true, force: true });
  }
}

/** The pages listed, whole, at `dpi` in grey, by page number. */
export async function renderPages(
  path: string,
  dir: string,
  dpi: number,
  pages: number[],
): Promise<Map<number, Raster>> {
  const out = new Map<number, Raster>();
  const selections = pageRuns(pages);
  if (!selections.length) return out;
  const own = await mkdtemp(join(dir, "r-"));
  try {
    for (const pick of selections)
      await run("pdftoppm", ["-r", String(dpi), "-gray", ...pick, path, join(own, "p")], BIG);
    for (const name of await readdir(own)) {
      const page = /^p-(\d+)\.pgm$/.exec(name)?.[1];
      if (page) out.set(Number(page), parsePnm(await readFile(join(own, name))));
    }
    return out;
  } finally {
    await rm(own, { recursive: true, force: true });
  }
}

/**
 * The pages listed, whole and greyscale at `dpi`, handed to `each` page by page in page order,
 * `chunk` pages a pdftoppm run, `runs` runs at once (two: one a core): later runs render while
 * `each` reads this one, and no more than `runs + 1` runs' files are on disk at once (a 8.5x11
 * page at 400 DPI is 15 MB).
 */
export async function eachPage(
  path: string,
  dir: string,
  dpi: number,
  pages: number[],
  each: (page: number, r: Raster) => void,
  chunk = 3,
  runs = 2,
): Promise<void> {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const args = ["-r", String(dpi), "-gray"];
  // A few pages are shared out between the runs rather than left to the first one.
  const size = Math.max(1, Math.min(chunk, Math.ceil(sorted.length / runs)));
  const chunks: number[][] = [];
  for (let i = 0; i < sorted.length; i += size) chunks.push(sorted.slice(i, i + size));
  const renderChunk = async (list: number[]) => {
    const own = await mkdtemp(join(dir, "e-"));
    try {
      for (const pick of pageRuns(list)) await run("pdftoppm", [...args, ...pick, path, join(own, "p")], BIG);
    } catch (e) {
      await rm(own, { recursive: true, force: true });
      throw e;
    }
    return own;
  };
  const pending: Array<Promise<string>> = [];
  let started = 0;
  const fill = () => {
    while (started < chunks.length && pending.length < runs) {
      const p = renderChunk(chunks[started++] as number[]);
      // Awaited in turn below; a failure before then is not left unhandled.
      p.catch(() => undefined);
      pending.push(p);
    }
  };
  fill();
  while (pending.length) {
    let own: string | undefined;
    try {
      own = await (pending.shift() as Promise<string>);
      fill();
      const names = (await readdir(own)).filter((n) => /^p-\d+\.pgm$/.test(n)).sort();
      for (const name of names) each(Number(/(\d+)/.exec(name)?.[1]), parsePnm(await readFile(join(own, name))));
    } catch (e) {
      // The runs already started are waited for, so their folders are removed too.
      await Promise.all(
        pending.splice(0).map((p) =>
          p.then(
            (d) => rm(d, { recursive: true, force: true }),
            () => undefined,
          ),
        ),
      );
      throw e;
    } finally {
      if (own) await rm(own, { recursive: true, force: true });
    }
  }
}

/**
 * A part of one page, greyscale at `dpi`: `x, y, width, height` in pixels of the whole page at
 * that resolution, from its top left corner.
 */
export async function renderCrop(
  path: string,
  dir: string,
  dpi: number,
  page: number,
  crop: { x: number; y: number; width: number; height: number },
): Promise<Raster> {
  const own = await mkdtemp(join(dir, "c-"));
  try {
    await run("pdftoppm", cropArgs(dpi, page, crop, path, join(own, "c")), BIG);
    return parsePnm(await readFile(join(own, "c.pgm")));
  } finally {
    await rm(own, { recursive: true, force: true });
  }
}

/** A word quoted for sh: inside single quotes, each quote closed, escaped and opened again. */
const shQuote = (word: string) => `'${word.replace(/'/g, "'\\''")}'`;

/**
 * Runs each command line it reads in the background and answers "<id> <exit status>" when it
 * ends (a line under PIPE_BUF is written whole, so answers never interleave).
 */
const RUNNER = 'while IFS= read -r id && IFS= read -r cmd; do { eval "$cmd"; echo "$id $?"; } & done; wait';

/** Renders parts of pages; `close` when done (the renders asked for are all answered first). */
export interface CropRenderer {
  render(page: number, crop: { x: number; y: number; width: number; height: number }): Promise<Raster>;
  close(): void;
}

/**
 * renderCrop's renders of one file, each the same pdftoppm run, started by one long-lived shell
 * instead of from this process: a process of the server's size takes tens of milliseconds to
 * start a child (the thread waits for it; a small shell starts one in about a millisecond), and
 * a book's strokes check renders dozens of parts. Any number may render at once. The shell is
 * started on the first render.
 */
export function cropRenderer(path: string, dir: string, dpi: number): CropRenderer {
  let shell: ReturnType<typeof spawn> | null = null;
  let ended: Error | null = null;
  let next = 0;
  let buffered = "";
  const waiting = new Map<number, (status: number | Error) => void>();
  const fail = (e: Error) => {
    ended ??= e;
    for (const answer of waiting.values()) answer(e);
    waiting.clear();
  };
  const start = () => {
    const sh = spawn("sh", ["-c", RUNNER], { stdio: ["pipe", "pipe", "ignore"] });
    sh.on("error", (e) => fail(e));
    sh.on("exit", (code, signal) => fail(new Error(`The page renderer stopped (${signal ?? code})`)));
    sh.stdin?.on("error", (e) => fail(e));
    sh.stdout?.setEncoding("utf8");
    sh.stdout?.on("data", (chunk: string) => {
      buffered += chunk;
      for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
        const [id, status] = buffered.slice(0, nl).split(" ").map(Number);
        buffered = buffered.slice(nl + 1);
        const answer = waiting.get(id as number);
        waiting.delete(id as number);
        answer?.(status as number);
      }
    });
    return sh;
  };
  const runThere = (args: string[], errors: string) =>
    new Promise<void>((resolve, reject) => {
      if (ended) return reject(ended);
      shell ??= start();
      const id = next++;
      waiting.set(id, (status) => {
        if (status instanceof Error) return reject(status);
        if (status === 0) return resolve();
        readFile(errors, "utf8").then(
          (text) =>
            reject(
              status === 127 && /not found/.test(text)
                ? new Error("pdftoppm not found: install poppler-utils (docs/operations.md)")
                : new Error(`pdftoppm exited with ${status}: ${text.trim()}`),
            ),
          () => reject(new Error(`pdftoppm exited with ${status}`)),
        );
      });
      const cmd = `exec ${["pdftoppm", ...args].map(shQuote).join(" ")} 2>${shQuote(errors)}`;
      shell.stdin?.write(`${id}\n(${cmd})\n`);
    });
  return {
    async render(page, crop) {
      // A name the shell's lines cannot carry is rendered as renderCrop renders it.
      if (/[\n\0]/.test(path + dir)) return renderCrop(path, dir, dpi, page, crop);
      const own = await mkdtemp(join(dir, "c-"));
      try {
        await runThere(cropArgs(dpi, page, crop, path, join(own, "c")), join(own, "err"));
        return parsePnm(await readFile(join(own, "c.pgm")));
      } finally {
        await rm(own, { recursive: true, force: true });
      }
    },
    close() {
      shell?.stdin?.end();
    },
  };
}

/** pdftoppm's arguments for a part of one page, greyscale at `dpi`, written to `<out>.pgm`. */
function cropArgs(
  dpi: number,
  page: number,
  crop: { x: number; y: number; width: number; height: number },
  path: string,
  out: string,
): string[] {
  const [x, y, w, h] = [crop.x, crop.y, crop.width, crop.height].map((v) => String(Math.round(v)));
  const args = ["-r", String(dpi), "-gray", "-f", String(page), "-l", String(page), "-singlefile"];
  return [...args, "-x", x, "-y", y, "-W", w, "-H", h, path, out] as string[];
}

/** Pages `first`..`last` rendered at `dpi` (greyscale unless `colour`). */
export async function render(
  path: string,
  dir: string,
  dpi: number,
  opts: { first?: number; last?: number; color?: boolean } = {},
): Promise<Raster[]> {
  const args = ["-r", String(dpi)];
  if (!opts.color) args.push("-gray");
  if (opts.first) args.push("-f", String(opts.first));
  if (opts.last) args.push("-l", String(opts.last));
  await run("pdftoppm", [...args, path, join(dir, "p")], BIG);
  const names = (await readdir(dir)).filter((n) => /^p-\d+\.p[gp]m$/.test(n)).sort();
  const out: Raster[] = [];
  for (const name of names) {
    out.push(parsePnm(await readFile(join(dir, name))));
    await rm(join(dir, name));
  }
  return out;
}
