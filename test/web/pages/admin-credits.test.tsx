// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminCreditsPage } from "../../../web/pages/admin/admin-credits";
import { type FetchCall, fakeFetch, renderWithShell, testUser } from "./harness";

const settings = {
  oneTimeCredits: 250,
  subscriptionCredits: 300,
  subscriptionDuration: 30,
  maintenanceMode: false,
  disableCreditDeduction: false,
};

function server() {
  return fakeFetch(({ method, url, body }: FetchCall) => {
    if (method === "GET" && url.startsWith("/api/admin/users?")) {
      return { body: { users: [testUser], nextCursor: null, total: 1 } };
    }
    if (method === "GET" && url === "/api/admin/settings") return { body: { settings } };
    if (method === "PUT" && url === `/api/admin/users/${testUser.id}/credits`) {
      return { body: { user: { ...testUser, credits: (body as { credits: number }).credits } } };
    }
    return undefined;
  });
}

async function openEditModal() {
  renderWithShell(<AdminCreditsPage />);
  fireEvent.click(await screen.findByRole("button", { name: `Edit credits for ${testUser.email}` }));
  const dialog = await screen.findByRole("dialog");
  const form = {
    dialog,
    credits: within(dialog).getByLabelText("New credit balance") as HTMLInputElement,
    reason: within(dialog).getByLabelText("Reason") as HTMLInputElement,
    save: () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })),
  };
  return form;
}

const creditPuts = (calls: FetchCall[]) => calls.filter((c) => c.method === "PUT" && c.url.includes("/credits"));

describe("credits page: edit-credits modal (spec §5 'Credit modal')", () => {
  it.each([
    { credits: "", reason: "Bonus", message: "Please fill in all required fields" },
    { credits: "10", reason: "  ", message: "Please fill in all required fields" },
    { credits: "-3", reason: "Bonus", message: "Please enter a valid credit amount" },
    { credits: "abc", reason: "Bonus", message: "Please enter a valid credit amount" },
    { credits: "2.5", reason: "Bonus", message: "Please enter a valid credit amount" },
  ])("credits '$credits', reason '$reason' → $message, nothing sent", async ({ credits, reason, message }) => {
    const calls = server();
    const form = await openEditModal();
    fireEvent.change(form.credits, { target: { value: credits } });
    fireEvent.change(form.reason, { target: { value: reason } });
    form.save();
    expect((await within(form.dialog).findByRole("alert")).textContent).toBe(message);
    expect(creditPuts(calls)).toHaveLength(0);
  });

  it("sends the new balance and the trimmed reason, then shows the new balance", async () => {
    const calls = server();
    const form = await openEditModal();
    expect(form.credits.value).toBe("12");
    fireEvent.change(form.credits, { target: { value: "42" } });
    fireEvent.change(form.reason, { target: { value: "  Goodwill bonus " } });
    form.save();
    await screen.findByText("Credits updated successfully");
    expect(creditPuts(calls)).toEqual([
      { method: "PUT", url: "/api/admin/users/u1/credits", body: { credits: 42, reason: "Goodwill bonus" } },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("row", { name: /ada@example.com/ }).textContent).toContain("42");
  });

  it("turning 'Credits enabled' off saves only disableCreditDeduction: true", async () => {
    const calls = fakeFetch(({ method, url, body }) => {
      if (url.startsWith("/api/admin/users?")) return { body: { users: [], nextCursor: null, total: 0 } };
      if (method === "GET" && url === "/api/admin/settings") return { body: { settings } };
      if (method === "PUT" && url === "/api/admin/settings")
        return { body: { settings: { ...settings, ...(body as object) } } };
      return undefined;
    });
    renderWithShell(<AdminCreditsPage />);
    const toggle = await screen.findByRole("switch", { name: /Credits enabled/ });
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/admin/settings", body: { disableCreditDeduction: true } },
    ]);
  });
});
