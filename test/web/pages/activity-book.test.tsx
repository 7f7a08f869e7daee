// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook } from "./book-fixture";
import { realCatalog } from "./harness";

// Issue 43 item 5: "Activity book" on the book screen, a theme and a count of each activity,
// the cost from the quote (POST /api/books/:id/batch with `mix`, confirm false) before anything is made.
const catalog = realCatalog();
beforeAll(() => loadScreens("/books/$bookId"), 120_000);
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Activity book" }, { timeout: 8000 }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Make an activity book" }) };
}

async function setCount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, n: string) {
  const input = within(dialog).getByLabelText(label);
  await user.clear(input);
  await user.type(input, n);
}

describe("Activity book on the book screen", () => {
  it("asks for the cost of the mix and shows it, with the total pages, before the pages are made", async () => {
    const { calls } = fakeApi({
      "GET /api/books/b1": () => ({ status: 200, body: { book: makeBook() } }),
      "POST /api/books/b1/batch": () => ({ status: 200, body: { cost: 6, credits: 42 } }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    const { user, dialog } = await openDialog();
    // Tracing needs its own letters: a theme cannot fill it.
    expect(within(dialog).queryByLabelText("Tracing")).toBeNull();
    await user.type(within(dialog).getByRole("textbox", { name: "Theme" }), "ocean");
    await setCount(user, dialog, "Maze", "4");
    await setCount(user, dialog, "Sudoku", "2");
    expect(within(dialog).getByText("6 pages in all (1 to 50)")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));

    const confirm = await screen.findByRole("dialog", { name: "Confirm the activity pages" });
    expect(within(confirm).getByTestId("activity-book-cost").textContent).toBe("Cost: 6 credits");
    expect(within(confirm).getByRole("button", { name: "Make 6 pages · 6 credits" })).toBeTruthy();
    const asked = calls.filter((c) => c.key === "POST /api/books/b1/batch").map((c) => c.body);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ theme: "ocean", curve: true, confirm: false });
    expect((asked[0] as { mix: { tool: string; count: number }[] }).mix).toEqual(
      expect.arrayContaining([
        { tool: "activities/maze", count: 4 },
        { tool: "activities/sudoku", count: 2 },
      ]),
    );
    expect((asked[0] as { mix: unknown[] }).mix).toHaveLength(2);
  });

  it("shows the server's field message under the theme, and asks for at least one page first", async () => {
    const { calls } = fakeApi({
      "GET /api/books/b1": () => ({ status: 200, body: { book: makeBook() } }),
      "POST /api/books/b1/batch": () => ({
        status: 400,
        body: {
          error: { code: "invalid-input", message: "Please enter a theme", fields: { theme: "Please enter a theme" } },
        },
      }),
    });
    renderApp("/books/b1", { user: testUser, catalog });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    expect(await within(dialog).findByText("Please choose between 1 and 50 pages")).toBeTruthy();
    expect(calls.filter((c) => c.key === "POST /api/books/b1/batch")).toHaveLength(0);

    await setCount(user, dialog, "Word Search", "3");
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    expect(await within(dialog).findByText("Please enter a theme")).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "Theme" }).getAttribute("aria-invalid")).toBe("true");
  });
});
