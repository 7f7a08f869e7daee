import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shooter } from "./harness";
import { apiAs, expectBalance, expectRoute, freshPage, go, openWorld, person, signedInPage, signUpApi } from "./steps";

/** Issue 8: topping up through the demo checkout; only a verified payment grants credits. */
describe("top-up in the browser", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  let page: Page;
  beforeAll(async () => {
    world = await openWorld();
    const who = person("Buyer");
    await signUpApi(world.server.url, who);
    page = await signedInPage(world, who);
  });
  afterAll(async () => world?.close());

  /** Sidebar Top Up → packages → Buy 150 → the demo checkout page. */
  async function startCheckout(shot: (label: string) => Promise<void>) {
    await go(page, world.server.url, "/", "AI Coloring Page Generator");
    await page.getByRole("link", { name: "Top Up" }).click();
    await expectRoute(page, "/payment");
    await page.getByRole("heading", { name: "Top up credits" }).waitFor();
    await shot("packages");
    await page.getByRole("button", { name: /^Buy 150 credits for / }).click();
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    expect(hash(page)).toMatch(/^\/payment\/checkout\/[^/]+$/);
    await page.getByText("Demo payment — no real money.").waitFor();
    await shot("checkout");
  }

  it("buys 150 credits: checkout, Pay, success, home, balance +150", async () => {
    const shot = shooter(page, "payment-buy");
    await startCheckout(shot);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
    await page.getByText("150 credits have been added to your account.").waitFor();
    expect(hash(page)).toBe("/payment/success");
    await shot("success");
    // The spec's 2-second redirect home, where the sidebar shows the new balance.
    await expectRoute(page, "/", 8_000);
    await expectBalance(page, 400);
    // Issue 45: the receipt stays on the home page until it is dismissed.
    const receipt = page.getByRole("region", { name: "Receipt" });
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(/Credits bought150Paid.*55.*Your balance400 credits/);
    await shot("home");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("home-phone");
    await page.setViewportSize({ width: 1280, height: 720 });
    await receipt.getByRole("button", { name: "Dismiss the receipt" }).click();
    await receipt.waitFor({ state: "detached" });
    const { credits, history } = await apiAs(page, "GET", "/credits");
    expect(credits).toBe(400);
    expect(history[0]).toMatchObject({ previousAmount: 250, newAmount: 400, delta: 150 });
  });

  it("grants nothing to a hand-typed success address", async () => {
    const shot = shooter(page, "payment-forged");
    await go(page, world.server.url, "/payment/success?credits=99999");
    await page.getByRole("heading", { name: "Payment not completed" }).waitFor();
    await page.getByText("Failed to process payment. Please contact support.").first().waitFor();
    await shot("refused");
    const { credits } = await apiAs(page, "GET", "/credits");
    expect(credits).toBe(400);
    await go(page, world.server.url, "/");
    await expectBalance(page, 400);
  });

  it("cancelling returns to the packages with a notice and charges nothing", async () => {
    const shot = shooter(page, "payment-cancel");
    await startCheckout(shot);
    const sessionId = hash(page).split("/").pop() as string;
    await page.getByRole("button", { name: "Cancel" }).click();
    await expectRoute(page, "/payment");
    await page.getByText("Payment cancelled. You have not been charged.").waitFor();
    await shot("cancelled");
    const payment = await apiAs(page, "GET", `/payments/${sessionId}`);
    expect(payment.status).toBe("failed");
    const { credits } = await apiAs(page, "GET", "/credits");
    expect(credits).toBe(400);
  });
});

describe("a checkout begun at another address", () => {
  let world: Awaited<ReturnType<typeof openWorld>>;
  beforeAll(async () => {
    world = await openWorld();
  });
  afterAll(async () => world?.close());

  it("lands on the one address, signs in, returns to the packages and checks out there", async () => {
    const who = person("Elsewhere");
    await signUpApi(world.server.url, who);
    const page = await freshPage(world);
    const shot = shooter(page, "payment-other-origin");
    const own = new URL(world.server.url);
    // The address a user may type instead of the printed one.
    await page.goto(`http://127.0.0.1:${own.port}/#/payment`);
    await page.getByRole("heading", { name: "Top up credits" }).waitFor();
    expect(new URL(page.url()).origin).toBe(own.origin);
    await page.getByRole("button", { name: /^Buy 150 credits for / }).click();
    await page.getByText("Please sign in to process payment").first().waitFor();
    await expectRoute(page, "/login");
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectRoute(page, "/payment");
    await shot("back-to-packages");
    await page.getByRole("button", { name: /^Buy 150 credits for / }).click();
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    expect(new URL(page.url()).origin).toBe(own.origin);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.getByRole("heading", { name: "Payment successful!" }).waitFor();
    const { payments } = await apiAs(page, "GET", "/payments");
    expect(payments.map((p: { status: string }) => p.status)).toEqual(["paid"]);
  });
});

const hash = (page: Page) => new URL(page.url()).hash.replace(/^#/, "").split("?")[0] as string;
