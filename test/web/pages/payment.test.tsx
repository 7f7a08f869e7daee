// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DemoCheckoutPage } from "../../../web/pages/payment/checkout-demo";
import { PaymentPage } from "../../../web/pages/payment/payment";
import { apiError, fakeFetch, renderPage, testUser } from "./harness";

/** Spec §9: 150 credits for RM55, 300 for RM100, 500 for RM150. */
const packages = [
  { id: "credits-150", credits: 150, price: { amount: 55, currency: "MYR" } },
  { id: "credits-300", credits: 300, price: { amount: 100, currency: "MYR" } },
  { id: "credits-500", credits: 500, price: { amount: 150, currency: "MYR" } },
];

const buyButtons = () => screen.findAllByRole("button", { name: /^Buy / });

describe("/payment (spec §2 'Payment')", () => {
  it("prices in the user's locale and the server's currency", async () => {
    const language = vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    const euros = [
      { id: "credits-100", credits: 100, price: { amount: 9.99, currency: "EUR" } },
      { id: "credits-1000", credits: 1000, price: { amount: 80, currency: "EUR" } },
    ];
    fakeFetch(({ url }) =>
      url === "/api/payments/packages" ? { body: { currency: "EUR", packages: euros } } : undefined,
    );
    renderPage(PaymentPage, { route: "/payment", url: "/payment", user: testUser });
    const labels = (await buyButtons()).map((b) => b.getAttribute("aria-label")?.replace(/\s/g, " "));
    language.mockRestore();
    expect(labels).toEqual(["Buy 100 credits for 9,99 €", "Buy 1000 credits for 80 €"]);
  });

  it("shows each package's credits and ringgit price, and the signed-in balance", async () => {
    fakeFetch(({ url }) => (url === "/api/payments/packages" ? { body: { packages } } : undefined));
    renderPage(PaymentPage, { route: "/payment", url: "/payment", user: testUser });
    const labels = (await buyButtons()).map((b) => b.getAttribute("aria-label")?.replace(/\s/g, " "));
    expect(labels).toEqual(["Buy 150 credits for RM 55", "Buy 300 credits for RM 100", "Buy 500 credits for RM 150"]);
    expect(screen.getByText(/Current balance/).textContent).toContain("12");
    expect(screen.queryByText(/Payment cancelled/)).toBeNull();
  });

  it("Buy posts the package id and goes to the provider's checkout address", async () => {
    const calls = fakeFetch(({ url }) => {
      if (url === "/api/payments/packages") return { body: { packages } };
      if (url === "/api/payments/checkout")
        return { status: 201, body: { sessionId: "cs_1", checkoutUrl: "/#/payment/checkout/cs_1" } };
      return undefined;
    });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    renderPage(PaymentPage, { route: "/payment", url: "/payment", user: testUser });
    fireEvent.click((await buyButtons())[1]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/#/payment/checkout/cs_1"));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      url: "/api/payments/checkout",
      body: { packageId: "credits-300" },
    });
  });

  it("signed out: 'Please sign in to process payment' and off to /login", async () => {
    fakeFetch(({ url }) =>
      url === "/api/payments/packages"
        ? { body: { packages } }
        : apiError(401, "unauthenticated", "Please sign in to process payment"),
    );
    const router = renderPage(PaymentPage, { route: "/payment", url: "/payment" });
    fireEvent.click((await buyButtons())[0]!);
    expect(await screen.findByText("Please sign in to process payment")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    // …and back to the packages once signed in.
    expect(router.state.location.search).toEqual({ next: "/payment" });
  });

  it("?cancelled=1 shows a 'Payment cancelled' notice", async () => {
    fakeFetch(({ url }) => (url === "/api/payments/packages" ? { body: { packages } } : undefined));
    renderPage(PaymentPage, { route: "/payment", url: "/payment?cancelled=1" });
    expect((await screen.findByText(/Payment cancelled/)).textContent).toContain("not been charged");
  });
});

describe("demo checkout (/payment/checkout/$sessionId)", () => {
  const pending = { status: "pending", credits: 300, amount: { amount: 100, currency: "MYR" }, sessionId: "cs_9" };

  it("Pay completes through the server, then shows the success page for that session", async () => {
    const calls = fakeFetch(({ method, url }) => {
      if (url === "/api/payments/cs_9") return { body: pending };
      if (method === "POST" && url === "/api/payments/demo/cs_9/complete")
        return { body: { payment: { ...pending, status: "paid" } } };
      return undefined;
    });
    const router = renderPage(DemoCheckoutPage, {
      route: "/payment/checkout/$sessionId",
      url: "/payment/checkout/cs_9",
      user: testUser,
    });
    expect(await screen.findByText(/Demo payment — no real money/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment/success"));
    expect(router.state.location.search).toEqual({ session_id: "cs_9" });
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/payments/demo/cs_9/complete"]);
  });

  it("Cancel returns to /payment?cancelled=1", async () => {
    fakeFetch(({ url }) => (url === "/api/payments/cs_9" ? { body: pending } : { body: {} }));
    const router = renderPage(DemoCheckoutPage, {
      route: "/payment/checkout/$sessionId",
      url: "/payment/checkout/cs_9",
      user: testUser,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
    expect(router.state.location.search).toEqual({ cancelled: 1 });
  });
});
