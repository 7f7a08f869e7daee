// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requestMessages } from "../../../engine/api/messages.js";
import { INVISIBLE_TEXT } from "../../../engine/readable-text.js";
import type { User } from "../../../server/api-types";
import { AdminUsersPage } from "../../../web/pages/admin/admin-users";
import { apiError, type FetchCall, fakeFetch, renderWithShell, testUser } from "./harness";

const people: User[] = Array.from({ length: 23 }, (_, i) => ({
  ...testUser,
  id: `u${i}`,
  email: `user${i}@example.com`,
  displayName: `User ${i}`,
}));

/** A server holding 23 users, paged 10 at a time by an opaque cursor. */
function server(extra: (call: FetchCall) => ReturnType<Parameters<typeof fakeFetch>[0]> = () => undefined) {
  return fakeFetch((call) => {
    if (call.method === "GET" && call.url.startsWith("/api/admin/users?")) {
      const params = new URLSearchParams(call.url.split("?")[1]);
      const start = Number(params.get("cursor")?.replace("c", "") ?? 0);
      const end = start + Number(params.get("limit"));
      return {
        body: {
          users: people.slice(start, end),
          total: people.length,
          nextCursor: end < people.length ? `c${end}` : null,
        },
      };
    }
    return extra(call);
  });
}

const userGets = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith("/api/admin/users?")).map((c) => c.url);

describe("/admin/users table (spec §2, §7 'Database': 10 a page, cursor paging, page numbers from total)", () => {
  it("numbers pages from total and walks the cursors to a later page", async () => {
    const calls = server();
    renderWithShell(<AdminUsersPage />);
    await screen.findByText("user0@example.com");
    expect(screen.getAllByRole("button", { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(["1", "2", "3"]);
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByText("user20@example.com");
    expect(screen.queryByText("user0@example.com")).toBeNull();
    expect(userGets(calls)).toEqual([
      "/api/admin/users?limit=10",
      "/api/admin/users?limit=10&cursor=c10",
      "/api/admin/users?limit=10&cursor=c20",
    ]);
    // Going back uses the remembered cursor for page 2.
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByText("user10@example.com");
    expect(userGets(calls).at(-1)).toBe("/api/admin/users?limit=10&cursor=c10");
  });

  it("says 'Failed to load users' when the list cannot be read", async () => {
    fakeFetch(() => apiError(500, "internal", "Something went wrong"));
    renderWithShell(<AdminUsersPage />);
    await waitFor(() => expect(screen.getAllByText("Failed to load users").length).toBeGreaterThan(0));
  });

  it("inline credit edit refuses a missing reason with the spec's message and sends nothing", async () => {
    const calls = server();
    renderWithShell(<AdminUsersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit credits for User 0" }));
    fireEvent.change(screen.getByLabelText("New credits for User 0"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save credits" }));
    expect(await screen.findByText("Please enter both credits and reason")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("deletes only after the confirmation dialog", async () => {
    const calls = server((c) => (c.method === "DELETE" ? { status: 204 } : undefined));
    renderWithShell(<AdminUsersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete User 1" }));
    const dialog = screen.getByRole("dialog", { name: "Delete user?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("User deleted successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/admin/users/u1"]);
  });
});

describe("Add New User (spec §8: 'Failed to create user' with the sign-up specifics)", () => {
  const fill = (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
    fireEvent.click(screen.getByRole("button", { name: "Add User" }));
  };

  it.each([
    { reply: apiError(409, "email-already-in-use", "Email already in use"), message: "Email already in use" },
    { reply: apiError(500, "internal", "Something went wrong on our side."), message: "Failed to create user" },
  ])("server answers $reply.status → '$message'", async ({ reply, message }) => {
    server((c) => (c.method === "POST" ? reply : undefined));
    renderWithShell(<AdminUsersPage />);
    await screen.findByText("user0@example.com");
    fill("new@example.com", "secret1");
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("checks the e-mail and the name with the server's rules and messages (engine/api/admin.ts), sending nothing", async () => {
    const calls = server();
    renderWithShell(<AdminUsersPage />);
    await screen.findByText("user0@example.com");
    fill("", "secret1");
    expect(await screen.findByText(requestMessages.invalidEmail)).toBeTruthy();
    // A name that draws nothing, checked in the same pass as a malformed address.
    fireEvent.change(screen.getByLabelText("Display name (optional)"), { target: { value: "\u200b\u200b" } });
    fill("ada@", "secret1");
    expect(await screen.findByText(INVISIBLE_TEXT)).toBeTruthy();
    expect(screen.getByText(requestMessages.invalidEmail)).toBeTruthy();
    // A right-to-left override inside a name: the one text rule, before anything is sent.
    fireEvent.change(screen.getByLabelText("Display name (optional)"), { target: { value: "Ada\u202eLovelace" } });
    fill("ada@example.com", "secret1");
    expect(
      await screen.findByText(
        "The display name has characters that cannot be used: U+202E. Please use letters, numbers, spaces and punctuation.",
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("checks the password length before sending, then posts email and password", async () => {
    const calls = server((c) =>
      c.method === "POST" ? { status: 201, body: { user: { ...testUser, id: "new" } } } : undefined,
    );
    renderWithShell(<AdminUsersPage />);
    await screen.findByText("user0@example.com");
    fill("new@example.com", "12345");
    expect(await screen.findByText("Password should be at least 6 characters")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fill("new@example.com", "123456");
    expect(await screen.findByText("User created successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", url: "/api/admin/users", body: { email: "new@example.com", password: "123456" } },
    ]);
  });
});
