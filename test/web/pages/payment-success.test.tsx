// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentSuccessPage } from "../../../web/pages/payment/payment-success";
import { apiError, fakeFetch, renderPage, testUser } from "./harness";

const FAILED = "Failed to process payment. Please contact support.";
const route = "/payment/success";

describe("payment success page (spec §2; credits only from the server's verdict)", () => {
  it("ignores a credits parameter: asks the server about the session and shows the server's amount", async () => {
    let polls = 0;
    const calls = fakeFetch(({ url }) => {
      if (url === "/api/payments/cs_abc") {
        polls += 1;
        // Pending once, then paid: the page must keep asking rather than trust the address.
        return { body: { status: polls === 1 ? "pending" : "paid", credits: 300 } };
      }
      if (url === "/api/auth/me") return { body: { user: { ...testUser, credits: 312 } } };
      return undefined;
    });
    const router = renderPage(PaymentSuccessPage, {
      route,
      url: "/payment/success?session_id=cs_abc&credits=99999",
      user: testUser,
    });
    expect(await screen.findByText("300 credits have been added to your account.", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(/99,?999/)).toBeNull();
    expect(polls).toBe(2);
    // No request carries the URL's credits; the session is re-read so the sidebar balance updates.
    expect(calls.every((c) => c.method === "GET" && !c.url.includes("credits") && !c.url.includes("99999"))).toBe(true);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/auth/me"));
    // Spec §9: home after 2 seconds, where the receipt of this payment stays (issue 45).
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 3500 });
    expect(router.state.location.search).toEqual({ receipt: "cs_abc" });
  });

  it("a failed payment shows the support message and stays on the page", async () => {
    fakeFetch(({ url }) => (url === "/api/payments/cs_bad" ? { body: { status: "failed", credits: 150 } } : undefined));
    const router = renderPage(PaymentSuccessPage, { route, url: "/payment/success?session_id=cs_bad", user: testUser });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(FAILED);
    expect(screen.queryByText(/credits have been added/)).toBeNull();
    expect(router.state.location.pathname).toBe(route);
  });

  it("a session id from the address stays one path segment: it cannot point the request at another route", async () => {
    const calls = fakeFetch(({ url }) =>
      url === "/api/payments/..%2Fadmin%2Fusers" ? { body: { status: "failed", credits: 0 } } : undefined,
    );
    renderPage(PaymentSuccessPage, { route, url: "/payment/success?session_id=../admin/users", user: testUser });
    expect((await screen.findByRole("alert")).textContent).toContain(FAILED);
    expect(calls.map((c) => c.url)).toEqual(["/api/payments/..%2Fadmin%2Fusers"]);
  });

  it("without a session id it asks nothing and shows the error", async () => {
    const calls = fakeFetch(() => undefined);
    renderPage(PaymentSuccessPage, { route, url: "/payment/success?credits=150", user: testUser });
    expect((await screen.findByRole("alert")).textContent).toContain(FAILED);
    expect(calls).toHaveLength(0);
  });

  it("signed out: 'Please sign in to process payment' and off to /login", async () => {
    fakeFetch(() => apiError(401, "unauthenticated", "Authentication required"));
    const router = renderPage(PaymentSuccessPage, { route, url: "/payment/success?session_id=cs_abc" });
    expect(await screen.findByText("Please sign in to process payment")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
