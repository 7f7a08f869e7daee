import { parentPort } from "node:worker_threads";
import { printPdf } from "./pdf.js";
import type { Sheet } from "./sheet.js";
import type { PrintSource } from "./source.js";

/** One print.pdf to make: the page's original, the paper and the document title. */
export interface PrintWorkerJob {
  id: number;
  source: { kind: PrintSource["kind"]; png: Uint8Array; svg: string | null };
  paper: Sheet;
  title: string;
}

export type PrintWorkerMessage = { id: number; file: Uint8Array } | { id: number; error: string };

// A traced photo's SVG is about a second of synchronous PDF work: here, not on the event loop.
parentPort?.on("message", async (job: PrintWorkerJob) => {
  try {
    const { png, ...rest } = job.source;
    const source = { ...rest, png: Buffer.from(png.buffer, png.byteOffset, png.byteLength) };
    const pdf = await printPdf(source, job.paper, job.title);
    const file = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort?.postMessage({ id: job.id, file } satisfies PrintWorkerMessage);
  } catch (err) {
    parentPort?.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
