// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook, pic } from "./book-fixture";
import { realCatalog } from "./harness";

// Issue 45, item 12: a book's thumbnails can be enlarged; Esc closes, focus returns, ← → move.
const catalog = realCatalog();
beforeAll(() => loadScreens("/books/$bookId"), 120_000);

describe("enlarging a book's pictures", () => {
  it("opens the picture large, moves with the arrow keys and gives the focus back on Esc", async () => {
    const pages = Array.from({ length: 3 }, (_, i) => ({ ...pic(`g${i}`), tool: "kids/simple" }));
    const book = makeBook({ pages });
    fakeApi({ "GET /api/books/b1": () => ({ status: 200, body: { book } }) });
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    const thumb = await screen.findByRole("button", { name: "Enlarge Simple & Easy, picture 2" });
    await user.click(thumb);
    const dialog = await screen.findByRole("dialog", { name: "Simple & Easy, picture 2" });
    const large = within(dialog).getByRole("img", { name: "Simple & Easy, picture 2, large" }) as HTMLImageElement;
    expect(large.getAttribute("src")).toBe(pages[1]?.thumbUrl);
    expect(within(dialog).getByText(/Picture 2 of 3/)).toBeTruthy();

    await user.keyboard("{ArrowRight}");
    const next = await screen.findByRole("dialog", { name: "Simple & Easy, picture 3" });
    expect(within(next).getByRole("img").getAttribute("src")).toBe(pages[2]?.thumbUrl);
    // The last picture: → stays; ← goes back.
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "Simple & Easy, picture 3" })).toBeTruthy();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(await screen.findByRole("dialog", { name: "Simple & Easy, picture 1" })).toBeTruthy();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });
});
