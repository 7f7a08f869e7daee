import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// docs/api.md, "Admin": PUT /api/admin/settings takes back what GET answered. A console that
// reads the settings, changes one value and sends the whole object back changes that value alone.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The settings as GET answers them, but for the time they were saved. */
const apart = ({ updatedAt: _, ...rest }: Record<string, unknown>) => rest;

describe("GET, change one field, PUT the whole body back", () => {
  it.each([
    ["a setting, the catalogue's packages on sale", (s: any) => ({ ...s, oneTimeCredits: s.oneTimeCredits + 5 })],
    ["a setting switched", (s: any) => ({ ...s, maintenanceMode: !s.maintenanceMode })],
  ])("%s: only that field changes, customPackages included", async (_, change) => {
    const admin = await t.admin();
    const first = (await admin.get("/api/admin/settings")).json.settings;
    expect(first.customPackages).toBe(false);
    const sent = change(first);
    const put = await admin.put("/api/admin/settings", sent);
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const again = (await admin.get("/api/admin/settings")).json.settings;
    expect(apart(again)).toEqual(apart(sent));
    expect(put.json.settings).toEqual(again);
  });

  it("one package's price changed in the GET shape: that price changes, the packages become the administrator's", async () => {
    const admin = await t.admin();
    const first = (await admin.get("/api/admin/settings")).json.settings;
    const packages = first.packages.map((p: any, i: number) =>
      i === 1 ? { ...p, price: { ...p.price, amount: p.price.amount + 1 } } : p,
    );
    const put = await admin.put("/api/admin/settings", { ...first, packages });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const again = (await admin.get("/api/admin/settings")).json.settings;
    expect(apart(again)).toEqual(apart({ ...first, packages, customPackages: true }));
    // And the administrator's packages sent back as they are keep being the administrator's.
    expect((await admin.put("/api/admin/settings", again)).json.settings.customPackages).toBe(true);
    expect(apart((await admin.get("/api/admin/settings")).json.settings)).toEqual(apart(again));
  });

  it("a price in another currency than the server's is refused, naming the package, and nothing is saved", async () => {
    const admin = await t.admin();
    const first = (await admin.get("/api/admin/settings")).json.settings;
    const packages = first.packages.map((p: any, i: number) =>
      i === 0 ? { ...p, price: { ...p.price, currency: "USD" } } : p,
    );
    const put = await admin.put("/api/admin/settings", { ...first, oneTimeCredits: 1, packages });
    expect(put.status).toBe(400);
    expect(put.json.error).toMatchObject({
      code: "invalid-input",
      message: `Prices are in ${first.currency}`,
      fields: { "packages.0.price.currency": `Prices are in ${first.currency}` },
    });
    expect((await admin.get("/api/admin/settings")).json.settings).toEqual(first);
  });
});
