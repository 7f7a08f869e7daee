import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, shooter } from "./harness";
import { apiAs, expectRoute, go, openWorld, person, signedInPage, signUpApi } from "./steps";

/** Prices in the operator's currency (CURRENCY=EUR here) and the packages the administrator sets. */
describe("prices set by the administrator, shown in the buyer's locale", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld({ CURRENCY: "EUR" });
  });
  afterAll(async () => world?.close());

  it("the administrator sets a package; a German buyer sees 9,99 €, pays it, and the purchase keeps it", async () => {
    const admin = await signedInPage(world, ADMIN, { locale: "en-US" });
    const shotAdmin = shooter(admin, "prices-admin");
    await go(admin, world.server.url, "/admin/settings", "System Settings");
    await admin.getByRole("heading", { name: "Credit packages" }).waitFor();
    await admin.getByText("Prices are in EUR (set by CURRENCY on the server).", { exact: false }).waitFor();
    // A third decimal is refused at the field before anything is sent.
    await admin.getByLabel("Price in EUR (package 1)").fill("9.999");
    await admin.getByRole("button", { name: "Save packages" }).click();
    await admin.getByText("Prices in EUR have at most 2 decimal places").waitFor();
    await admin.getByLabel("Credits (package 1)").fill("100");
    await admin.getByLabel("Price in EUR (package 1)").fill("9.99");
    await admin.getByLabel("Label (package 1)").fill("Taster");
    await admin.getByRole("button", { name: "Save packages" }).click();
    await admin.getByText("Packages updated").waitFor();
    await admin.getByText("€9.99").waitFor();
    await shotAdmin("packages-saved");

    const who = person("Käufer");
    await signUpApi(world.server.url, who);
    const page = await signedInPage(world, who, { locale: "de-DE" });
    const shot = shooter(page, "prices-buyer");
    await go(page, world.server.url, "/payment", "Top up credits");
    await page.getByRole("button", { name: "Buy 100 credits for 9,99 €" }).waitFor();
    // The catalogue's other packages keep their amounts, in the configured currency.
    await page.getByRole("button", { name: "Buy 300 credits for 100 €" }).waitFor();
    await shot("packages");
    await page.getByRole("button", { name: "Buy 100 credits for 9,99 €" }).click();
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    await page.getByRole("button", { name: "Pay 9,99 €" }).click();
    await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
    await expectRoute(page, "/", 8_000);
    const { payments } = await apiAs(page, "GET", "/payments");
    expect(payments[0]).toMatchObject({ status: "paid", credits: 100, amount: { amount: 9.99, currency: "EUR" } });
    await go(page, world.server.url, "/account");
    await page.getByRole("cell", { name: "9,99 €" }).waitFor();
    await shot("purchases");
  });
});
