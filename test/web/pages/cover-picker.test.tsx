// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { Book, Generation } from "../../../server/api-types";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { makeBook, pic } from "./book-fixture";
import { realCatalog } from "./harness";

// Issue 47 item 8: the cover picker never offers art the export would refuse. A cover the book's
// design would print under 300 DPI is shown, says why, is announced as unavailable and cannot be chosen.
const catalog = realCatalog();
beforeAll(() => loadScreens("/books/$bookId"), 120_000);

const cover = (id: string, subject: string): Generation => ({
  id,
  tool: "kids/cover-monster",
  values: { monster: subject, activity: "dancing", colorTheme: "candy", mood: "goofy" },
  status: "succeeded",
  charged: 1,
  createdAt: "2026-11-23T00:00:00.000Z",
  finishedAt: "2026-11-23T00:00:01.000Z",
  output: {
    kind: "image",
    url: `/api/images/${id}`,
    width: 1024,
    height: 1024,
    vector: false,
    quality: null,
    understood: null,
    extras: null,
  },
  error: null,
  favourite: false,
});

const design = {
  template: "frame" as const,
  pages: [],
  palette: "bright",
  coloring: "natural" as const,
  seed: 1,
  fonts: { title: "fredoka" as const, body: "nunito" as const },
  badge: "",
};

function serve(start: Book) {
  let book = start;
  const api = fakeApi({
    "GET /api/books/b1": () => ({ status: 200, body: { book } }),
    "PATCH /api/books/b1": (body) => {
      book = { ...book, ...(body as Partial<Book>) };
      return { status: 200, body: { book } };
    },
    // Judged for the book as it is now: the model's 1024 px picture is too small for the frame design.
    "GET /api/books/b1/cover-art": () => ({
      status: 200,
      body: {
        covers: [
          {
            generation: cover("model", "furry yeti"),
            fits: !book.cover,
            vector: false,
            width: 1024,
            height: 1024,
            neededPx: book.cover ? 2438 : null,
          },
          {
            generation: cover("builtin", "slimy blob"),
            fits: true,
            vector: true,
            width: 1024,
            height: 1024,
            neededPx: null,
          },
        ],
        nextCursor: null,
        trim: book.trim,
        design: book.cover ? { template: book.cover.template, name: "Decorative frame" } : null,
      },
    }),
  });
  return { ...api, book: () => book };
}

describe("the cover picker (GET /api/books/:id/cover-art)", () => {
  it("shows art the design would refuse as unavailable, with the reason, and never chooses it", async () => {
    const server = serve(makeBook({ pages: [pic("g1")], trim: "8x10", cover: design }));
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pick cover" }));
    const list = await screen.findByRole("list", { name: "Pick the cover" });
    const refused = await within(list).findByRole("button", { name: /furry yeti/ });
    // Still reachable by keyboard, so the reason is heard; announced as unavailable.
    expect(refused.hasAttribute("disabled")).toBe(false);
    expect(refused.getAttribute("aria-disabled")).toBe("true");
    const reason = "Too small for the Decorative frame design at 8 x 10: needs 2,438 px across, this picture has 1,024";
    expect(document.getElementById(refused.getAttribute("aria-describedby") ?? "")?.textContent).toBe(reason);
    expect(within(list).getByText(reason)).toBeTruthy();

    const use = screen.getByRole("button", { name: "Use this cover" }) as HTMLButtonElement;
    await user.click(refused);
    refused.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(refused.getAttribute("aria-pressed")).toBe("false");
    expect(use.disabled).toBe(true);

    const offered = within(list).getByRole("button", { name: /slimy blob/ });
    expect(offered.getAttribute("aria-disabled")).toBeNull();
    expect(offered.getAttribute("aria-describedby")).toBeNull();
    await user.click(offered);
    expect(offered.getAttribute("aria-pressed")).toBe("true");
    await user.click(use);
    await waitFor(() => expect(server.book().coverGenerationId).toBe("builtin"));
  });

  it("judges again at the next opening: without the design the same picture can be chosen", async () => {
    const server = serve(makeBook({ pages: [pic("g1")], trim: "8x10", cover: design }));
    renderApp("/books/b1", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pick cover" }));
    let list = await screen.findByRole("list", { name: "Pick the cover" });
    expect((await within(list).findByRole("button", { name: /furry yeti/ })).getAttribute("aria-disabled")).toBe(
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    // The book goes to the plain cover, then the picker opens again.
    await user.click(screen.getByRole("button", { name: "Use the plain cover" }));
    await waitFor(() => expect(server.book().cover).toBeNull());
    await user.click(await screen.findByRole("button", { name: "Pick cover" }));
    list = await screen.findByRole("list", { name: "Pick the cover" });
    await waitFor(() =>
      expect(
        within(list)
          .getByRole("button", { name: /furry yeti/ })
          .getAttribute("aria-disabled"),
      ).toBeNull(),
    );
    expect(within(list).queryByText(/Too small/)).toBeNull();
    expect(server.calls.filter((c) => c.key === "GET /api/books/b1/cover-art")).toHaveLength(2);
  });
});
