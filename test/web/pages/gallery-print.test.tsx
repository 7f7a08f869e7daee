// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Generation } from "../../../server/api-types";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { realCatalog } from "./harness";

// docs/api.md, "Printing several pages": My pages' Select mode chooses pages (checkboxes, by
// keyboard too) and "Print N pages" asks POST /api/print for one PDF on the paper chosen.
const catalog = realCatalog();
beforeAll(() => loadScreens("/gallery"), 120_000);
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

const page = (id: string, tool: string, values: Record<string, unknown>): Generation => ({
  id,
  tool,
  values,
  status: "succeeded",
  charged: 1,
  createdAt: "2026-11-26T00:00:00.000Z",
  finishedAt: "2026-11-26T00:00:01.000Z",
  output: { kind: "image", url: `/api/images/${id}`, width: 1024, height: 1024 } as Generation["output"],
  error: null,
  queuePosition: undefined,
  favourite: false,
});

const maze = page("g1", "activities/maze", { theme: "cat", difficulty: "easy", page: "square" });
const apple = page("g2", "kids/alphabet", { subject: "Apple" });
const ideas: Generation = {
  ...page("g3", "kids/alphabet", { subject: "Pear" }),
  output: { kind: "ideas", ideas: ["a"] },
};

function stubDownloads() {
  const saved: string[] = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:local", revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe("printing several pages from My pages", () => {
  it("Select mode: checkboxes for printable pages, then one PDF on A4 of the pages chosen", async () => {
    const api = fakeApi({
      "GET /api/generations": () => ({ status: 200, body: { generations: [maze, apple, ideas], nextCursor: null } }),
      "POST /api/print": () => ({ status: 200, body: {} }),
    });
    const saved = stubDownloads();
    renderApp("/gallery", { user: testUser, catalog });
    const user = userEvent.setup();
    await screen.findByRole("button", { name: /^Open Maze/ });
    expect(screen.queryByRole("checkbox", { name: /^Select/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Select to print" }));
    expect(screen.getByRole("button", { name: "Select to print" }).getAttribute("aria-pressed")).toBe("true");
    // A text result has nothing to print: no checkbox.
    const boxes = screen.getAllByRole("checkbox", { name: /^Select .* to print$/ });
    expect(boxes).toHaveLength(2);
    const print = () => screen.getByRole("button", { name: /^Print \d+ pages?$/ });
    expect(print().textContent).toContain("Print 0 pages");
    expect((print() as HTMLButtonElement).disabled).toBe(true);

    // By keyboard: focus the first box and press Space.
    (boxes[0] as HTMLInputElement).focus();
    await user.keyboard(" ");
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    expect(print().textContent).toContain("Print 1 page");
    // A click on the picture chooses it too (it does not open the large view).
    await user.click(screen.getByRole("button", { name: /^Select Alphabet/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(print().textContent).toContain("Print 2 pages");

    await user.selectOptions(screen.getByRole("combobox", { name: "Paper" }), "a4");
    await user.click(print());
    await vi.waitFor(() => expect(api.calls.some((c) => c.key === "POST /api/print")).toBe(true));
    const call = api.calls.find((c) => c.key === "POST /api/print");
    expect(call?.body).toEqual({ generationIds: ["g1", "g2"], paper: "a4" });
    await vi.waitFor(() => expect(saved).toEqual(["pages.pdf"]));

    // Done leaves Select mode and forgets the choice.
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("checkbox", { name: /^Select/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Open Maze/ }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("the large view of a coloring page offers its colored reference sheet on Letter and A4; a puzzle's none", async () => {
    fakeApi({
      "GET /api/generations": () => ({ status: 200, body: { generations: [maze, apple], nextCursor: null } }),
    });
    renderApp("/gallery", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Open Alphabet/ }));
    const view = await screen.findByRole("dialog");
    expect(within(view).getByRole("button", { name: "Colored PDF Letter" })).toBeTruthy();
    expect(within(view).getByRole("button", { name: "Colored PDF A4" })).toBeTruthy();
    await user.click(within(view).getByRole("button", { name: /^Previous/ }));
    await vi.waitFor(() => expect(within(view).getByText(/^Page 1 of 2/)).toBeTruthy());
    expect(within(view).getByRole("button", { name: "PDF Letter" })).toBeTruthy();
    expect(within(view).queryByRole("button", { name: /^Colored PDF/ })).toBeNull();
  });

  it("says why when the server refuses", async () => {
    fakeApi({
      "GET /api/generations": () => ({ status: 200, body: { generations: [maze], nextCursor: null } }),
      "POST /api/print": () => ({
        status: 429,
        body: { error: { code: "too-many-requests", message: "You already have 2 printable PDFs being made." } },
      }),
    });
    stubDownloads();
    renderApp("/gallery", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Select to print" }));
    await user.click(screen.getByRole("checkbox", { name: /^Select Maze/ }));
    await user.click(screen.getByRole("button", { name: "Print 1 page" }));
    expect(await screen.findByText("You already have 2 printable PDFs being made.")).toBeTruthy();
  });
});
