// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterSignIn } from "../../../web/pages/sign-in-form";
import { apiError, fakeApi, testUser } from "./fake-api";
import { renderApp } from "./render-app";

afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signIn(path: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return path;
}

// product-spec §8: the API's error codes → the sign-in toasts, verbatim.
const cases = [
  ["Invalid email address", apiError(400, "invalid-email", "x")],
  ["Incorrect password", apiError(401, "wrong-password", "x")],
  ["User not found", apiError(404, "user-not-found", "x")],
  [
    "Too many attempts. Try again in 15 minutes.",
    apiError(429, "too-many-requests", "Too many attempts. Try again in 15 minutes."),
  ],
  ["Authentication failed", apiError(500, "internal", "Something went wrong")],
] as const;

describe("sign-in on /unauthorized", () => {
  it("shows the spec's texts", async () => {
    fakeApi({ "GET /api/auth/me": apiError(401, "unauthenticated", "no") });
    renderApp("/unauthorized", { user: null });
    expect(await screen.findByText("Unauthorized Access")).toBeTruthy();
    expect(screen.getByText("Please sign in to access this page")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toContain("/login");
  });

  it.each(cases)("shows %j for the matching API error", async (message, handler) => {
    fakeApi({ "POST /api/auth/login": handler });
    renderApp("/unauthorized", { user: null });
    await signIn("/unauthorized");
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("a network failure gives the network message", async () => {
    fakeApi({});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderApp("/unauthorized", { user: null });
    await signIn("/unauthorized");
    expect(await screen.findByText("Network error. Please check your internet connection.")).toBeTruthy();
  });

  it("offline: says so and sends nothing", async () => {
    const { calls } = fakeApi({});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderApp("/unauthorized", { user: null });
    await signIn("/unauthorized");
    expect(await screen.findByText("No internet connection. Please check your network.")).toBeTruthy();
    expect(calls.filter((c) => c.key === "POST /api/auth/login")).toHaveLength(0);
  });

  it("success: toast, then home with the user's balance", async () => {
    const { calls } = fakeApi({
      "POST /api/auth/login": () => ({ status: 200, body: { user: testUser } }),
      "GET /api/auth/me": () => ({ status: 200, body: { user: testUser } }),
      "GET /api/catalog": apiError(500, "internal", "offline"),
    });
    const { router } = renderApp("/unauthorized", { user: null });
    await signIn("/unauthorized");
    expect(await screen.findByText("Signed in successfully!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect((await screen.findByTestId("credit-balance")).textContent).toBe("42");
    expect(calls.find((c) => c.key === "POST /api/auth/login")?.body).toEqual({
      email: "ada@example.com",
      password: "secret1",
    });
  });
});

describe("sign-in asked for by a checkout", () => {
  it("returns to the checkout, not the home page", async () => {
    fakeApi({
      "POST /api/auth/login": () => ({ status: 200, body: { user: testUser } }),
      "GET /api/auth/me": () => ({ status: 200, body: { user: testUser } }),
      "GET /api/payments/cs_9": () => ({
        status: 200,
        body: { sessionId: "cs_9", status: "pending", credits: 150, amount: { amount: 55, currency: "MYR" } },
      }),
    });
    const { router } = renderApp("/login?next=%2Fpayment%2Fcheckout%2Fcs_9", { user: null });
    await signIn("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment/checkout/cs_9"));
    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeTruthy();
  });

  it.each([
    ["/payment/checkout/cs_9", "/payment/checkout/cs_9"],
    ["/payment/success?session_id=cs_9", "/payment/success?session_id=cs_9"],
    ["//evil.example/x", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/\\evil.example", "/"],
    ["/login", "/"],
    [undefined, "/"],
  ])("next=%j goes to %j", (next, where) => {
    expect(afterSignIn(next)).toBe(where);
  });
});

describe("signed-in routes", () => {
  it("send a signed-out visitor to /unauthorized", async () => {
    fakeApi({ "GET /api/auth/me": apiError(401, "unauthenticated", "no") });
    const { router } = renderApp("/gallery");
    await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
  });

  it("send a non-admin from /admin/users home and from /admin/settings to /unauthorized", async () => {
    fakeApi({ "GET /api/catalog": apiError(500, "internal", "offline") });
    const first = renderApp("/admin/users", { user: testUser });
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/"));
    cleanup();
    const second = renderApp("/admin/settings", { user: testUser });
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/unauthorized"));
  });
});
