import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PNG } from "pngjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { houseSvg, photo, portraitSvg } from "../../helpers/photos.js";

const INVALID = { code: "invalid-image", message: "Please upload a JPG, PNG or WebP image" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }), env: { THROTTLE_UPLOAD: "1000/600" } });
});
afterAll(async () => {
  await t.close();
});

type Client = ReturnType<TestApp["client"]>;

/** A multipart POST /api/uploads as a browser sends it. */
async function send(client: Client | null, parts: [string, Blob | string, string?][], app = t.app) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename ?? "photo.jpg");
  }
  const res = await app.request("/api/uploads", {
    method: "POST",
    headers: { origin: ORIGIN, ...(client?.cookie ? { cookie: client.cookie } : {}) },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const file = (bytes: Buffer | Uint8Array, type = "image/jpeg") => new Blob([new Uint8Array(bytes)], { type });

describe("POST /api/uploads", () => {
  it("answers 401 without a session", async () => {
    const res = await send(null, [["file", file(await photo(houseSvg()))]]);
    expect(res.status).toBe(401);
  });

  it("takes JPEG, PNG and WebP, decided from the bytes, and answers the stored size", async () => {
    const { client } = await t.signup();
    for (const format of ["jpeg", "png", "webp"] as const) {
      const bytes = await photo(houseSvg(), format);
      // The part's name and type lie: the bytes decide.
      const res = await send(client, [["file", file(bytes, "text/plain"), "notes.txt"]]);
      expect(res.status, format).toBe(201);
      expect(res.json.upload).toMatchObject({ width: 1200, height: 900, type: "image/jpeg" });
      expect(res.json.upload.id).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it("refuses every bad file with 400 invalid-image, never a 5xx", async () => {
    const { client } = await t.signup();
    const jpeg = await photo(portraitSvg());
    // 9000×9000 compresses to a few kilobytes: a decompression bomb by its pixel count.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const cases: [string, [string, Blob | string, string?][]][] = [
      ["text named .jpg", [["file", file(Buffer.from("hello, not a photo at all")), "photo.jpg"]]],
      ["zero bytes", [["file", file(Buffer.alloc(0))]]],
      ["truncated JPEG", [["file", file(jpeg.subarray(0, Math.floor(jpeg.length / 3)))]]],
      [
        "JPEG magic then garbage",
        [["file", file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]))]],
      ],
      ["a GIF", [["file", file(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary"), "image/gif")]]],
      ["decompression bomb", [["file", file(bomb, "image/png")]]],
      ["no file part", [["photo", file(jpeg)]]],
      ["file as text", [["file", "just text"]]],
      [
        "two files",
        [
          ["file", file(jpeg)],
          ["file", file(jpeg)],
        ],
      ],
      [
        "many parts",
        Array.from({ length: 50 }, (_, i) => [`p${i}`, "x"] as [string, string]).concat([
          ["file", file(jpeg)] as never,
        ]),
      ],
    ];
    for (const [name, parts] of cases) {
      const res = await send(client, parts);
      expect(res.status, name).toBe(400);
      expect(res.json.error, name).toMatchObject(INVALID);
    }
    // Not multipart at all.
    const json = await client.post("/api/uploads", { file: "x" });
    expect(json.status).toBe(400);
    expect(json.json.error).toMatchObject(INVALID);
    const garbled = await t.app.request("/api/uploads", {
      method: "POST",
      headers: { origin: ORIGIN, cookie: client.cookie, "content-type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    });
    expect(garbled.status).toBe(400);
  });

  it("answers 413 too-large with the contract's message over 15 MB", async () => {
    const { client } = await t.signup();
    const big = Buffer.alloc(15 * 1024 * 1024 + 10, 1);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    const res = await send(client, [["file", file(big)]]);
    expect(res.status).toBe(413);
    expect(res.json.error).toMatchObject({ code: "too-large", message: "Photos can be at most 15 MB" });
  });

  it("turns the photo upright from EXIF and removes all metadata, GPS included", async () => {
    const { client } = await t.signup();
    const sideways = await sharp(await photo(houseSvg()))
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: "someone", Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" } },
      })
      .toBuffer();
    const before = await sharp(sideways).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("PhoneCam"))).toBe(true);
    const res = await send(client, [["file", file(sideways)]]);
    expect(res.status).toBe(201);
    // 1200×900 stored upright: orientation 6 is a quarter turn, so 900×1200.
    expect(res.json.upload).toMatchObject({ width: 900, height: 1200 });
    const got = await client.get(`/api/uploads/${res.json.upload.id}`);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
    const stored = Buffer.from(await got.res.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ width: 900, height: 1200, format: "jpeg" });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneCam"))).toBe(false);
    expect(stored.includes(Buffer.from("GPS"))).toBe(false);
  });

  it("accepts a photo whose EXIF block is corrupt, and scales big photos to 2048 px", async () => {
    const { client } = await t.signup();
    const jpeg = await sharp(await photo(houseSvg()))
      .resize(3000, 2250)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // Scribble over the EXIF block's IFD entries (after "Exif\0\0" and the TIFF header).
    const at = jpeg.indexOf(Buffer.from("Exif\0\0"));
    expect(at).toBeGreaterThan(0);
    const broken = Buffer.from(jpeg);
    broken.fill(0xee, at + 14, at + 40);
    const res = await send(client, [["file", file(broken)]]);
    expect(res.status).toBe(201);
    expect(Math.max(res.json.upload.width, res.json.upload.height)).toBe(2048);
  });

  it("throttles uploads per user with 429", async () => {
    const app = await createTestApp({ env: { THROTTLE_UPLOAD: "2/600" } });
    try {
      const { client } = await app.signup();
      const bytes = await photo(houseSvg());
      expect((await send(client, [["file", file(bytes)]], app.app)).status).toBe(201);
      expect((await send(client, [["file", file(bytes)]], app.app)).status).toBe(201);
      const third = await send(client, [["file", file(bytes)]], app.app);
      expect(third.status).toBe(429);
      // Another user is not held up.
      const other = await app.signup();
      expect((await send(other.client, [["file", file(bytes)]], app.app)).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe("upload storage", () => {
  const MB = 1024 * 1024;

  it("refuses a photo past the user's storage quota with 409 storage-full, and stores nothing", async () => {
    const app = await createTestApp({ env: { UPLOAD_QUOTA_BYTES: String(MB), THROTTLE_UPLOAD: "1000/600" } });
    try {
      const { client, user } = await app.signup();
      const bytes = await photo(houseSvg());
      expect((await send(client, [["file", file(bytes)]], app.app)).status).toBe(201);
      // Fill the rest of the quota but for a few bytes, as earlier photos would have.
      await app.db
        .insertInto("uploads")
        .values({
          id: "earlier",
          user_id: user.id,
          path: `${user.id}/earlier.jpg`,
          type: "image/jpeg",
          width: 10,
          height: 10,
          bytes: MB - (await app.deps.uploads.storedBytes(user.id)) - 10,
          created_at: new Date().toISOString(),
          used_at: null,
        })
        .execute();
      const res = await send(client, [["file", file(bytes)]], app.app);
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({
        code: "storage-full",
        message:
          "Your photos use all of your 1 MB of storage. Photos no page uses are removed a day after their upload.",
      });
      const rows = await app.db.selectFrom("uploads").select("id").where("user_id", "=", user.id).execute();
      expect(rows).toHaveLength(2);
      // Someone else's quota is their own.
      const other = await app.signup();
      expect((await send(other.client, [["file", file(bytes)]], app.app)).status).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("keeps a photo on disk while it arrives, and holds at most UPLOADS_IN_FLIGHT_PER_USER at once", async () => {
    const app = await createTestApp({ env: { UPLOADS_IN_FLIGHT_PER_USER: "1", THROTTLE_UPLOAD: "1000/600" } });
    try {
      const { client } = await app.signup();
      const bytes = await photo(houseSvg());
      const head = Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      );
      let push!: (chunk: Uint8Array | null) => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
        },
      });
      const first = app.app.request("/api/uploads", {
        method: "POST",
        headers: { origin: ORIGIN, cookie: client.cookie, "content-type": "multipart/form-data; boundary=b" },
        body,
        duplex: "half",
      } as RequestInit);
      push(head);
      push(bytes.subarray(0, 1000));
      const incoming = join(app.config.DATA_DIR, "incoming");
      for (let i = 0; i < 100 && !(existsSync(incoming) && readdirSync(incoming).length); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(readdirSync(incoming)).toHaveLength(1);
      const second = await send(client, [["file", file(bytes)]], app.app);
      expect(second.status).toBe(429);
      expect(second.json.error).toEqual({
        code: "too-many-requests",
        message: "Your other photos are still uploading. Please wait for them to finish.",
      });
      push(bytes.subarray(1000));
      push(Buffer.from("\r\n--b--\r\n"));
      push(null);
      expect((await first).status).toBe(201);
      expect(readdirSync(incoming)).toHaveLength(0);
      expect((await send(client, [["file", file(bytes)]], app.app)).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/uploads/:id", () => {
  it("shows a photo to its owner only: other users and the administrator get 404", async () => {
    const owner = await t.signup();
    const res = await send(owner.client, [["file", file(await photo(portraitSvg()))]]);
    const url = `/api/uploads/${res.json.upload.id}`;
    expect((await owner.client.get(url)).status).toBe(200);
    const other = await t.signup();
    expect((await other.client.get(url)).status).toBe(404);
    expect((await (await t.admin()).get(url)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);
    expect((await owner.client.get("/api/uploads/nosuchupload")).status).toBe(404);
  });
});

describe("photo tools' values", () => {
  it("need the field's required message, and an upload of the caller's own", async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const mine = (await send(owner.client, [["file", file(await photo(portraitSvg()))]])).json.upload.id;
    const missing = await owner.client.post("/api/generations", { tool: "photos/photo-to-coloring-page", values: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ code: "invalid-input", message: "Please upload a photo" });
    const foreign = await other.client.post("/api/generations", {
      tool: "photos/photo-to-coloring-page",
      values: { photo: mine },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.code).toBe("invalid-input");
    expect(foreign.json.error.fields).toHaveProperty("photo");
    const unknown = await owner.client.post("/api/generations", {
      tool: "photos/family-portrait",
      values: { photo: "nosuchupload123" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe("invalid-input");
  });

  it("make a pure black-and-white, vector page from the owner's photo", async () => {
    const { client } = await t.signup();
    const id = (await send(client, [["file", file(await photo(portraitSvg()))]])).json.upload.id;
    const res = await client.post("/api/generations", {
      tool: "photos/family-portrait",
      values: { photo: id, page: "portrait", detail: "medium", lineWeight: "bold" },
    });
    expect(res.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
    expect(g.status, JSON.stringify(g.error)).toBe("succeeded");
    expect(g.output).toMatchObject({ kind: "image", width: 1024, height: 1325, vector: true });
    expect(g.output.quality).toMatchObject({ greyShare: 0, leaks: 0, passed: true });
    expect(g.output.quality.regions).toBeGreaterThanOrEqual(4);
    const png = PNG.sync.read(Buffer.from(await (await client.get(g.output.url)).res.arrayBuffer()));
    let grey = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] !== 0 && png.data[i] !== 255) grey++;
    expect(grey).toBe(0);
    const pdf = await client.get(`/api/generations/${g.id}/print.pdf`);
    expect(pdf.status).toBe(200);
    // A used photo is kept past the sweep.
    const row = await t.db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
  });
});

describe("upload lifetime", () => {
  it("sweeps photos no generation took after a day, and keeps used and recent ones", async () => {
    const { client, user } = await t.signup();
    const bytes = await photo(houseSvg());
    const old = (await send(client, [["file", file(bytes)]])).json.upload.id;
    const used = (await send(client, [["file", file(bytes)]])).json.upload.id;
    const fresh = (await send(client, [["file", file(bytes)]])).json.upload.id;
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    await t.db.updateTable("uploads").set({ created_at: dayAgo }).where("id", "in", [old, used]).execute();
    await t.db.updateTable("uploads").set({ used_at: dayAgo }).where("id", "=", used).execute();
    // One process keeps photos on disk; with DATABASE_URL they are rows of stored_files.
    const stored = async () =>
      t.config.DATABASE_URL
        ? (await t.db.selectFrom("stored_files").select("key").where("key", "like", `uploads/${user.id}/%`).execute())
            .map((r) => r.key.split("/").at(-1) as string)
            .sort()
        : readdirSync(join(t.config.DATA_DIR, "uploads", user.id)).sort();
    expect(await stored()).toHaveLength(3);
    expect(await t.deps.uploads.sweep()).toBeGreaterThanOrEqual(1);
    expect((await client.get(`/api/uploads/${old}`)).status).toBe(404);
    expect((await client.get(`/api/uploads/${used}`)).status).toBe(200);
    expect((await client.get(`/api/uploads/${fresh}`)).status).toBe(200);
    expect(await stored()).toEqual([`${used}.jpg`, `${fresh}.jpg`].sort());
  });

  it("removes a user's photos with the account, and the admin sees only a count", async () => {
    const { client, user } = await t.signup();
    await send(client, [["file", file(await photo(houseSvg()))]]);
    await send(client, [["file", file(await photo(houseSvg()))]]);
    const admin = await t.admin();
    const list = await admin.get(`/api/admin/users?q=${encodeURIComponent(user.email)}`);
    expect(list.json.users[0]).toMatchObject({ id: user.id, uploads: 2 });
    expect(JSON.stringify(list.json)).not.toMatch(/\/api\/uploads\//);
    const files = async () =>
      t.config.DATABASE_URL
        ? (await t.db.selectFrom("stored_files").select("key").where("key", "like", `uploads/${user.id}/%`).execute())
            .length
        : existsSync(join(t.config.DATA_DIR, "uploads", user.id))
          ? readdirSync(join(t.config.DATA_DIR, "uploads", user.id)).length
          : 0;
    expect(await files()).toBe(2);
    expect((await admin.del(`/api/admin/users/${user.id}`)).status).toBe(204);
    expect(await files()).toBe(0);
    const rows = await t.db.selectFrom("uploads").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(0);
  });
});
