// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_BATCH } from "../../../engine/api/limits.js";
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

  it("fills a ready mix of every kind with “A bit of everything”, still editable, and clears it", async () => {
    fakeApi({ "GET /api/books/b1": () => ({ status: 200, body: { book: makeBook() } }) });
    renderApp("/books/b1", { user: testUser, catalog });
    const { user, dialog } = await openDialog();
    const counts = () =>
      within(dialog)
        .getAllByRole("spinbutton")
        .map((el) => Number((el as HTMLInputElement).value));
    const shownTotal = () =>
      Number(/^(\d+) pages? in all/.exec(within(dialog).getByText(/in all \(1 to/).textContent ?? "")?.[1]);
    expect(shownTotal()).toBe(0);

    await user.click(within(dialog).getByRole("button", { name: "A bit of everything" }));
    const filled = counts();
    const sum = filled.reduce((a, b) => a + b, 0);
    expect(filled.length).toBeGreaterThan(5);
    expect(filled.every((n) => n >= 1)).toBe(true); // a bit of every kind listed
    expect(sum).toBeGreaterThanOrEqual(20);
    expect(sum).toBeLessThanOrEqual(MAX_BATCH);
    expect(shownTotal()).toBe(sum);

    const maze = Number((within(dialog).getByLabelText("Maze") as HTMLInputElement).value);
    await setCount(user, dialog, "Maze", String(maze + 5));
    expect(shownTotal()).toBe(sum + 5);

    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    expect(counts().every((n) => n === 0)).toBe(true);
    expect(shownTotal()).toBe(0);
  });

  it("asks large print only of the kinds with a print size, and says which they are", async () => {
    const { calls } = fakeApi({
      "GET /api/books/b1": () => ({ status: 200, body: { book: makeBook() } }),
      "POST /api/books/b1/batch": () => ({ status: 200, body: { cost: 30, credits: 42 } }),
    });
    // The kinds with a print field whose options include "large" (catalog/activities/*.yaml).
    const printable = new Set(
      catalog.tools
        .filter((t) =>
          t.fields.some((f) => f.name === "print" && "options" in f && JSON.stringify(f.options).includes('"large"')),
        )
        .map((t) => t.id),
    );
    renderApp("/books/b1", { user: testUser, catalog });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole("textbox", { name: "Theme" }), "ocean");
    await user.click(within(dialog).getByRole("button", { name: "A bit of everything" }));
    const large = within(dialog).getByRole("checkbox", { name: "Large print" });
    const hint = document.getElementById(large.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(hint).toMatch(/Word Search.*16 pt/);
    expect(hint).toContain("Sudoku");
    expect(hint).not.toContain("Color by Number");
    await user.click(large);
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm the activity pages" });
    expect(within(confirm).getByText(/× Word Search, large print$/)).toBeTruthy();
    expect(within(confirm).getByText(/× Color by Number$/)).toBeTruthy();

    const [sent] = calls.filter((c) => c.key === "POST /api/books/b1/batch").map((c) => c.body);
    const mix = (sent as { mix: { tool: string; count: number; values?: unknown }[] }).mix;
    const withPrint = mix.filter((m) => printable.has(m.tool));
    const without = mix.filter((m) => !printable.has(m.tool));
    expect(withPrint.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    for (const m of withPrint) expect(m.values, m.tool).toEqual({ print: "large" });
    for (const m of without) expect(m, m.tool).not.toHaveProperty("values");
  });
});
