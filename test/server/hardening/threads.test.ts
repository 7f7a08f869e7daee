import { describe, expect, it } from "vitest";
import { createBookRenderer } from "../../../server/books/pool.js";
import type { PageSource } from "../../../server/books/spec.js";
import { createPrintRenderer } from "../../../server/print/pool.js";
import { renderSketchPage } from "../../../server/sketch/index.js";
import { createSketchRenderer } from "../../../server/sketch/pool.js";
import { sampleRequests } from "../../../server/sketch/samples.js";
import { plainBookSpec } from "../../helpers/book-spec.js";
import { watchThreads } from "../../helpers/threads.js";

/**
 * Closing a pool, or stopping a book nobody waits for, never terminates a thread at work: one
 * stopped between creating and initialising a zlib stream aborts the whole process
 * (server/threads.ts). Every thread leaves by itself (exit code 0), and work it had started
 * still answers.
 */
describe("worker threads end between jobs", () => {
  it("a sketch pool closed mid-render finishes the render, then its threads leave", async () => {
    const threads = watchThreads();
    const pool = createSketchRenderer({ threads: 2 });
    const renders = sampleRequests.slice(0, 2).map((r) => pool.page(r));
    await new Promise((r) => setTimeout(r, 50));
    await pool.close();
    threads.stop();
    const pages = await Promise.all(renders);
    expect(pages.map((p) => p.png.subarray(1, 4).toString())).toEqual(["PNG", "PNG"]);
    expect(threads.started.length).toBe(2);
    expect(await threads.exitCodes()).toEqual([0, 0]);
  });

  it("a print pool closed mid-file finishes the PDF, then its thread leaves", async () => {
    const threads = watchThreads();
    const pool = createPrintRenderer({ threads: 1 });
    const page = renderSketchPage(sampleRequests[0] as never);
    const pdf = pool.pdf({ kind: "line-art", png: page.png, svg: page.svg ?? null }, "letter", "Page");
    await new Promise((r) => setTimeout(r, 50));
    await pool.close();
    threads.stop();
    expect((await pdf).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await threads.exitCodes()).toEqual([0]);
  });
});

describe("a book job nobody waits for", () => {
  it("stops at its next page; its thread answers and leaves, and the next job gets a new one", async () => {
    const threads = watchThreads();
    const pool = createBookRenderer();
    const page = renderSketchPage(sampleRequests[0] as never);
    const spec = bookSpec(
      Array(60).fill({ kind: "line-art", png: page.png, svg: page.svg ?? null, minStrokePt: null }),
    );
    const hangUp = new AbortController();
    let progressed = 0;
    const running = pool.make("interior", spec, {
      signal: hangUp.signal,
      onProgress: () => {
        if (++progressed === 2) hangUp.abort();
      },
    });
    await expect(running).rejects.toMatchObject({ name: "AbortError" });
    expect(pool.pending).toBe(0);
    const next = await pool.make("interior", bookSpec(spec.pages.slice(0, 2)));
    expect(next.file.subarray(0, 5).toString()).toBe("%PDF-");
    await pool.close();
    threads.stop();
    expect(threads.started.length).toBe(2);
    expect(await threads.exitCodes()).toEqual([0, 0]);
  });
});

function bookSpec(pages: PageSource[]) {
  return plainBookSpec(pages, { title: "Threads" });
}
