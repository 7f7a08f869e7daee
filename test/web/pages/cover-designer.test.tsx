// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Book } from "../../../server/api-types";
import { fakeApi, testUser } from "../app/fake-api";
import { renderApp } from "../app/render-app";
import { makeBook as bookFixture, pic } from "./book-fixture";
import { realCatalog } from "./harness";

const catalog = realCatalog();

const makeBook = (over: Partial<Book> = {}): Book => bookFixture({ pages: [pic("g1"), pic("g2"), pic("g3")], ...over });

describe("the cover designer (API.md, book.cover)", () => {
  it("designs the cover from the book's pages: design, palette, pages, shuffle, each saved as book.cover", async () => {
    let book = makeBook();
    const { calls } = fakeApi({
      "GET /api/books/b1": () => ({ status: 200, body: { book } }),
      "PATCH /api/books/b1": (body) => {
        book = { ...book, ...(body as Partial<Book>) };
        return { status: 200, body: { book } };
      },
      "GET /api/books/b1/back-text": () => ({
        status: 200,
        body: { backText: "Inside you will find 3 pictures to color." },
      }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Design the cover from my pages" }));
    await waitFor(() => expect(book.cover?.template).toBe("hero"));
    const designer = await screen.findByTestId("cover-designer");
    await user.selectOptions(within(designer).getByLabelText("Design"), "collage");
    await waitFor(() => expect(book.cover?.template).toBe("collage"));
    await user.click(within(designer).getByRole("radio", { name: "Jewel" }));
    await waitFor(() => expect(book.cover?.palette).toBe("jewel"));
    await user.click(within(designer).getByRole("checkbox", { name: "Page 2" }));
    await waitFor(() => expect(book.cover?.pages).toEqual(["g2"]));
    const seed = book.cover?.seed ?? 0;
    await user.click(within(designer).getByRole("button", { name: "Shuffle colours" }));
    await waitFor(() => expect(book.cover?.seed).toBe(seed + 1));
    expect(calls.filter((c) => c.key === "PATCH /api/books/b1").length).toBeGreaterThanOrEqual(5);

    // The back text is written from the book, free: no generation is started.
    await user.click(screen.getByRole("button", { name: "Write it for me" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Back cover text") as HTMLTextAreaElement).value).toContain("3 pictures"),
    );
    expect(calls.some((c) => c.key === "POST /api/generations")).toBe(false);
  });
});
