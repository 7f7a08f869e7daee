// @vitest-environment happy-dom
import { resolve } from "node:path";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { fakeApi, testUser } from "./fake-api";
import { loadScreens, renderApp } from "./render-app";

const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));
const plans = {
  plans: { oneTime: { credits: 250 }, subscription: { credits: 300, days: 30, price: null } },
  currency: "MYR",
  packages: [],
  maintenanceMode: false,
  disableCreditDeduction: false,
};

beforeAll(() => loadScreens("/$hub/$tool", "/signup/one-time", "/login", "/$hub", "/"), 120_000);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("issue 45: a signed-out visitor who chooses a tool", () => {
  it("sees the form and a sign-up call to action, asks no preview, and comes back after sign-up with the values", async () => {
    const { calls } = fakeApi({
      "GET /api/plans": () => ({ status: 200, body: plans }),
      "POST /api/auth/signup": () => ({ status: 201, body: { user: testUser } }),
    });
    const { router } = renderApp("/kids/simple", { user: null, catalog });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Simple & Easy" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/kids/simple");
    expect(screen.queryByText("Unauthorized Access")).toBeNull();
    const cta = await screen.findByRole("region", { name: "Sign up to make this page" });
    expect(within(cta).getByRole("link", { name: "Sign up free" }).getAttribute("href")).toContain(
      "/signup/one-time?next=%2Fkids%2Fsimple",
    );
    expect(within(cta).getByText(/250 credits to start/)).toBeTruthy();
    // The header's Sign in and Sign up come back here too.
    const account = screen.getByRole("navigation", { name: "Account" });
    expect(within(account).getByRole("link", { name: "Sign in" }).getAttribute("href")).toContain(
      "next=%2Fkids%2Fsimple",
    );

    await user.type(await screen.findByRole("textbox", { name: "Subject" }), "a sleepy fox");
    await new Promise((r) => setTimeout(r, 700));
    // Previews need an account: none is asked for.
    expect(calls.some((c) => c.key === "POST /api/previews")).toBe(false);
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup/one-time"));
    expect(calls.some((c) => c.key === "POST /api/generations")).toBe(false);
    expect(
      await screen.findByText("Sign up to make your page: you go straight back to Simple & Easy with what you typed."),
    ).toBeTruthy();

    await user.type(screen.getByLabelText("Display name"), "Fox Fan");
    await user.type(screen.getByLabelText("Email"), "fox@example.com");
    await user.type(screen.getByLabelText(/^Password/), "secret-pass-1");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/kids/simple"));
    const subject = (await screen.findByRole("textbox", { name: "Subject" })) as HTMLInputElement;
    await waitFor(() => expect(subject.value).toBe("a sleepy fox"));
    // Signed in now: the sidebar, and the kept values are not offered again.
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem("inkling:tool-values:kids/simple")).toBeNull());
  });

  it("signing in instead of up from the sign-up page keeps the way back", async () => {
    fakeApi({ "GET /api/plans": () => ({ status: 200, body: plans }) });
    renderApp("/signup/one-time?next=/kids/simple", { user: null, catalog });
    const link = await screen.findByRole("link", { name: "Already have an account" });
    expect(link.getAttribute("href")).toContain("/login?next=%2Fkids%2Fsimple");
  });

  it("a hub is open to visitors too; pages behind an account still send them to sign in, and back", async () => {
    fakeApi({ "GET /api/plans": () => ({ status: 200, body: plans }) });
    const hub = renderApp("/activities", { user: null, catalog });
    expect(await screen.findByRole("heading", { level: 1, name: "Puzzles & Activities" })).toBeTruthy();
    expect(hub.router.state.location.pathname).toBe("/activities");
    hub.unmount();
    const { router } = renderApp("/books", { user: null, catalog });
    await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
    expect(router.state.location.search).toEqual({ next: "/books" });
  });
});

describe("issue 45: navigation and counts come from every hub of the catalogue", () => {
  it("the sidebar lists every hub, Puzzles & Activities included", async () => {
    fakeApi({ "GET /api/plans": () => ({ status: 200, body: plans }) });
    renderApp("/", { user: testUser, catalog });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const hub of catalog.hubs) {
      const link = within(nav).getByRole("link", { name: hub.title });
      expect(link.getAttribute("href")).toBe(`/${hub.id}`);
    }
    expect(within(nav).getByRole("link", { name: "Puzzles & Activities" })).toBeTruthy();
  });

  it("the landing page counts the tools and the collections it shows", async () => {
    fakeApi({
      "GET /api/plans": () => ({ status: 200, body: plans }),
      "GET /api/samples": () => ({ status: 200, body: { samples: [] } }),
    });
    renderApp("/", { user: null, catalog });
    const heading = await screen.findByRole("heading", {
      level: 2,
      name: `${catalog.tools.length} tools in ${catalog.hubs.length} collections`,
    });
    const cards = within(heading.parentElement as HTMLElement).getAllByRole("listitem");
    expect(cards).toHaveLength(catalog.hubs.length);
    expect(catalog.hubs.length).toBe(7);
    expect(
      within(heading.parentElement as HTMLElement)
        .getByRole("link", { name: /Puzzles & Activities/ })
        .getAttribute("href"),
    ).toBe("/activities");
  });
});
