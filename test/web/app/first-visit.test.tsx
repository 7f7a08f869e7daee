// @vitest-environment happy-dom
import { resolve } from "node:path";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import type { PlansResponse } from "../../../server/api-types";
import { loadCatalog } from "../../../server/catalog/load.js";
import { searchTools } from "../../../web/lib/tool-search";
import { fakeApi, testUser } from "./fake-api";
import { renderApp } from "./render-app";

const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));

const plans: PlansResponse = {
  plans: {
    oneTime: { credits: 250 },
    subscription: { credits: 300, days: 30, price: { amount: 79, currency: "MYR" } },
  },
  currency: "MYR",
  packages: [{ id: "credits-150", credits: 150, price: { amount: 55, currency: "MYR" } }],
  maintenanceMode: false,
  disableCreditDeduction: false,
};
const samples = {
  samples: [
    {
      name: "mandala-lotus",
      alt: "A lotus mandala coloring page",
      kind: "line-art",
      url: "/api/samples/mandala-lotus.png",
    },
    { name: "cover-vehicles", alt: "A colourful book cover", kind: "cover", url: "/api/samples/cover-vehicles.png" },
  ],
};
const publicRoutes = (p: PlansResponse = plans) => ({
  "GET /api/plans": () => ({ status: 200, body: p }),
  "GET /api/samples": () => ({ status: 200, body: samples }),
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

describe("the public home page", () => {
  it("shows signed-out visitors the samples, the plans from the server, Sign up and Sign in", async () => {
    fakeApi(publicRoutes());
    const { router } = renderApp("/", { user: null, catalog });
    expect(await screen.findByRole("heading", { level: 1, name: "AI Coloring Page Generator" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    const img = await screen.findByRole("img", { name: "A lotus mandala coloring page" });
    expect(img.getAttribute("src")).toBe("/api/samples/mandala-lotus.webp");
    // The first sample is the largest thing a visitor sees first: fetched at once, ahead of the rest.
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(await screen.findByText("250 credits when you sign up")).toBeTruthy();
    expect(screen.getByText("300 credits every 30 days")).toBeTruthy();
    expect(screen.getByText("RM 79 every 30 days")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Subscribe" }).getAttribute("href")).toContain("/signup/subscription");
    expect(screen.getAllByRole("link", { name: "Sign in" })[0]?.getAttribute("href")).toContain("/login");
    expect(screen.getAllByRole("link", { name: /^Sign up/ })[0]?.getAttribute("href")).toContain("/signup/one-time");
    // Every hub, Content Ideas included.
    expect(screen.getByRole("heading", { name: "Content Ideas" })).toBeTruthy();
  });

  it("other signed-in routes still send visitors to /unauthorized, which links to sign-up", async () => {
    fakeApi(publicRoutes());
    const { router } = renderApp("/gallery", { user: null, catalog });
    await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
    expect(await screen.findByText("Unauthorized Access")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Create an account" })).getAttribute("href")).toContain(
      "/signup/one-time",
    );
  });
});

describe("finding tools", () => {
  it("searches titles, descriptions and subject words across hubs", () => {
    const ids = (q: string) => searchTools(catalog, q).map((h) => h.tool.id);
    expect(ids("mandala")[0]).toBe("adult/mandala");
    expect(ids("dinosaur")).toContain("kids/alphabet");
    expect(ids("father")).toContain("kids/fathers-day");
    expect(ids("classroom")).toContain("cozy/classroom-scene");
    expect(ids("science class")).toEqual(["cozy/classroom-scene"]);
    // A query that names no tool offers the general tool, for what was typed.
    expect(ids("zzzz")).toEqual(["doodle/coloring-page"]);
  });

  it("the search box is a keyboard combobox: type, arrow down, Enter opens the tool", async () => {
    fakeApi(publicRoutes());
    const { router } = renderApp("/", { user: testUser, catalog });
    const user = userEvent.setup();
    const box = await screen.findByRole("combobox", { name: "Search tools" });
    await user.type(box, "ramad");
    const list = await screen.findByRole("listbox", { name: "Tools" });
    expect(within(list).getAllByRole("option")[0]?.textContent).toContain("Ramadhan");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/kids/ramadhan"));
  });

  it("the home page opens with the general tool: a subject typed there fills its form", async () => {
    fakeApi(publicRoutes());
    const { router } = renderApp("/", { user: testUser, catalog });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Coloring Page of Anything" });
    await user.type(within(section).getByRole("textbox", { name: "Subject" }), "a bear fishing in a river");
    await user.click(within(section).getByRole("button", { name: "Make my page" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/doodle/coloring-page"));
    const field = (await screen.findByRole("textbox", { name: /^Subject/ })) as HTMLInputElement;
    expect(field.value).toBe("a bear fishing in a river");
  });

  it("searching a subject and pressing Enter opens the general tool with that subject", async () => {
    fakeApi(publicRoutes());
    const { router } = renderApp("/", { user: testUser, catalog });
    const user = userEvent.setup();
    const box = await screen.findByRole("combobox", { name: "Search tools" });
    await user.type(box, "dinosaur");
    const list = await screen.findByRole("listbox", { name: "Tools" });
    expect(within(list).getAllByRole("option")[0]?.textContent).toContain("A page of “dinosaur”");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/doodle/coloring-page"));
    const field = (await screen.findByRole("textbox", { name: /^Subject/ })) as HTMLInputElement;
    expect(field.value).toBe("dinosaur");
  });

  it("Ctrl+K opens the search anywhere", async () => {
    fakeApi(publicRoutes());
    const { router } = renderApp("/gallery", { user: testUser, catalog });
    const user = userEvent.setup();
    await screen.findByRole("link", { name: "Home" });
    await user.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Find a tool" });
    const box = within(dialog).getByRole("combobox", { name: "Search tools" });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, "pov");
    await user.keyboard("{ArrowDown}{ArrowUp}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/cozy/pov-scene"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a hub lists its routes-only tools under More tools", async () => {
    fakeApi(publicRoutes());
    renderApp("/kids", { user: testUser, catalog });
    const more = await screen.findByRole("region", { name: "More tools" });
    const names = within(more)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names.some((n) => n?.startsWith("Father's Day"))).toBe(true);
    expect(names.some((n) => n?.startsWith("Ramadhan"))).toBe(true);
  });
});

describe("the cost of a generation", () => {
  it("is on the Generate button", async () => {
    fakeApi(publicRoutes());
    renderApp("/kids/alphabet", { user: testUser, catalog });
    expect(await screen.findByRole("button", { name: "Generate · 1 credit" })).toBeTruthy();
  });

  it("at 0 credits the button is a Top up link", async () => {
    fakeApi(publicRoutes());
    renderApp("/kids/alphabet", { user: { ...testUser, role: "one-time-credit", credits: 0 }, catalog });
    const link = await screen.findByRole("link", { name: "Top up" });
    expect(link.getAttribute("href")).toContain("/payment");
    expect(screen.queryByRole("button", { name: /^Generate/ })).toBeNull();
  });

  it("maintenance mode is announced before Generate is pressed", async () => {
    fakeApi(publicRoutes({ ...plans, maintenanceMode: true }));
    renderApp("/kids/alphabet", { user: testUser, catalog });
    expect(await screen.findByText(/Inkling is down for maintenance/)).toBeTruthy();
  });
});

describe("small things", () => {
  it("a field with a length limit counts its characters before the limit cuts text", async () => {
    fakeApi(publicRoutes());
    renderApp("/adult/cover-holiday", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Book title"), "Christmas");
    expect(screen.getByText("9 / 80 characters")).toBeTruthy();
  });

  it("the administrator's sidebar says Unlimited and offers no Top Up", async () => {
    fakeApi(publicRoutes());
    renderApp("/", { user: { ...testUser, role: "admin", isAdmin: true, credits: 999999 }, catalog });
    expect((await screen.findByTestId("credit-balance")).textContent).toBe("Unlimited");
    expect(screen.queryByText("999999")).toBeNull();
    expect(screen.queryByRole("link", { name: "Top Up" })).toBeNull();
  });

  it("an error toast does not follow the user to another screen", async () => {
    fakeApi({
      ...publicRoutes(),
      "POST /api/generations": () => ({
        status: 400,
        body: { error: { code: "invalid-input", message: "Please enter a subject" } },
      }),
    });
    const { router } = renderApp("/kids/alphabet", { user: testUser, catalog });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Subject"), "x");
    await user.click(screen.getByRole("button", { name: /^Generate/ }));
    // In the toast and in the preview, where the result would have been.
    expect(await screen.findAllByText("Please enter a subject")).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 1100));
    await router.navigate({ to: "/gallery" });
    await waitFor(() => expect(screen.queryByText("Please enter a subject")).toBeNull(), { timeout: 3000 });
  });
});
