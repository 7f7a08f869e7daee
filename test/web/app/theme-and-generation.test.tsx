// @vitest-environment happy-dom
import { resolve } from "node:path";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import type { Generation } from "../../../server/api-types";
import { loadCatalog } from "../../../server/catalog/load.js";
import { apiError, FakeEventSource, fakeApi, testUser } from "./fake-api";
import { renderApp } from "./render-app";

const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

describe("theme toggle", () => {
  it("defaults to light, switches to dark on <html> and remembers it in localStorage", async () => {
    fakeApi({});
    renderApp("/", { user: testUser, catalog });
    const toggle = await screen.findByRole("button", { name: "Dark mode" });
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    await userEvent.setup().click(toggle);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    await userEvent.setup().click(screen.getByRole("button", { name: "Light mode" }));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem("theme")).toBe("light");
  });
});

const queued: Generation = {
  id: "g1",
  tool: "kids/alphabet",
  values: { subject: "Apple" },
  status: "queued",
  charged: 1,
  createdAt: "2024-02-18T00:00:00.000Z",
  finishedAt: null,
  output: null,
  error: null,
  queuePosition: 2,
  favourite: false,
};

describe("generation cycle on a tool page", () => {
  it("overlay while queued, then the image from the live event, the success toast and the new balance", async () => {
    const { calls } = fakeApi({
      "POST /api/generations": () => ({ status: 202, body: { generation: queued, credits: 41 } }),
    });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    // The form engine loads after the first paint: the first test of the file waits for it longest.
    await user.type(await screen.findByLabelText("Subject", {}, { timeout: 5000 }), "Apple");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    expect(await screen.findByText("Creating Magic...")).toBeTruthy();
    expect(screen.getByText("Your coloring page is being generated")).toBeTruthy();
    expect(screen.getByText("Position in queue: 3")).toBeTruthy();
    expect(screen.getByTestId("credit-balance").textContent).toBe("41");
    expect(calls.find((c) => c.key === "POST /api/generations")?.body).toEqual({
      tool: "kids/alphabet",
      // With the page options' defaults (catalog/fieldsets/page-options.yaml).
      values: { subject: "Apple", page: "square", detail: "medium", lineWeight: "medium" },
    });

    act(() => {
      FakeEventSource.emit("generation", {
        generation: {
          ...queued,
          status: "succeeded",
          output: { kind: "image", url: "/api/images/g1", width: 1024, height: 1024 },
        },
      });
      FakeEventSource.emit("credits", { credits: 40 });
    });
    expect(await screen.findByText("Image generated successfully!")).toBeTruthy();
    expect(screen.queryByText("Creating Magic...")).toBeNull();
    expect(screen.getByRole("img", { name: /Alphabet Art/ }).getAttribute("src")).toBe("/api/images/g1");
    expect(screen.getByTestId("credit-balance").textContent).toBe("40");
  });

  it("a failed job shows the server's error and clears loading (found by polling)", async () => {
    fakeApi({
      "POST /api/generations": () => ({ status: 202, body: { generation: queued, credits: 41 } }),
      "GET /api/generations/g1": () => ({
        status: 200,
        body: {
          generation: {
            ...queued,
            status: "failed",
            error: { code: "provider", message: "Image generation failed: busy" },
          },
        },
      }),
    });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Apple");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    // Said in a toast and where the result would have been, with focus moved there.
    const preview = screen.getByRole("region", { name: "Preview" });
    await waitFor(() => expect(preview.textContent).toContain("Image generation failed: busy"), { timeout: 4000 });
    expect(
      screen.getAllByRole("status").filter((el) => el.textContent?.includes("Image generation failed: busy")),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Creating Magic...")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(preview));
  });

  it("402 shows one toast with the server's message; 401 sends the visitor to /login", async () => {
    const message = "Insufficient credits. Please upgrade your plan or purchase more credits.";
    fakeApi({ "POST /api/generations": apiError(402, "insufficient-credits", message) });
    renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Apple");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    await waitFor(() => expect(screen.getByRole("region", { name: "Preview" }).textContent).toContain(message));
    await waitFor(() => expect(screen.queryByText("Creating Magic...")).toBeNull());
    // One toast, not two stacked ones saying the same thing.
    expect(screen.getAllByRole("status").filter((el) => /credits/i.test(el.textContent ?? ""))).toHaveLength(1);
    expect(screen.queryByText("No credits available. Please upgrade your plan or purchase more credits.")).toBeNull();
    cleanup();

    fakeApi({ "POST /api/generations": apiError(401, "unauthenticated", "Please sign in to generate images") });
    const { router } = renderApp("/kids/alphabet", { user: testUser, catalog });
    await user.type(await screen.findByLabelText("Subject"), "Apple");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    expect(await screen.findByText("Please sign in to generate images")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("an unknown tool shows the not-found screen", async () => {
    fakeApi({});
    renderApp("/kids/no-such-tool", { user: testUser, catalog });
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });
});

describe("page ideas", () => {
  it("each idea opens the general tool with the idea as its subject", async () => {
    const idea = "A T-rex roaring near a volcano";
    const done: Generation = {
      ...queued,
      tool: "content/coloring-ideas",
      values: { theme: "dinosaurs", count: 2 },
      status: "succeeded",
      output: { kind: "ideas", ideas: [idea, "A sauropod resting beside a lake"] },
    };
    fakeApi({ "POST /api/generations": () => ({ status: 202, body: { generation: done, credits: 41 } }) });
    const { router } = renderApp("/content/coloring-ideas", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Theme", {}, { timeout: 5000 }), "dinosaurs");
    await user.click(screen.getByRole("button", { name: /^Generate ideas/ }));
    await user.click(await screen.findByRole("link", { name: `Make a page: ${idea}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/doodle/coloring-page"));
    const field = (await screen.findByRole("textbox", { name: /^Subject/ })) as HTMLInputElement;
    expect(field.value).toBe(idea);
  });
});

describe("a first generation that needs a verified e-mail", () => {
  const message =
    "Please verify your e-mail address before your first generation: open the link in the mail we sent you, or send a new one with the button below.";

  it("shows how to verify and sends the verification mail in one click", async () => {
    const { calls } = fakeApi({
      "POST /api/generations": apiError(403, "email-not-verified", message),
      "POST /api/auth/verify-email": () => ({ status: 200, body: { ok: true } }),
    });
    renderApp("/kids/alphabet", { user: { ...testUser, emailVerified: false }, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "Apple");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Send the verification mail" }));
    expect(await screen.findByText("Verification email sent")).toBeTruthy();
    expect(calls.filter((c) => c.key === "POST /api/auth/verify-email")).toHaveLength(1);
    expect(screen.getByText("We sent you a new link. Open it, then come back and generate.")).toBeTruthy();
  });
});
