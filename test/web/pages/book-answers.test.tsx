// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { interiorPageCount } from "../../../engine/books/kdp.js";
import type { Book } from "../../../server/api-types";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook, pic } from "./book-fixture";
import { realCatalog } from "./harness";

const catalog = realCatalog();
beforeAll(() => loadScreens("/books/$bookId"), 120_000);

const puzzle = (id: string) => ({ ...pic(id), tool: "activities/maze" });

/** The book as the server counts it: the Answers section is 4 keys a page, when switched on. */
function counted(book: Book): Book {
  const keys = book.pages.filter((p) => p.tool.startsWith("activities/")).length;
  const count = interiorPageCount({
    artPages: book.pages.length,
    blankBacks: book.blankBacks,
    frontMatter: book.frontMatter,
    answerPages: book.answers ? Math.ceil(keys / 4) : 0,
  });
  return { ...book, interiorPageCount: count };
}

describe("a book's Answers switch (docs/api.md 'Books', book.answers)", () => {
  it("turns the Answers section off and on with PATCH, and the page count follows", async () => {
    // 30 mazes with blank backs: 60 art pages, then 8 pages of answers on a right-hand start.
    let book = counted(makeBook({ pages: Array.from({ length: 30 }, (_, i) => puzzle(`g${i}`)) }));
    const { calls } = fakeApi({
      "GET /api/books/b1": () => ({ status: 200, body: { book } }),
      "PATCH /api/books/b1": (body) => {
        book = counted({ ...book, ...(body as Partial<Book>) });
        return { status: 200, body: { book } };
      },
    });
    const withAnswers = book.interiorPageCount;
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    const toggle = await screen.findByRole("switch", { name: "Answers" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(
      screen.getByText(new RegExp(`answer keys of the 30 puzzles.*The book has ${withAnswers} pages`)),
    ).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    const without = withAnswers - 8;
    expect(await screen.findByText(`No answer keys are printed. The book has ${without} pages.`)).toBeTruthy();
    expect(screen.getByLabelText("Facts").textContent).toContain(`Interior pages${without}`);

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    await waitFor(() => expect(screen.getByLabelText("Facts").textContent).toContain(`Interior pages${withAnswers}`));
    expect(calls.filter((c) => c.key === "PATCH /api/books/b1").map((c) => c.body)).toEqual([
      { answers: false },
      { answers: true },
    ]);
  });

  it("is not offered for a book without activity pages", async () => {
    const book = makeBook({ pages: [pic("g1")] });
    fakeApi({ "GET /api/books/b1": () => ({ status: 200, body: { book } }) });
    renderApp("/books/b1", { user: testUser, catalog });
    await screen.findByRole("heading", { name: "Dino Days", level: 1 });
    expect(screen.queryByRole("switch", { name: "Answers" })).toBeNull();
  });
});
