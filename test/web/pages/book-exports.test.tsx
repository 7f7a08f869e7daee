// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookExport } from "../../../server/api-types";
import { FakeEventSource, fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook, pic } from "./book-fixture";
import { realCatalog } from "./harness";

const catalog = realCatalog();

beforeAll(() => loadScreens("/books/$bookId"), 120_000);

type Routes = Parameters<typeof fakeApi>[0];

const exp = (over: Partial<BookExport> & Pick<BookExport, "id" | "kind">): BookExport => ({
  bookId: "b1",
  status: "succeeded",
  progress: 1,
  url: `/api/exports/${over.id}/file`,
  error: null,
  createdAt: "2026-11-23T00:00:00.000Z",
  finishedAt: "2026-11-23T00:01:00.000Z",
  ...over,
});

/** One book with a page, its exports as GET /api/books/b1/exports lists them (newest first). */
function server(routes: Routes) {
  const book = makeBook({ pages: [pic("g1")] });
  return fakeApi({
    "GET /api/books": () => ({ status: 200, body: { books: [book] } }),
    "GET /api/books/b1": () => ({ status: 200, body: { book } }),
    ...routes,
  });
}

/** The list item of one kind's export row. */
const row = async (label: string) =>
  (await screen.findByText(label, { selector: "span" })).closest("li") as HTMLElement;

describe("a book's exports after a reload (GET /api/books/:id/exports)", () => {
  it("shows the newest finished export's download link on first load, the running one's progress and the failed one's error", async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const listed = [
      exp({ id: "e4", kind: "cover", status: "running", progress: 0.3, url: undefined, finishedAt: null }),
      exp({ id: "e3", kind: "interior", createdAt: "2026-11-23T00:02:00.000Z" }),
      exp({
        id: "e2",
        kind: "printables",
        status: "failed",
        progress: 0.2,
        url: undefined,
        error: { code: "internal", message: "The export failed. Please try again." },
      }),
      // An older interior export: the newer one above is shown.
      exp({ id: "e1", kind: "interior", status: "failed", url: undefined, error: { code: "x", message: "Old error" } }),
    ];
    const { calls } = server({
      // Held until the test has seen the loading state.
      "GET /api/books/b1/exports": (() =>
        gate.then(() => ({ status: 200, body: { exports: listed } }))) as unknown as Routes[string],
      "GET /api/exports/e4": () => ({ status: 200, body: { export: listed[0] } }),
    });
    renderApp("/books/b1", { user: testUser, catalog });

    expect(await screen.findByText("Looking for your last interior PDF…")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download interior PDF" })).toBeNull();
    release();

    const link = await screen.findByRole("link", { name: "Download interior PDF" });
    expect(link.getAttribute("href")).toBe("/api/exports/e3/file");
    expect(screen.queryByText("Looking for your last interior PDF…")).toBeNull();
    const interior = await row("Interior PDF");
    expect(within(interior).queryByText("Old error")).toBeNull();
    expect(within(interior).getByText(/^Made/).querySelector("time")?.getAttribute("dateTime")).toBe(
      "2026-11-23T00:01:00.000Z",
    );

    const printables = await row("Printables ZIP");
    expect(within(printables).getByRole("alert").textContent).toBe("The export failed. Please try again.");
    expect(within(printables).queryByRole("link")).toBeNull();

    // The running cover export is followed, as one started on this page would be.
    const bar = screen.getByRole("progressbar", { name: "Cover PDF progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    await waitFor(() => {
      act(() =>
        FakeEventSource.emit("export", {
          export: { ...listed[0], status: "succeeded", progress: 1, url: "/api/exports/e4/file" },
        }),
      );
      expect(screen.getByRole("link", { name: "Download cover PDF" }).getAttribute("href")).toBe(
        "/api/exports/e4/file",
      );
    });
    expect(calls.some((c) => c.key.startsWith("POST "))).toBe(false);
  });

  it("a new export replaces the listed one", async () => {
    const queued = exp({ id: "e9", kind: "interior", status: "queued", progress: 0, url: undefined, finishedAt: null });
    const { calls } = server({
      "GET /api/books/b1/exports": () => ({ status: 200, body: { exports: [exp({ id: "e3", kind: "interior" })] } }),
      "POST /api/books/b1/exports": () => ({ status: 202, body: { export: queued } }),
      "GET /api/exports/e9": () => ({ status: 200, body: { export: queued } }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    expect((await screen.findByRole("link", { name: "Download interior PDF" })).getAttribute("href")).toBe(
      "/api/exports/e3/file",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Export interior PDF" }));
    expect(await screen.findByRole("progressbar", { name: "Interior PDF progress" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download interior PDF" })).toBeNull();
    expect(calls.find((c) => c.key === "POST /api/books/b1/exports")?.body).toEqual({ kind: "interior" });
  });

  it("says so quietly when the list fails to load, and the buttons still export", async () => {
    const queued = exp({ id: "e9", kind: "cover", status: "queued", progress: 0, url: undefined, finishedAt: null });
    server({
      "GET /api/books/b1/exports": () => ({ status: 500, body: { error: { code: "internal", message: "Boom" } } }),
      "POST /api/books/b1/exports": () => ({ status: 202, body: { export: queued } }),
      "GET /api/exports/e9": () => ({ status: 200, body: { export: queued } }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    expect(
      await screen.findByText("Your earlier exports could not be loaded. You can still export new files below."),
    ).toBeTruthy();
    expect(screen.queryByText(/Looking for your last/)).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Export cover PDF" }));
    expect(await screen.findByRole("progressbar", { name: "Cover PDF progress" })).toBeTruthy();
  });
});
