// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminSettingsPage } from "../../../web/pages/admin/admin-settings";
import { apiError, fakeFetch, renderWithShell } from "./harness";

const stored = {
  oneTimeCredits: 250,
  subscriptionCredits: 300,
  subscriptionDuration: 30,
  maintenanceMode: false,
  disableCreditDeduction: false,
  requireVerifiedEmail: false,
  updatedAt: "2024-02-18T10:00:00.000Z",
  currency: "MYR",
  packages: [
    { id: "credits-150", credits: 150, price: { amount: 55, currency: "MYR" }, label: "Starter" },
    { id: "credits-300", credits: 300, price: { amount: 100, currency: "MYR" }, label: "Popular" },
  ],
  customPackages: false,
};

function server() {
  return fakeFetch(({ method, url, body }) => {
    if (url !== "/api/admin/settings") return undefined;
    if (method === "GET") return { body: { settings: stored } };
    return { body: { settings: { ...stored, ...(body as object) } } };
  });
}

const puts = (calls: ReturnType<typeof server>) => calls.filter((c) => c.method === "PUT");

describe("system settings form (spec §3 'System settings')", () => {
  it("loads the stored values and sends all six settings as numbers and booleans", async () => {
    const calls = server();
    renderWithShell(<AdminSettingsPage />);
    const oneTime = (await screen.findByLabelText("One-time credits")) as HTMLInputElement;
    expect(oneTime.value).toBe("250");
    fireEvent.change(oneTime, { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText("Subscription duration (days)"), { target: { value: "14" } });
    fireEvent.click(screen.getByLabelText(/Maintenance mode/));
    fireEvent.click(screen.getByLabelText(/Require a verified e-mail before the first generation/));
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Settings updated successfully");
    expect(puts(calls)).toEqual([
      {
        method: "PUT",
        url: "/api/admin/settings",
        body: {
          oneTimeCredits: 100,
          subscriptionCredits: 300,
          subscriptionDuration: 14,
          maintenanceMode: true,
          disableCreditDeduction: false,
          requireVerifiedEmail: true,
        },
      },
    ]);
  });

  it.each([
    { label: "One-time credits", value: "-1", message: "Please enter a whole number of credits from 0 to 10000000" },
    {
      label: "Subscription credits",
      value: "2.5",
      message: "Please enter a whole number of credits from 0 to 10000000",
    },
    { label: "Subscription duration (days)", value: "0", message: "Please enter a duration from 1 to 3650 days" },
    { label: "Subscription duration (days)", value: "", message: "Please enter a duration from 1 to 3650 days" },
  ])("$label = '$value' → '$message', nothing sent", async ({ label, value, message }) => {
    const calls = server();
    renderWithShell(<AdminSettingsPage />);
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it("says 'Failed to update settings' when the server fails", async () => {
    fakeFetch(({ method }) =>
      method === "GET" ? { body: { settings: stored } } : apiError(500, "internal", "Something went wrong"),
    );
    renderWithShell(<AdminSettingsPage />);
    fireEvent.change(await screen.findByLabelText("Subscription credits"), { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Failed to update settings")).toBeTruthy();
  });

  it("says 'Failed to load settings' when they cannot be read", async () => {
    fakeFetch(() => apiError(500, "internal", "Something went wrong"));
    renderWithShell(<AdminSettingsPage />);
    await waitFor(() => expect(screen.getAllByText("Failed to load settings").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Save settings" })).toBeNull();
  });
});

describe("credit packages (prices in the server's CURRENCY)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows each price in the user's locale, and saves edited packages on their own", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    const calls = fakeFetch(({ method, body }) => {
      if (method === "GET") return { body: { settings: stored } };
      const sent = (body as { packages: { credits: number; amount: number; label?: string }[] }).packages;
      const packages = sent.map((p) => ({
        id: `credits-${p.credits}`,
        credits: p.credits,
        price: { amount: p.amount, currency: "MYR" },
        ...(p.label ? { label: p.label } : {}),
      }));
      return { body: { settings: { ...stored, packages, customPackages: true } } };
    });
    renderWithShell(<AdminSettingsPage />);
    const price = (await screen.findByLabelText("Price in MYR (package 1)")) as HTMLInputElement;
    expect(price.value).toBe("55");
    // German puts the symbol after the amount.
    expect(screen.getByText("55 RM")).toBeTruthy();
    fireEvent.change(price, { target: { value: "49.90" } });
    fireEvent.change(screen.getByLabelText("Label (package 2)"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save packages" }));
    await screen.findByText("Packages updated");
    expect(puts(calls)).toEqual([
      {
        method: "PUT",
        url: "/api/admin/settings",
        body: {
          packages: [
            { credits: 150, amount: 49.9, label: "Starter" },
            { credits: 300, amount: 100 },
          ],
        },
      },
    ]);
    expect(screen.getByText("49,90 RM")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use the default packages" })).toBeTruthy();
  });

  it.each([
    { label: "Price in MYR (package 1)", value: "5.555", message: "Prices in MYR have at most 2 decimal places" },
    { label: "Price in MYR (package 1)", value: "0", message: "Please enter a price above 0 and at most 1000000" },
    { label: "Price in MYR (package 2)", value: "abc", message: "Please enter a price above 0 and at most 1000000" },
    { label: "Credits (package 2)", value: "150", message: "Each package needs a different number of credits" },
    {
      label: "Credits (package 1)",
      value: "2.5",
      message: "Please enter a whole number of credits from 1 to 10000000",
    },
  ])("$label = '$value' → '$message', nothing sent", async ({ label, value, message }) => {
    const calls = server();
    renderWithShell(<AdminSettingsPage />);
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Save packages" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
    expect(puts(calls)).toHaveLength(0);
  });
});
