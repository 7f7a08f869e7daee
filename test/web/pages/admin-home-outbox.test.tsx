// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminHomePage } from "../../../web/pages/admin/admin-home";
import { AdminOutboxPage } from "../../../web/pages/admin/admin-outbox";
import { fakeFetch, renderPage, renderWithShell, testUser } from "./harness";

const health = (mail: string) => ({
  body: { ok: true, db: "ok", providers: { image: "sketch", text: "builtin", mail, payments: "demo" } },
});

describe("/admin portal cards (spec §2 'Admin routes')", () => {
  it.each([
    {
      mail: "outbox",
      expected: ["User Management", "Credit Management", "System Settings", "Audit log", "Mail outbox"],
    },
    { mail: "smtp", expected: ["User Management", "Credit Management", "System Settings", "Audit log"] },
  ])("with mail transport '$mail' shows $expected", async ({ mail, expected }) => {
    const calls = fakeFetch(({ url }) => (url === "/api/health" ? health(mail) : undefined));
    renderPage(AdminHomePage, { route: "/admin", url: "/admin", user: { ...testUser, isAdmin: true, role: "admin" } });
    await screen.findByText("User Management");
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/health"));
    const titles = () => screen.getAllByRole("link").map((a) => a.querySelector("span")?.textContent);
    await waitFor(() => expect(titles()).toEqual(expected));
    // Let the health answer settle, so a card that appears late would still be caught.
    await new Promise((r) => setTimeout(r, 50));
    expect(titles()).toEqual(expected);
    expect(screen.getByRole("link", { name: /Credit Management/ }).getAttribute("href")).toBe("/admin/credits");
  });
});

describe("/admin/outbox", () => {
  it("shows each message with its links clickable (and sentence punctuation left out of the link)", async () => {
    fakeFetch(() => ({
      body: {
        messages: [
          {
            id: "m1",
            to: "ada@example.com",
            subject: "Reset your Inkling password",
            text: "Open http://localhost:8787/#/reset-password?token=abc123. It expires in an hour.",
            createdAt: "2024-02-18T10:00:00.000Z",
          },
        ],
      },
    }));
    renderWithShell(<AdminOutboxPage />);
    const link = await screen.findByRole("link", { name: "http://localhost:8787/#/reset-password?token=abc123" });
    expect(link.getAttribute("href")).toBe("http://localhost:8787/#/reset-password?token=abc123");
    expect(screen.getByText("To: ada@example.com")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reset your Inkling password" })).toBeTruthy();
  });

  it("has an empty state", async () => {
    fakeFetch(() => ({ body: { messages: [] } }));
    renderWithShell(<AdminOutboxPage />);
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });
});
