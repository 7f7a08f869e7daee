// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToolPage } from "../../../web/pages/tool";
import { apiError, type FetchCall, fakeFetch, renderPage, testUser } from "./harness";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

describe("tool page: the free preview", () => {
  it("draws the preview as the user types, offers the stand-in, and generates that page in one click", async () => {
    const calls = fakeFetch((call: FetchCall) => {
      if (call.url === "/api/previews") {
        const subject = String((call.body as { values: { subject?: string } }).values.subject ?? "");
        return {
          body: {
            preview: {
              image: PNG,
              width: 512,
              height: 512,
              seed: 1,
              understood: subject.includes("axolotl")
                ? [{ word: "axolotl", drawnAs: "frog", exact: false, standIn: true }]
                : [],
            },
          },
        };
      }
      if (call.url === "/api/generations" && call.method === "POST") return apiError(402, "insufficient-credits", "No");
      return undefined;
    });
    renderPage(ToolPage, { route: "/$hub/$tool", url: "/kids/simple", user: testUser });
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "Subject" });
    await user.type(input, "an axolotl");
    const img = await screen.findByAltText("Preview of the page the built-in artist will draw", {}, { timeout: 3000 });
    expect(img.getAttribute("src")).toBe(PNG);
    // Typing is not a request per key: the preview waits for a pause.
    expect(calls.filter((c) => c.url === "/api/previews").length).toBeLessThan(4);
    await waitFor(() =>
      expect(screen.getByRole("note", { name: "Not drawn exactly" }).textContent).toBe(
        "Drawn as a frog — not an axolotl",
      ),
    );
    await user.click(screen.getByRole("checkbox", { name: /Draw frog for “axolotl” anyway/ }));
    await user.click(screen.getByRole("button", { name: /Generate/ }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/generations")).toBe(true));
    const sent = calls.find((c) => c.url === "/api/generations")?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ tool: "kids/simple", acceptStandIns: true, seed: 1 });
  });

  it("stops asking once the server says previews are unavailable", async () => {
    const calls = fakeFetch((call) =>
      call.url === "/api/previews" ? apiError(409, "preview-unavailable", "Free previews…") : undefined,
    );
    renderPage(ToolPage, { route: "/$hub/$tool", url: "/kids/simple", user: testUser });
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "Subject" });
    await user.type(input, "a cat");
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/previews").length).toBe(1), { timeout: 3000 });
    await user.type(input, " and a dog");
    await new Promise((r) => setTimeout(r, 800));
    expect(calls.filter((c) => c.url === "/api/previews").length).toBe(1);
    expect(screen.queryByText("Free preview")).toBeNull();
  });

  it("asks nothing while a required field is empty (no 400 each time a tool opens), then previews what is typed", async () => {
    const calls = fakeFetch((call: FetchCall) =>
      call.url === "/api/previews"
        ? { body: { preview: { image: PNG, width: 512, height: 512, seed: 1, understood: [] } } }
        : undefined,
    );
    renderPage(ToolPage, { route: "/$hub/$tool", url: "/kids/simple", user: testUser });
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "Subject" });
    await new Promise((r) => setTimeout(r, 800));
    expect(calls.filter((c) => c.url === "/api/previews")).toEqual([]);
    await user.type(input, "a cat");
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/previews").length).toBe(1), { timeout: 3000 });
    // Emptied again: no request for the empty value either.
    await user.clear(input);
    await new Promise((r) => setTimeout(r, 800));
    expect(calls.filter((c) => c.url === "/api/previews").map((c) => (c.body as { values: unknown }).values)).toEqual([
      expect.objectContaining({ subject: "a cat" }),
    ]);
  });

  it("asks no preview of a tool that has none (an activity page)", async () => {
    const calls = fakeFetch(() => undefined);
    renderPage(ToolPage, { route: "/$hub/$tool", url: "/activities/word-search", user: testUser });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Theme" }), "ocean");
    await new Promise((r) => setTimeout(r, 800));
    expect(calls.filter((c) => c.url === "/api/previews")).toEqual([]);
  });
});
