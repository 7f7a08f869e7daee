// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeApi, testUser } from "../app/fake-api";
import { loadScreens, renderApp } from "../app/render-app";
import { realCatalog } from "./harness";

const catalog = realCatalog();
beforeAll(() => loadScreens("/"), 120_000);

const paid = {
  sessionId: "cs_abc",
  status: "paid",
  credits: 150,
  packageId: "credits-150",
  amount: { amount: 55, currency: "MYR" },
  createdAt: "2026-03-12T10:14:00.000Z",
};

describe("issue 45: a receipt after a payment", () => {
  it("the home page the success page leads to shows the payment's receipt until it is dismissed", async () => {
    fakeApi({ "GET /api/payments/cs_abc": () => ({ status: 200, body: paid }) });
    const { router } = renderApp("/?receipt=cs_abc", { user: { ...testUser, credits: 192 }, catalog });
    const receipt = await screen.findByRole("region", { name: "Receipt" });
    const text = receipt.textContent ?? "";
    expect(text).toContain("Credits bought150");
    expect(text).toMatch(/Paid.*55/);
    expect(text).toContain("Referencecs_abc");
    expect(text).toContain("Your balance192 credits");
    expect(within(receipt).getByRole("link", { name: "All your purchases" }).getAttribute("href")).toBe("/account");
    await userEvent.setup().click(within(receipt).getByRole("button", { name: "Dismiss the receipt" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Receipt" })).toBeNull());
    expect(router.state.location.search).toEqual({});
  });

  it("shows nothing for a payment that is not paid", async () => {
    fakeApi({
      "GET /api/payments/cs_x": () => ({ status: 200, body: { ...paid, sessionId: "cs_x", status: "pending" } }),
    });
    renderApp("/?receipt=cs_x", { user: testUser, catalog });
    await screen.findByRole("heading", { name: "Categories" });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole("region", { name: "Receipt" })).toBeNull();
  });
});
