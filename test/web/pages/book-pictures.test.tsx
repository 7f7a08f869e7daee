// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { Book } from "../../../server/api-types";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook, pic } from "./book-fixture";
import { realCatalog } from "./harness";

const catalog = realCatalog();
beforeAll(() => loadScreens("/books/$bookId"), 120_000);

/** Pages of one tool, as a batch makes them. */
const batch = Array.from({ length: 4 }, (_, i) => ({ ...pic(`g${i}`), tool: "kids/simple" }));

function serve(start: Book) {
  let book = start;
  const api = fakeApi({
    "GET /api/books/b1": () => ({ status: 200, body: { book } }),
    "PATCH /api/books/b1": (body) => {
      const ids = (body as { pages?: string[] }).pages;
      if (ids) book = makeBook({ ...book, pages: ids.map((id) => ({ ...pic(id), tool: "kids/simple" })) });
      return { status: 200, body: { book } };
    },
  });
  return { ...api, book: () => book };
}

describe("issue 45: a book's pictures", () => {
  it("each row says the page it prints on, so pages of one tool are told apart", async () => {
    serve(makeBook({ pages: batch, frontMatter: { titlePage: true, copyrightPage: true, belongsTo: false } }));
    renderApp("/books/b1", { user: testUser, catalog });
    const list = await screen.findByRole("list", { name: "Pictures in print order" });
    // Title page 1, copyright page 2, then one picture on each right-hand page (blank backs).
    expect(
      within(list)
        .getAllByTestId("printed-page")
        .map((e) => e.textContent),
    ).toEqual(["Page 3", "Page 5", "Page 7", "Page 9"]);
  });

  it("each row says what its page shows and its real level, not only the tool's name", async () => {
    const made = [
      { ...pic("g0"), tool: "kids/simple", values: { subject: "cow", page: "square", detail: "detailed" } },
      { ...pic("g1"), tool: "kids/simple", values: { subject: "pig", page: "square", detail: "simple" } },
      { ...pic("g2"), tool: "activities/word-search", values: { theme: "farm", difficulty: "hard" } },
    ];
    serve(makeBook({ pages: made }));
    renderApp("/books/b1", { user: testUser, catalog });
    const list = await screen.findByRole("list", { name: "Pictures in print order" });
    expect(
      within(list)
        .getAllByTestId("page-words")
        .map((e) => e.textContent),
    ).toEqual([
      "cowSimple & Easy · Detail: Detailed",
      "pigSimple & Easy · Detail: Simple",
      "farmWord Search · Difficulty: Hard",
    ]);
  });

  it("on a phone each row still says what its page shows (only the tool and level give way)", async () => {
    const made = [
      { ...pic("g0"), tool: "kids/simple", values: { subject: "cow", page: "square", detail: "detailed" } },
    ];
    serve(makeBook({ pages: made }));
    renderApp("/books/b1", { user: testUser, catalog });
    const list = await screen.findByRole("list", { name: "Pictures in print order" });
    const subject = within(list).getByTestId("page-subject");
    expect(subject.textContent).toBe("cow");
    // Tailwind's `hidden` without a wider breakpoint's `sm:block` hides an element on phones.
    const hiddenOnPhones = (e: Element | null): boolean =>
      !!e && e !== list && (e.classList.contains("hidden") || hiddenOnPhones(e.parentElement));
    expect(hiddenOnPhones(subject)).toBe(false);
    const level = within(list).getByText("Simple & Easy · Detail: Detailed");
    expect(hiddenOnPhones(level)).toBe(true);
  });

  it("a removed picture can be put back where it was with Undo", async () => {
    const server = serve(makeBook({ pages: batch }));
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Simple & Easy, picture 2" }));
    await waitFor(() => expect(server.book().pages.map((p) => p.generationId)).toEqual(["g0", "g2", "g3"]));
    expect(screen.getByText("Picture removed from the book")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(server.book().pages.map((p) => p.generationId)).toEqual(["g0", "g1", "g2", "g3"]));
    expect(await screen.findByText("Picture put back")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Pictures in print order" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
  });
});
