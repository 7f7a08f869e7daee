import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter } from "./harness";
import {
  adminApi,
  apiAs,
  expectBalance,
  expectRoute,
  expectText,
  generate,
  go,
  openWorld,
  person,
  previewImage,
  signedInPage,
  signUpApi,
} from "./steps";

const MAINTENANCE = "Inkling is down for maintenance. Please try again a little later.";

/** Issue 9, journeys 2–4: renewal, running out and topping up, maintenance. */
describe("longer journeys", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  /** One Alphabet page; waits for the success toast. */
  async function makePage(page: Page, subject: string) {
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await generate(page, { Subject: subject });
    await expectText(page, "Image generated successfully!", 30_000);
    await previewImage(page);
  }

  it("a subscriber past the renewal date is renewed to 300 and that page is free", async () => {
    const who = person("Subscriber");
    await signUpApi(world.server.url, who, "subscription");
    const page = await signedInPage(world, who);
    // The subscription's credits come with its first payment (demo checkout).
    await go(page, world.server.url, "/payment", "Top up credits");
    const { sessionId } = await apiAs(page, "POST", "/payments/checkout", { packageId: "subscription" });
    await apiAs(page, "POST", `/payments/demo/${sessionId}/complete`);
    const shot = shooter(page, "journey-renewal");
    await makePage(page, "Apple");
    await expectBalance(page, 299);
    await page.getByText(/^Renews on /).waitFor();

    // No API moves the renewal date: put it in the past directly in the database.
    const db = new Database(join(world.server.dataDir, "inkling.db"));
    const past = new Date(Date.now() - 86_400_000).toISOString();
    db.prepare("UPDATE users SET subscription_renewal_date = ? WHERE email = ?").run(past, who.email);
    db.close();

    await makePage(page, "Butterfly");
    await expectBalance(page, 300);
    await shot("renewed");
    const { user } = await apiAs(page, "GET", "/auth/me");
    const ahead = (Date.parse(user.subscriptionRenewalDate) - Date.now()) / 86_400_000;
    expect(ahead).toBeGreaterThan(29);
    expect(ahead).toBeLessThanOrEqual(30.01);
    expect(user.totalImagesGenerated).toBe(2);
    const { history } = await apiAs(page, "GET", "/credits");
    expect(history[0]).toMatchObject({ previousAmount: 299, newAmount: 300, reason: "Subscription renewal" });
  });

  it("a user set to 0 credits is refused, tops up through checkout and generates again", async () => {
    const who = person("Broke");
    await signUpApi(world.server.url, who);
    const { users } = await adminApi(world.server.url, "GET", `/admin/users?q=${encodeURIComponent(who.email)}`);
    await adminApi(world.server.url, "PUT", `/admin/users/${users[0].id}/credits`, {
      credits: 0,
      reason: "Chargeback",
    });
    const page = await signedInPage(world, who);
    const shot = shooter(page, "journey-no-credits");
    await go(page, world.server.url, "/kids/alphabet", "Alphabet Art");
    await expectBalance(page, 0);
    // At 0 credits the form offers Top up instead of Generate; the server refuses a 402 anyway.
    expect(await page.getByRole("button", { name: /^Generate/ }).count()).toBe(0);
    await expect(
      apiAs(page, "POST", "/generations", { tool: "kids/alphabet", values: { subject: "Cat" } }),
    ).rejects.toThrow(/402.*Insufficient credits/);
    await shot("refused");
    expect((await apiAs(page, "GET", "/generations")).generations).toHaveLength(0);
    await expectBalance(page, 0);

    await page.getByRole("main").getByRole("link", { name: "Top up", exact: true }).click();
    await page.getByRole("button", { name: /^Buy 150 credits for / }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
    await expectRoute(page, "/", 8_000);
    await expectBalance(page, 150);
    await shot("topped-up");

    await makePage(page, "Cat");
    await expectBalance(page, 149);
    await shot("generated");
  });

  it("maintenance mode refuses users but not the administrator, until it is switched off", async () => {
    const base = world.server.url;
    const who = person("Waiting");
    await signUpApi(base, who);
    const user = await signedInPage(world, who);
    const admin = await signedInPage(world);
    const shot = shooter(admin, "journey-maintenance");
    const userShot = shooter(user, "journey-maintenance-user");

    const setMaintenance = async (on: boolean) => {
      await go(admin, base, "/admin/settings", "System Settings");
      const box = admin.getByRole("checkbox", { name: /Maintenance mode/ });
      await box.setChecked(on);
      await admin.getByRole("button", { name: "Save settings" }).click();
      await expectText(admin, "Settings updated successfully");
      expect((await adminApi(base, "GET", "/admin/settings")).settings.maintenanceMode).toBe(on);
    };

    await setMaintenance(true);
    await shot("on");
    await go(user, base, "/kids/alphabet", "Alphabet Art");
    await generate(user, { Subject: "Dinosaur" });
    await expectText(user, MAINTENANCE);
    await userShot("refused");
    await expectBalance(user, 250);
    expect((await apiAs(user, "GET", "/generations")).generations).toHaveLength(0);

    await makePage(admin, "Elephant");
    await shot("admin-generated");

    await setMaintenance(false);
    await makePage(user, "Dinosaur");
    await expectBalance(user, 249);
    await userShot("generated");
  });
});
