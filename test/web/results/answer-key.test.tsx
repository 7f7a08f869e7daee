// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Generation } from "../../../server/api-types";
import { FakeEventSource, fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { realCatalog } from "../pages/harness";

// docs/api.md, "Puzzles and activities": an activity page's answer key downloads as its PNG
// (answer.png?download=1) and its print PDF on Letter or A4 (answer.pdf?paper=…&download=1).
const catalog = realCatalog();
beforeAll(() => loadScreens("/$hub/$tool", "/gallery"), 120_000);
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

const maze: Generation = {
  id: "g7",
  tool: "activities/maze",
  values: { theme: "cat", difficulty: "easy", page: "square" },
  status: "succeeded",
  charged: 1,
  createdAt: "2026-11-26T00:00:00.000Z",
  finishedAt: "2026-11-26T00:00:01.000Z",
  output: {
    kind: "image",
    url: "/api/images/g7",
    width: 1024,
    height: 1024,
    answerUrl: "/api/generations/g7/answer.png",
  } as Generation["output"],
  error: null,
  queuePosition: undefined,
  favourite: false,
};

/** The URLs the page fetched (query included), after the routes the fake server knows. */
const fetched = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

function stubDownloads() {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:local", revokeObjectURL: () => {} }));
}

describe("the answer key of an activity page", () => {
  it("on the tool page, once the page is made: PNG and PDF downloads", async () => {
    fakeApi({
      "POST /api/generations": () => ({
        status: 202,
        body: { generation: { ...maze, status: "queued", output: null }, credits: 41 },
      }),
      "GET /api/generations/g7/answer.png": () => ({ status: 200, body: {} }),
      "GET /api/generations/g7/answer.pdf": () => ({ status: 200, body: {} }),
      "GET /api/generations/g7/print.pdf": () => ({ status: 200, body: {} }),
    });
    stubDownloads();
    renderApp("/activities/maze", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Theme/ }, { timeout: 8000 }), "cat");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    expect(screen.queryByRole("button", { name: /Answer key/ })).toBeNull();
    act(() => FakeEventSource.emit("generation", { generation: maze }));
    await user.click(await screen.findByRole("button", { name: "Answer key PNG" }));
    await user.click(screen.getByRole("button", { name: "Answer key PDF Letter" }));
    await user.click(screen.getByRole("button", { name: "Answer key PDF A4" }));
    expect(fetched()).toContain("/api/generations/g7/answer.png?download=1");
    expect(fetched()).toContain("/api/generations/g7/answer.pdf?paper=letter&download=1");
    expect(fetched()).toContain("/api/generations/g7/answer.pdf?paper=a4&download=1");
    // The page's own print downloads are addressed by the same generation.
    await user.click(screen.getByRole("button", { name: "PDF A4" }));
    expect(fetched()).toContain("/api/generations/g7/print.pdf?paper=a4&download=1");
  });

  it("in the gallery's large view; a coloring page has none", async () => {
    const plain: Generation = {
      ...maze,
      id: "g8",
      tool: "kids/alphabet",
      values: { subject: "Apple" },
      output: { kind: "image", url: "/api/images/g8", width: 1024, height: 1024 } as Generation["output"],
    };
    fakeApi({
      "GET /api/generations": () => ({ status: 200, body: { generations: [maze, plain], nextCursor: null } }),
      "GET /api/generations/g7/answer.pdf": () => ({ status: 200, body: {} }),
    });
    stubDownloads();
    renderApp("/gallery", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Open Maze/ }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Answer key PDF A4" }));
    expect(fetched()).toContain("/api/generations/g7/answer.pdf?paper=a4&download=1");
    expect(within(dialog).getByRole("button", { name: "Answer key PNG" })).toBeTruthy();
    // → moves the large view on to the next page, a coloring page.
    await user.keyboard("{ArrowRight}");
    const second = await screen.findByRole("dialog");
    await within(second).findByText(/Page 2 of 2/);
    expect(within(second).queryByRole("button", { name: /Answer key/ })).toBeNull();
  });
});
