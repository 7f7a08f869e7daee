import { PNG } from "pngjs";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe("GET /api/plans (public home page)", () => {
  it("answers signed-out visitors with the settings' credits and site.yaml's prices", async () => {
    t = await createTestApp();
    const res = await t.client().get("/api/plans");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      plans: {
        oneTime: { credits: 250 },
        subscription: { credits: 300, days: 30, price: { amount: 79, currency: "MYR" } },
      },
      currency: "MYR",
      packages: [
        { id: "credits-150", credits: 150, price: { amount: 55, currency: "MYR" }, label: "Starter" },
        { id: "credits-300", credits: 300, price: { amount: 100, currency: "MYR" }, label: "Popular" },
        { id: "credits-500", credits: 500, price: { amount: 150, currency: "MYR" }, label: "Best value" },
      ],
      maintenanceMode: false,
      disableCreditDeduction: false,
    });
  });

  it("follows the administrator's settings", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const put = await admin.put("/api/admin/settings", {
      oneTimeCredits: 100,
      subscriptionCredits: 400,
      subscriptionDuration: 28,
      maintenanceMode: true,
      disableCreditDeduction: false,
    });
    expect(put.status).toBe(200);
    const res = await t.client().get("/api/plans");
    expect(res.json.plans.oneTime.credits).toBe(100);
    expect(res.json.plans.subscription).toMatchObject({ credits: 400, days: 28 });
    expect(res.json.maintenanceMode).toBe(true);
  });
});

describe("GET /api/samples (pages drawn by the built-in engine)", () => {
  it("lists the samples and serves each as a cached PNG without sign-in", async () => {
    t = await createTestApp();
    const c = t.client();
    const list = await c.get("/api/samples");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(list.json.samples.length).toBeGreaterThanOrEqual(4);
    const kinds = new Set(list.json.samples.map((s: { kind: string }) => s.kind));
    expect(kinds).toEqual(new Set(["line-art", "cover"]));

    const lineArt = list.json.samples.find((s: { kind: string }) => s.kind === "line-art");
    const res = await c.get(lineArt.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("public");
    const png = PNG.sync.read(Buffer.from(await res.res.arrayBuffer()));
    expect(png.width).toBe(512);
    // Real line art: some black ink on a mostly white page.
    let black = 0;
    for (let i = 0; i < png.data.length; i += 4) if ((png.data[i] ?? 255) < 128) black++;
    const share = black / (png.width * png.height);
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.6);
  });

  it("serves each sample as WebP too, the same pages in fewer bytes", async () => {
    t = await createTestApp();
    const c = t.client();
    for (const name of ["mandala-lotus", "cover-dream-big"]) {
      const png = await c.get(`/api/samples/${name}.png`);
      const webp = await c.get(`/api/samples/${name}.webp`);
      expect(webp.status).toBe(200);
      expect(webp.headers.get("content-type")).toBe("image/webp");
      expect(webp.headers.get("cache-control")).toContain("public");
      const files = [Buffer.from(await png.res.arrayBuffer()), Buffer.from(await webp.res.arrayBuffer())];
      expect(files[1]?.length).toBeLessThan(files[0]?.length ?? 0);
      const [a, b] = await Promise.all(
        files.map((f) => sharp(f).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true })),
      );
      expect(b?.info).toMatchObject({ width: 512, height: 512 });
      // The same picture: pixels within a lossy encoder's error of the PNG's.
      let off = 0;
      for (let i = 0; i < (a?.data.length ?? 0); i++) off += Math.abs((a?.data[i] ?? 0) - (b?.data[i] ?? 0));
      expect(off / (512 * 512)).toBeLessThan(8);
    }
  });

  it("answers 404 in JSON for an unknown sample", async () => {
    t = await createTestApp();
    for (const file of ["nope.png", "nope.webp", "mandala-lotus.gif"]) {
      const res = await t.client().get(`/api/samples/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.json.error.code, file).toBe("not-found");
    }
  });
});
