import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { s3Bucket, s3Files } from "../../../server/storage/s3.js";
import { ADMIN, createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { S3_KEYS, startFakeS3 } from "../../helpers/fake-s3.js";
import { houseSvg, photo } from "../../helpers/photos.js";

/**
 * S3-compatible object storage (S3_BUCKET), against a local server that speaks S3 and checks
 * every request's SigV4 signature.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function fakeS3(pageSize?: number) {
  const s3 = await startFakeS3("pages", pageSize);
  cleanups.push(() => s3.close());
  return s3;
}

const options = (s3: Awaited<ReturnType<typeof fakeS3>>, secretAccessKey = S3_KEYS.secretAccessKey) => ({
  endpoint: s3.base,
  bucket: s3.bucket,
  region: "eu-west-1",
  accessKeyId: S3_KEYS.accessKeyId,
  secretAccessKey,
});

describe("files in an S3 bucket", () => {
  it("writes, reads and removes signed; a folder goes with every page of its listing; keys cannot escape", async () => {
    const s3 = await fakeS3(2); // two keys a listing page: removing a folder follows the continuation
    const uploads = s3Files(s3Bucket({ ...options(s3), prefix: "inkling/" }), "uploads");
    await uploads.write("u1/a.jpg", Buffer.from("photo a"));
    for (const name of ["b", "c", "d"]) await uploads.write(`u1/${name}.jpg`, Buffer.from(name));
    await uploads.write("u2/e.jpg", Buffer.from("e"));
    expect(s3.objects.get("inkling/uploads/u1/a.jpg")).toEqual({ data: Buffer.from("photo a"), type: "image/jpeg" });
    expect(String(await uploads.read("u1/a.jpg"))).toBe("photo a");
    expect(await uploads.read("u1/none.jpg")).toBeNull();
    await uploads.remove("u1/b.jpg");
    expect(await uploads.read("u1/b.jpg")).toBeNull();
    await uploads.removeFolder("u1");
    expect([...s3.objects.keys()]).toEqual(["inkling/uploads/u2/e.jpg"]);
    await expect(uploads.write("../escape.jpg", Buffer.from("x"))).rejects.toThrow("escapes");
  });

  it("a wrong secret is refused by the store, and the error names neither key nor secret", async () => {
    const s3 = await fakeS3();
    const bucket = s3Bucket(options(s3, "not-the-secret-key-at-all"));
    const error = await bucket.put("x.png", Buffer.from("x"), "image/png").catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("object storage PUT x.png failed: 403 Forbidden");
    expect(s3.objects.size).toBe(0);
  });
});

describe("the app on an S3 bucket", () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it("stores pages and photos in the bucket, not in DATA_DIR, and serves them from it", async () => {
    const s3 = await fakeS3();
    t = await createTestApp({ env: { ...s3.env, S3_PREFIX: "prod/" } });
    const { client, user } = await t.signup();
    const made = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    expect(made.status).toBe(202);
    const id = made.json.generation.id as string;
    await t.deps.generations.idle();
    const key = [...s3.objects.keys()].find((k) => k.endsWith(`/${id}.png`)) as string;
    expect(key).toMatch(/^prod\/\d{4}-\d{2}\//);
    const page = await t.app.request(`/api/images/${id}`, { headers: { cookie: client.cookie } });
    expect(page.status).toBe(200);
    expect(Buffer.from(await page.arrayBuffer())).toEqual(s3.objects.get(key)?.data);

    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(houseSvg()))], { type: "image/jpeg" }), "house.jpg");
    const up = await t.app.request("/api/uploads", {
      method: "POST",
      headers: { origin: ORIGIN, cookie: client.cookie },
      body: form,
    });
    expect(up.status).toBe(201);
    const uploadId = ((await up.json()) as { upload: { id: string } }).upload.id;
    expect(s3.objects.has(`prod/uploads/${user.id}/${uploadId}.jpg`)).toBe(true);
    const back = await t.app.request(`/api/uploads/${uploadId}`, { headers: { cookie: client.cookie } });
    expect(back.status).toBe(200);
    expect((await back.arrayBuffer()).byteLength).toBe(
      s3.objects.get(`prod/uploads/${user.id}/${uploadId}.jpg`)?.data.length,
    );

    // Nothing of either on the local disk.
    for (const folder of ["images", "uploads"]) {
      const dir = join(t.config.DATA_DIR, folder);
      expect(existsSync(dir) ? readdirSync(dir, { recursive: true }) : []).toEqual([]);
    }

    // Deleting the account removes its photos from the bucket.
    const admin = t.client();
    expect((await admin.post("/api/auth/login", ADMIN)).status).toBe(200);
    expect((await admin.del(`/api/admin/users/${user.id}`)).status).toBeLessThan(300);
    expect([...s3.objects.keys()].filter((k) => k.startsWith("prod/uploads/"))).toEqual([]);
  });

  it("a store that refuses the page fails the generation and gives the credit back", async () => {
    const s3 = await fakeS3();
    t = await createTestApp({ env: { ...s3.env, S3_SECRET_ACCESS_KEY: "a-wrong-secret-for-this-store" } });
    const { client } = await t.signup();
    const before = (await client.get("/api/auth/me")).json.user.credits as number;
    const made = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    expect(made.status).toBe(202);
    await t.deps.generations.idle();
    const after = await client.get(`/api/generations/${made.json.generation.id}`);
    expect(after.json.generation.status).toBe("failed");
    expect((await client.get("/api/auth/me")).json.user.credits).toBe(before);
    expect(s3.objects.size).toBe(0);
  });

  it("refuses to start with a bucket but no address or keys", async () => {
    const { loadConfig } = await import("../../../server/config.js");
    expect(() => loadConfig({ S3_BUCKET: "pages" })).toThrow(/S3_ENDPOINT.*required when S3_BUCKET is set/s);
  });
});
