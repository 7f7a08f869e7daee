// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CoverPreview } from "../../../web/pages/books/cover-preview";
import { makeBook, pic } from "./book-fixture";

/** The cover renderings asked for, each answered when the test says so. */
let asked: { url: string; signal: AbortSignal | undefined; answer: (res: Response) => void }[] = [];
beforeEach(() => {
  asked = [];
  let made = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          asked.push({ url: String(input), signal: init?.signal ?? undefined, answer: resolve });
        }),
    ),
  );
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => `blob:cover-${++made}`, revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const book = (title: string) => makeBook({ title, pages: [pic("g1")], coverGenerationId: "g1" });
const png = () => new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), { status: 200 });
/** The server's rendering drawn over the sketch, if any. */
const rendered = (container: HTMLElement) =>
  [...container.querySelectorAll("image")].map((i) => i.getAttribute("href")).filter((h) => h?.startsWith("blob:"));
const status = () => screen.getByRole("status").textContent;

describe("the cover preview's rendered cover", () => {
  it("is GET /api/books/:id/cover-preview.png, asked again when the printed cover changes", () => {
    const { rerender } = render(<CoverPreview book={book("Dino Days")} coverUrl={null} />);
    rerender(<CoverPreview book={book("Dino Days")} coverUrl={null} />);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toMatch(/^\/api\/books\/b1\/cover-preview\.png\?v=[0-9a-z]+$/);
    rerender(<CoverPreview book={book("Dino Nights")} coverUrl={null} />);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.url).not.toBe(asked[0]?.url);
  });

  it("says it is drawing, keeps the last rendering until the next arrives, and stops a superseded one", async () => {
    const { container, rerender } = render(<CoverPreview book={book("Dino Days")} coverUrl={null} />);
    expect(status()).toBe("Drawing the cover as it will print…");
    expect(rendered(container)).toEqual([]);
    await act(async () => asked[0]?.answer(png()));
    await waitFor(() => expect(rendered(container)).toEqual(["blob:cover-1"]));
    expect(status()).toBe("");

    rerender(<CoverPreview book={book("Dino Nights")} coverUrl={null} />);
    rerender(<CoverPreview book={book("Dino Mornings")} coverUrl={null} />);
    // The one asked for "Dino Nights" is no use any more: it is stopped.
    expect(asked.slice(1).map((a) => a.signal?.aborted)).toEqual([true, false]);
    expect(status()).toBe("Updating the cover preview…");
    expect(rendered(container)).toEqual(["blob:cover-1"]);
    await act(async () => asked[2]?.answer(png()));
    await waitFor(() => expect(rendered(container)).toEqual(["blob:cover-2"]));
    expect(status()).toBe("");
  });

  it("says the server's reason when it refuses, keeping the last rendering", async () => {
    const { container, rerender } = render(<CoverPreview book={book("Dino Days")} coverUrl={null} />);
    await act(async () => asked[0]?.answer(png()));
    rerender(<CoverPreview book={book("Dino Nights")} coverUrl={null} />);
    const message =
      "This book is too large to print: its file would be about 230 MB, and a book can be at most 200 MB. Remove some pages and try again.";
    await act(async () =>
      asked[1]?.answer(
        new Response(JSON.stringify({ error: { code: "book-too-large", message } }), {
          status: 409,
          headers: { "content-type": "application/json" },
        }),
      ),
    );
    await waitFor(() => expect(status()).toBe(message));
    expect(rendered(container)).toEqual(["blob:cover-1"]);
  });
});
