// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PurchaseHistory } from "../../../web/pages/account-purchases";
import { fakeFetch, renderPage, testUser } from "./harness";

describe("purchase history on the account page", () => {
  it("lists the user's purchases with credits, price and status", async () => {
    fakeFetch(({ url }) =>
      url === "/api/payments"
        ? {
            body: {
              payments: [
                {
                  sessionId: "a",
                  status: "paid",
                  credits: 300,
                  amount: { amount: 100, currency: "MYR" },
                  createdAt: "2026-11-20T10:00:00.000Z",
                },
                {
                  sessionId: "b",
                  status: "failed",
                  credits: 150,
                  amount: { amount: 55, currency: "MYR" },
                  createdAt: "2026-11-19T10:00:00.000Z",
                },
              ],
            },
          }
        : undefined,
    );
    renderPage(PurchaseHistory, { route: "/account", url: "/account", user: testUser });
    expect(await screen.findByText("Paid")).toBeTruthy();
    expect(screen.getByText("Not completed")).toBeTruthy();
    expect(screen.getByText("300")).toBeTruthy();
    expect(screen.getByText("RM 100")).toBeTruthy();
  });

  it("says so when there are none", async () => {
    fakeFetch(({ url }) => (url === "/api/payments" ? { body: { payments: [] } } : undefined));
    renderPage(PurchaseHistory, { route: "/account", url: "/account", user: testUser });
    expect(await screen.findByText("No purchases yet.")).toBeTruthy();
  });
});
