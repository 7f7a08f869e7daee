import { parentPort } from "node:worker_threads";
import type { Sheet } from "../../engine/sheets.js";
import { coloredPng, colorLineArt, referencePng } from "../coloring/index.js";
import { serveJobs } from "../threads.js";
import { printPagesPdf, printPdf } from "./pdf.js";
import type { PrintSource } from "./source.js";

type WireSource = { kind: PrintSource["kind"]; png: Uint8Array; svg: string | null };

/**
 * One job for a print thread: a print PDF (the page's original, the paper and the document title;
 * for POST /api/print's several pages, the first page's source and the others in `more`), a
 * coloured page as PNG, or a coloured page as a print PDF (the coloured reference sheet).
 */
export type PrintWorkerJob =
  | { id: number; op: "pdf"; source: WireSource; more: WireSource[]; paper: Sheet; title: string }
  | { id: number; op: "colored-png"; source: WireSource; palette: string; seed: number }
  | { id: number; op: "colored-pdf"; source: WireSource; palette: string; seed: number; paper: Sheet; title: string };

export type PrintWorkerMessage = { id: number; file: Uint8Array } | { id: number; error: string };

const fromWire = ({ png, ...rest }: WireSource): PrintSource => ({
  ...rest,
  png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
});

async function run(job: PrintWorkerJob): Promise<Buffer> {
  const source = fromWire(job.source);
  if (job.op === "pdf") return printPagesPdf([source, ...job.more.map(fromWire)], job.paper, job.title);
  if (job.op === "colored-png") return coloredPng(await colorLineArt(source, job.palette, job.seed));
  const png = await referencePng(source, job.palette, job.seed);
  return printPdf({ kind: "cover", png, svg: null }, job.paper, job.title);
}

// PDF layout (a traced photo's SVG: about a second) and colouring (a few hundred milliseconds a
// page) are synchronous work: here, not on the event loop.
serveJobs(async (job: PrintWorkerJob) => {
  try {
    const made = await run(job);
    const file = new Uint8Array(made.buffer, made.byteOffset, made.byteLength);
    parentPort?.postMessage({ id: job.id, file } satisfies PrintWorkerMessage);
  } catch (err) {
    parentPort?.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
