// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook } from "./book-fixture";
import { realCatalog } from "./harness";

// Issue 45, item 7: activity tools make pages in batches as line-art tools do ("Make 20 pages",
// POST /api/books/:id/batch), the cost shown before anything is made.
const catalog = realCatalog();
beforeAll(() => loadScreens("/$hub/$tool"), 120_000);
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

describe("Make 20 pages on an activity tool", () => {
  it("asks for the cost (confirm false) and shows it before the pages are made", async () => {
    const book = makeBook();
    const { calls } = fakeApi({
      "GET /api/books": () => ({ status: 200, body: { books: [book] } }),
      "POST /api/books/b1/batch": () => ({ status: 200, body: { cost: 5, credits: 42 } }),
    });
    renderApp("/activities/maze", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Theme/ }, { timeout: 8000 }), "cat");
    await user.click(screen.getByRole("button", { name: "Make 20 pages" }));
    const dialog = await screen.findByRole("dialog", { name: "Make pages for a book" });
    const count = within(dialog).getByLabelText("Number of pages (1 to 50)");
    await user.clear(count);
    await user.type(count, "5");
    await vi.waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "See the cost" })).toHaveProperty("disabled", false),
    );
    await user.click(within(dialog).getByRole("button", { name: "See the cost" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm the pages" });
    expect(within(confirm).getByTestId("batch-cost").textContent).toBe("Cost: 5 credits");
    const asked = calls.filter((c) => c.key === "POST /api/books/b1/batch").map((c) => c.body);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ tool: "activities/maze", count: 5, confirm: false });
    expect((asked[0] as { values: Record<string, unknown> }).values).toMatchObject({ theme: "cat" });
    expect(within(confirm).getByRole("button", { name: "Make 5 pages · 5 credits" })).toBeTruthy();
  });
});
