// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminAuditPage } from "../../../web/pages/admin/admin-audit";
import { fakeFetch, renderPage, testUser } from "./harness";

describe("/admin/audit", () => {
  it("lists each administrator action in words, read-only", async () => {
    const calls = fakeFetch(() => ({
      body: {
        entries: [
          {
            id: "a2",
            at: "2026-11-26T09:00:00.000Z",
            actor: "admin@example.com",
            action: "credits-set",
            target: { id: "u1", email: "ada@example.com" },
            detail: { previous: 250, credits: 7, reason: "gift" },
          },
          {
            id: "a1",
            at: "2026-11-26T08:00:00.000Z",
            actor: "admin@example.com",
            action: "user-updated",
            target: { id: "u1", email: "ada@example.com" },
            detail: { role: "subscription" },
          },
        ],
        nextCursor: null,
      },
    }));
    renderPage(AdminAuditPage, {
      route: "/admin/audit",
      url: "/admin/audit",
      user: { ...testUser, isAdmin: true, role: "admin" },
    });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Set the credits · ada@example.com · 250 → 7 credits (gift)"),
      expect.stringContaining("Changed the user · ada@example.com · role: subscription"),
    ]);
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/audit"]);
    // Nothing on the page changes an entry.
    expect(screen.queryByRole("button")).toBeNull();
  });
});
