// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { Book, BookExport, Generation } from "../../../server/api-types";
import { apiError, FakeEventSource, fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook, pic } from "./book-fixture";
import { realCatalog } from "./harness";

const catalog = realCatalog();

// Every screen these tests visit, loaded before the first render (see loadScreens).
beforeAll(() => loadScreens("/books", "/books/$bookId", "/$hub/$tool"), 120_000);

/** A server holding one book that PATCH changes as the contract says. */
function bookServer(start: Book, extra: Parameters<typeof fakeApi>[0] = {}) {
  let book = start;
  const api = fakeApi({
    "GET /api/books": () => ({ status: 200, body: { books: [book] } }),
    "GET /api/books/b1": () => ({ status: 200, body: { book } }),
    "PATCH /api/books/b1": (body) => {
      const patch = body as Record<string, unknown>;
      const pages = Array.isArray(patch.pages) ? (patch.pages as string[]).map(pic) : book.pages;
      book = makeBook({ ...book, ...patch, pages } as Partial<Book>);
      return { status: 200, body: { book } };
    },
    ...extra,
  });
  return { ...api, current: () => book };
}

describe("books list and a new book (docs/api.md 'Books')", () => {
  it("shows the empty state, refuses a book without a title with the contract's message, then creates one", async () => {
    const created = makeBook();
    const { calls } = fakeApi({
      "GET /api/books": () => ({ status: 200, body: { books: [] } }),
      "POST /api/books": () => ({ status: 201, body: { book: created } }),
      "GET /api/books/b1": () => ({ status: 200, body: { book: created } }),
    });
    renderApp("/books", { user: testUser, catalog });
    const user = userEvent.setup();
    expect(await screen.findByText("No books yet")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create your first book" }));
    const dialog = screen.getByRole("dialog", { name: "New book" });
    await user.click(within(dialog).getByRole("button", { name: "Create book" }));
    expect(await within(dialog).findByText("Please enter a title")).toBeTruthy();
    expect(calls.some((c) => c.key === "POST /api/books")).toBe(false);

    await user.type(within(dialog).getByLabelText("Title"), "Dino Days");
    await user.selectOptions(within(dialog).getByLabelText("Paper"), "cream");
    await user.click(within(dialog).getByLabelText("Page numbers"));
    await user.click(within(dialog).getByRole("button", { name: "Create book" }));
    await screen.findByRole("heading", { name: "Dino Days", level: 1 });
    expect(calls.find((c) => c.key === "POST /api/books")?.body).toEqual({
      title: "Dino Days",
      subtitle: "",
      author: "",
      trim: "8.5x11",
      paper: "cream",
      bleed: true,
      blankBacks: true,
      pageNumbers: true,
    });
  });
});

describe("the book form speaks with the server's rules (engine/api/books.ts)", () => {
  it("refuses a title over 200 characters and a subtitle over 200 with the server's messages, sending nothing", async () => {
    const { calls } = fakeApi({ "GET /api/books": () => ({ status: 200, body: { books: [] } }) });
    renderApp("/books", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create your first book" }));
    const dialog = screen.getByRole("dialog", { name: "New book" });
    await user.click(within(dialog).getByLabelText("Title"));
    await user.paste("T".repeat(201));
    await user.click(within(dialog).getByLabelText("Subtitle (optional)"));
    await user.paste("S".repeat(201));
    await user.click(within(dialog).getByRole("button", { name: "Create book" }));
    // Each says its limit, as the server's 400 words it.
    expect(await within(dialog).findByText("Please keep the title to 200 characters")).toBeTruthy();
    expect(within(dialog).getByText("Please keep the subtitle to 200 characters")).toBeTruthy();
    expect(calls.some((c) => c.key === "POST /api/books")).toBe(false);
  });
});

describe("a book's page", () => {
  it("reorders pictures by keyboard, announces the move, keeps the focus on the moved picture, and removes one", async () => {
    const server = bookServer(makeBook({ pages: [pic("g1"), pic("g2"), pic("g3")] }));
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    const down = await screen.findByRole("button", { name: "Move Alphabet Art, picture 1 down" });
    down.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(server.current().pages.map((p) => p.generationId)).toEqual(["g2", "g1", "g3"]));
    expect(screen.getByTestId("page-move-announcement").textContent).toBe("Alphabet Art moved to position 2 of 3.");
    // The focus followed the picture: pressing again moves it once more.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Alphabet Art, picture 2 down");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(server.current().pages.map((p) => p.generationId)).toEqual(["g2", "g3", "g1"]));
    // At the end "down" is disabled, so the focus went to "up" of the same picture.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Alphabet Art, picture 3 up");

    await user.click(screen.getByRole("button", { name: "Remove Alphabet Art, picture 2" }));
    await waitFor(() => expect(server.current().pages.map((p) => p.generationId)).toEqual(["g2", "g1"]));
    expect(server.calls.filter((c) => c.key === "PATCH /api/books/b1").map((c) => c.body)).toEqual([
      { pages: ["g2", "g1", "g3"] },
      { pages: ["g2", "g3", "g1"] },
      { pages: ["g2", "g1"] },
    ]);
  });

  it("back text is saved as it is typed, and what is left unsaved is saved on leaving the page", async () => {
    const server = bookServer(makeBook());
    const { router } = renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    const box = await screen.findByLabelText("Back cover text");
    await user.type(box, "Twenty dinosaurs");
    await waitFor(() => expect(server.current().backText).toBe("Twenty dinosaurs"), { timeout: 4000 });
    expect(await screen.findByText("Back text saved")).toBeTruthy();
    // Typed, then away at once: the text goes with the navigation, not lost.
    await user.type(box, " to color.");
    await user.click(screen.getAllByRole("link", { name: "My pages" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/gallery"));
    expect(server.current().backText).toBe("Twenty dinosaurs to color.");
  });

  it("a refused change shows the server's message and the book as the server has it", async () => {
    const book = makeBook({ pages: [pic("g1"), pic("g2")] });
    fakeApi({
      "GET /api/books/b1": () => ({ status: 200, body: { book } }),
      "PATCH /api/books/b1": apiError(400, "invalid-input", "Pages must be your own finished coloring pages"),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Move Alphabet Art, picture 1 down" }));
    expect(await screen.findByText("Pages must be your own finished coloring pages")).toBeTruthy();
    const rows = () =>
      Array.from(screen.getByRole("list", { name: "Pictures in print order" }).querySelectorAll("li")).map((li) =>
        li.getAttribute("data-page-id"),
      );
    await waitFor(() => expect(rows()).toEqual(["g1", "g2"]));
  });

  it("draws every printed page in spreads: art on right-hand pages with blank backs, front matter, padding to 24", async () => {
    const server = bookServer(makeBook({ pages: [pic("g1"), pic("g2"), pic("g3")] }));
    renderApp("/books/b1", { user: testUser, catalog });
    const spreads = await screen.findByRole("list", { name: "Spreads" });
    // 24 pages: page 1 alone, 11 pairs, page 24 alone.
    expect(within(spreads).getAllByRole("listitem")).toHaveLength(13);
    const kinds = () =>
      Array.from(spreads.querySelectorAll("svg[data-kind]")).map((s) => s.getAttribute("data-kind") as string);
    expect(kinds()).toHaveLength(24);
    expect(kinds().slice(0, 6)).toEqual(["art", "blank-back", "art", "blank-back", "art", "blank-back"]);
    expect(
      kinds()
        .slice(6)
        .every((k) => k === "notes"),
    ).toBe(true);
    const facts = screen.getByLabelText("Facts");
    expect(within(facts).getByText("Interior pages").nextElementSibling?.textContent).toBe("24");

    await userEvent.setup().click(screen.getByLabelText("Title page"));
    await waitFor(() => expect(server.current().frontMatter.titlePage).toBe(true));
    // The title page takes page 1; its back is blank and the first picture moves to page 3.
    await waitFor(() => expect(kinds().slice(0, 4)).toEqual(["title", "blank-back", "art", "blank-back"]));
  });

  it("shows a batch's pages as they land: a finished generation refreshes the book", async () => {
    let book = makeBook({ pages: [pic("g1")] });
    fakeApi({ "GET /api/books/b1": () => ({ status: 200, body: { book } }) });
    renderApp("/books/b1", { user: testUser, catalog });
    await screen.findByRole("button", { name: "Remove Alphabet Art, picture 1" });
    book = makeBook({ pages: [pic("g1"), pic("n1")] });
    act(() =>
      FakeEventSource.emit("generation", {
        generation: { ...queued("n1"), status: "succeeded", output: { kind: "image", url: "/api/images/n1" } },
      }),
    );
    expect(
      await screen.findByRole("button", { name: "Remove Alphabet Art, picture 2" }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pictures (2)" })).toBeTruthy();
  });

  it("exports with live progress from `export` events and offers the file when done", async () => {
    const running: BookExport = {
      id: "e1",
      bookId: "b1",
      kind: "interior",
      status: "queued",
      progress: 0,
      createdAt: "2026-11-23T00:00:00.000Z",
      finishedAt: null,
    };
    const { calls } = bookServer(makeBook({ pages: [pic("g1")] }), {
      "POST /api/books/b1/exports": () => ({ status: 202, body: { export: running } }),
      "GET /api/exports/e1": () => ({ status: 200, body: { export: running } }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Export interior PDF" }));
    expect(calls.find((c) => c.key === "POST /api/books/b1/exports")?.body).toEqual({ kind: "interior" });
    const bar = await screen.findByRole("progressbar", { name: "Interior PDF progress" });
    // Sent until the page listens: it subscribes once the export is queued, which a loaded
    // machine may reach after the first event.
    await waitFor(() => {
      act(() => FakeEventSource.emit("export", { export: { ...running, status: "running", progress: 0.5 } }));
      expect(bar.getAttribute("aria-valuenow")).toBe("50");
    });
    act(() =>
      FakeEventSource.emit("export", {
        export: { ...running, status: "succeeded", progress: 1, url: "/api/exports/e1/file" },
      }),
    );
    const link = await screen.findByRole("link", { name: "Download interior PDF" });
    expect(link.getAttribute("href")).toBe("/api/exports/e1/file");
    expect(screen.getByRole("link", { name: "Download the provenance report" }).getAttribute("href")).toBe(
      "/api/books/b1/provenance?format=text",
    );
  });

  it("a refused export runs the preflight and lists its failing checks", async () => {
    bookServer(makeBook(), {
      "POST /api/books/b1/exports": apiError(409, "preflight-failed", "KDP would reject this book"),
      "GET /api/books/b1/preflight": () => ({
        status: 200,
        body: {
          ok: false,
          checks: [
            { id: "page-count", label: "Page count in range", status: "pass", detail: "24 pages" },
            { id: "cover-size", label: "Cover size", status: "fail", detail: "No cover picked" },
          ],
        },
      }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Export cover PDF" }));
    expect(await screen.findByText("KDP would reject this book")).toBeTruthy();
    const checks = await screen.findByRole("list", { name: "Preflight checks" });
    expect(within(checks).getByText("Cover size").closest("li")?.getAttribute("data-status")).toBe("fail");
    expect(screen.getByText("1 check fails: KDP would reject this book")).toBeTruthy();
  });
});

const queued = (id: string): Generation => ({
  id,
  tool: "kids/alphabet",
  values: { subject: "Dinosaur" },
  status: "queued",
  charged: 1,
  createdAt: "2026-11-23T00:00:00.000Z",
  finishedAt: null,
  output: null,
  error: null,
  favourite: false,
});

describe("Make 20 pages on a line-art tool", () => {
  it("shows the cost first (confirm false), then confirms, then follows each page live", async () => {
    const { calls } = bookServer(makeBook(), {
      "POST /api/books/b1/batch": (body) =>
        (body as { confirm?: boolean }).confirm
          ? { status: 202, body: { generations: [queued("n1"), queued("n2"), queued("n3")], credits: 39 } }
          : { status: 200, body: { cost: 3, credits: 42 } },
    });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Dinosaur");
    await user.click(screen.getByRole("button", { name: "Make 20 pages" }));
    const dialog = await screen.findByRole("dialog", { name: "Make pages for a book" });
    const count = within(dialog).getByLabelText("Number of pages (1 to 50)");
    expect((count as HTMLInputElement).value).toBe("20");
    await user.clear(count);
    await user.type(count, "51");
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    expect(await within(dialog).findByText("Please choose between 1 and 50 pages")).toBeTruthy();
    await user.clear(count);
    await user.type(count, "3");
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));

    const confirm = await screen.findByRole("dialog", { name: "Confirm the pages" });
    expect(within(confirm).getByTestId("batch-cost").textContent).toBe("Cost: 3 credits");
    expect(within(confirm).getByText("You have 42 credits.")).toBeTruthy();
    const values = { subject: "Dinosaur", page: "square", detail: "medium", lineWeight: "medium" };
    expect(calls.filter((c) => c.key === "POST /api/books/b1/batch").map((c) => c.body)).toEqual([
      { tool: "kids/alphabet", values, count: 3, confirm: false },
    ]);
    await user.click(within(confirm).getByRole("button", { name: "Make 3 pages · 3 credits" }));
    expect(calls.filter((c) => c.key === "POST /api/books/b1/batch").map((c) => c.body)[1]).toEqual({
      tool: "kids/alphabet",
      values,
      count: 3,
      confirm: true,
    });
    await screen.findByRole("dialog", { name: "Making 3 pages" });
    expect(screen.getByTestId("credit-balance").textContent).toBe("39");
    const done = (id: string) => ({
      generation: {
        ...queued(id),
        status: "succeeded",
        output: { kind: "image", url: `/api/images/${id}`, width: 1024, height: 1024 },
      },
    });
    act(() => FakeEventSource.emit("generation", done("n1")));
    act(() => FakeEventSource.emit("generation", done("n2")));
    await waitFor(() =>
      expect(screen.getByTestId("batch-progress").textContent).toBe("2 of 3 Alphabet Art pages added to “Dino Days”…"),
    );
    expect(screen.getByRole("progressbar", { name: "Pages made" }).getAttribute("aria-valuenow")).toBe("2");
    act(() => FakeEventSource.emit("generation", done("n3")));
    await screen.findByRole("dialog", { name: "Pages made" });
  });

  it("a 402 on confirm shows the server's insufficient-credits message once", async () => {
    const message = "Insufficient credits. Please upgrade your plan or purchase more credits.";
    bookServer(makeBook(), {
      "POST /api/books/b1/batch": (body) =>
        (body as { confirm?: boolean }).confirm
          ? { status: 402, body: { error: { code: "insufficient-credits", message } } }
          : { status: 200, body: { cost: 20, credits: 42 } },
    });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Dinosaur");
    await user.click(screen.getByRole("button", { name: "Make 20 pages" }));
    const dialog = await screen.findByRole("dialog", { name: "Make pages for a book" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "See the cost" })).toHaveProperty("disabled", false),
    );
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm the pages" });
    await user.click(within(confirm).getByRole("button", { name: "Make 20 pages · 20 credits" }));
    expect(await screen.findAllByText(message)).toHaveLength(1);
  });
});

describe("Make 20 pages into a new book", () => {
  const startNew = async () => {
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject", {}, { timeout: 5000 }), "Dinosaur");
    await user.click(screen.getByRole("button", { name: "Make 20 pages" }));
    const dialog = await screen.findByRole("dialog", { name: "Make pages for a book" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "See the cost" })).toHaveProperty("disabled", false),
    );
    await user.selectOptions(within(dialog).getByLabelText("Book"), "A new book…");
    await user.type(within(dialog).getByLabelText("New book's title"), "Rex Week");
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    return { user, confirm: await screen.findByRole("dialog", { name: "Confirm the pages" }) };
  };
  const newBook = makeBook({ id: "b2", title: "Rex Week" });

  it("seeing the cost creates no book; confirming creates it and fills it", async () => {
    const { calls } = bookServer(makeBook(), {
      "POST /api/books/batch-quote": () => ({ status: 200, body: { cost: 20, credits: 42 } }),
      "POST /api/books": () => ({ status: 201, body: { book: newBook } }),
      "POST /api/books/b2/batch": () => ({ status: 202, body: { generations: [queued("n1")], credits: 22 } }),
    });
    const { user, confirm } = await startNew();
    expect(within(confirm).getByText(/added to “Rex Week”, a new book/)).toBeTruthy();
    expect(calls.map((c) => c.key)).not.toContain("POST /api/books");
    expect(calls.find((c) => c.key === "POST /api/books/batch-quote")?.body).toEqual({
      tool: "kids/alphabet",
      values: { subject: "Dinosaur", page: "square", detail: "medium", lineWeight: "medium" },
      count: 20,
    });
    // Back out: still nothing made.
    await user.click(within(confirm).getByRole("button", { name: "Back" }));
    expect(calls.map((c) => c.key)).not.toContain("POST /api/books");
    await user.click(screen.getByRole("button", { name: "See the cost" }));
    const again = await screen.findByRole("dialog", { name: "Confirm the pages" });
    await user.click(within(again).getByRole("button", { name: "Make 20 pages · 20 credits" }));
    await screen.findByRole("dialog", { name: "Making 1 page" });
    const keys = calls.map((c) => c.key);
    expect(keys.indexOf("POST /api/books")).toBeGreaterThan(-1);
    expect(keys.indexOf("POST /api/books/b2/batch")).toBeGreaterThan(keys.indexOf("POST /api/books"));
    expect(calls.find((c) => c.key === "POST /api/books")?.body).toMatchObject({ title: "Rex Week" });
  });

  it("a stand-in accepted on the preview is accepted for the batch's quote and its pages", async () => {
    const { calls } = bookServer(makeBook(), {
      "POST /api/previews": () => ({
        status: 200,
        body: {
          preview: {
            image: "data:image/png;base64,iVBORw0KGgo=",
            width: 512,
            height: 512,
            seed: 1,
            understood: [{ word: "axolotl", drawnAs: "frog", exact: false, standIn: true }],
            extras: [],
          },
        },
      }),
      "POST /api/books/b1/batch": (body) =>
        (body as { confirm?: boolean }).confirm
          ? { status: 202, body: { generations: [queued("n1")], credits: 41 } }
          : { status: 200, body: { cost: 1, credits: 42 } },
    });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Axolotl");
    await user.click(
      await screen.findByRole("checkbox", { name: /Draw frog for “axolotl” anyway/ }, { timeout: 3000 }),
    );
    await user.click(screen.getByRole("button", { name: "Make 20 pages" }));
    const dialog = await screen.findByRole("dialog", { name: "Make pages for a book" });
    const count = within(dialog).getByLabelText("Number of pages (1 to 50)");
    await user.clear(count);
    await user.type(count, "1");
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm the pages" });
    await user.click(within(confirm).getByRole("button", { name: "Make 1 page · 1 credit" }));
    await screen.findByRole("dialog", { name: "Making 1 page" });
    const sent = calls.filter((c) => c.key === "POST /api/books/b1/batch").map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({ count: 1, confirm: false, acceptStandIns: true }),
      expect.objectContaining({ count: 1, confirm: true, acceptStandIns: true }),
    ]);
  });

  it("a refused batch leaves no empty book behind", async () => {
    const message = "Insufficient credits. Please upgrade your plan or purchase more credits.";
    const { calls } = bookServer(makeBook(), {
      "POST /api/books/batch-quote": () => ({ status: 200, body: { cost: 20, credits: 42 } }),
      "POST /api/books": () => ({ status: 201, body: { book: newBook } }),
      "POST /api/books/b2/batch": () => ({
        status: 402,
        body: { error: { code: "insufficient-credits", message } },
      }),
      "DELETE /api/books/b2": () => ({ status: 204, body: null }),
    });
    const { user, confirm } = await startNew();
    await user.click(within(confirm).getByRole("button", { name: "Make 20 pages · 20 credits" }));
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(calls.map((c) => c.key)).toContain("DELETE /api/books/b2");
  });
});

describe("Add to book from a tool's result", () => {
  it("appends the new page to the chosen book", async () => {
    const server = bookServer(makeBook({ pages: [pic("g1")] }), {
      "POST /api/generations": () => ({
        status: 202,
        body: {
          generation: {
            ...queued("g9"),
            status: "succeeded",
            output: { kind: "image", url: "/api/images/g9", width: 1024, height: 1024 },
          },
          credits: 41,
        },
      }),
    });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Dinosaur");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    await user.click(await screen.findByRole("button", { name: "Add to book" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to book" });
    await user.click(await within(dialog).findByLabelText(/Dino Days/));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(server.current().pages.map((p) => p.generationId)).toEqual(["g1", "g9"]));
    expect(await screen.findByText(/which has 2 pictures/)).toBeTruthy();
  });
});
