import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, shooter } from "./harness";
import {
  adminApi,
  expectBalance,
  expectRoute,
  expectText,
  freshPage,
  go,
  openWorld,
  person,
  signedInPage,
  signUpApi,
} from "./steps";

/** Issue 7: the administrator edits a balance; the user's open page follows it live. */
describe("administration in the browser", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  const who = person("Customer");
  beforeAll(async () => {
    world = await openWorld();
    await signUpApi(world.server.url, who);
  });
  afterAll(async () => world?.close());

  it("sets a user's credits with a reason, shows the history, and the user's sidebar follows live", async () => {
    const base = world.server.url;
    // The user, in their own browser context, sits on the home page.
    const userPage = await signedInPage(world, who);
    const userShot = shooter(userPage, "admin-user-side");
    await go(userPage, base, "/", "AI Coloring Page Generator");
    await expectBalance(userPage, 250);
    await userPage.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const rereads: string[] = [];
    userPage.on("request", (r) => /\/api\/(auth\/me|credits)/.test(r.url()) && rereads.push(r.url()));

    const admin = await freshPage(world);
    const shot = shooter(admin, "admin-credits");
    await go(admin, base, "/login", "Welcome back");
    await admin.getByLabel("Email").fill(ADMIN.email);
    await admin.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await admin.getByRole("button", { name: "Sign In" }).click();
    await expectText(admin, "Signed in successfully!");
    await admin.getByRole("link", { name: "Admin Portal" }).click();
    await expectRoute(admin, "/admin");
    await admin.getByRole("link", { name: /Credit Management/ }).click();
    await expectRoute(admin, "/admin/credits");
    await admin.getByLabel("Search users").fill(who.email);
    const row = admin.getByRole("row").filter({ hasText: who.email });
    await row.waitFor();
    await expect.poll(() => admin.getByRole("row").count()).toBe(2); // header + the one match
    await shot("search");

    await admin.getByRole("button", { name: `Edit credits for ${who.email}` }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("New credit balance").fill("42");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Please fill in all required fields").waitFor();
    await dialog.getByLabel("Reason").fill("Goodwill for a broken print");
    await shot("edit");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectText(admin, "Credits updated successfully");
    await dialog.waitFor({ state: "detached" });
    await row.getByRole("cell", { name: "42", exact: true }).waitFor();
    await shot("saved");

    // Live: the user's sidebar changes without a reload and without re-reading the balance.
    await expectBalance(userPage, 42);
    expect(await userPage.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(rereads).toEqual([]);
    await userShot("balance-live");

    await admin.getByRole("button", { name: `Credit history for ${who.email}` }).click();
    const history = admin.getByRole("dialog");
    await history.getByText("250 → 42").waitFor();
    await history.getByText("Goodwill for a broken print").waitFor();
    await history.getByText("-208").waitFor();
    await shot("history");

    const { users } = await adminApi(base, "GET", `/admin/users?q=${encodeURIComponent(who.email)}`);
    expect(users[0]).toMatchObject({ email: who.email, credits: 42 });
    const { history: rows } = await adminApi(base, "GET", `/admin/users/${users[0].id}/credit-history`);
    expect(rows[0]).toMatchObject({ previousAmount: 250, newAmount: 42, reason: "Goodwill for a broken print" });
  });

  it("sends non-administrators away from the admin pages", async () => {
    const base = world.server.url;
    const page = await signedInPage(world, who);
    const shot = shooter(page, "admin-refused");
    await page.goto(`${base}/#/admin`);
    await expectRoute(page, "/unauthorized");
    await page.getByRole("heading", { name: "Unauthorized Access" }).waitFor();
    await shot("admin-home");
    expect(await page.getByRole("link", { name: "Admin Portal" }).count()).toBe(0);

    await go(page, base, "/admin/users");
    await expectRoute(page, "/");
    await page.getByRole("heading", { name: "AI Coloring Page Generator" }).waitFor();
    await shot("admin-users");
    expect(await page.getByRole("heading", { name: "User Management" }).count()).toBe(0);

    const res = await page.request.get(`${base}/api/admin/users`);
    expect(res.status()).toBe(403);
  });
});
