import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createFixedImageProvider } from "../../../server/providers/image/fixed.js";
import type { ImageProvider } from "../../../server/providers/image/provider.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { normalisePhoto } from "../../../server/uploads/normalize.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/**
 * Heavy work takes turns between users (docs/decisions/045-fair-turns-between-users.md): one
 * user's flood of previews, print-size pages, coloured pages, generations or photos keeps
 * another's request waiting for one job of theirs at most, counted in jobs, not seconds (the
 * times are the `fairness` benchmark's).
 */
vi.setConfig({ testTimeout: 60_000 });

type Signed = Awaited<ReturnType<TestApp["signup"]>>;

describe("free previews and paid pages share the drawing threads", () => {
  let t: TestApp;
  const log: string[] = [];
  let arrived = 0;
  let replaced = 0;
  beforeAll(async () => {
    const sketch = createSketchImageProvider({ threads: 1 });
    // The built-in engine, telling the test when a paid page reaches its threads.
    const image: ImageProvider = {
      ...sketch,
      generate: (req) => {
        log.push("paid-start");
        return sketch.generate(req);
      },
      preview: async (req) => {
        arrived++;
        const made = await (sketch.preview as NonNullable<ImageProvider["preview"]>)(req);
        log.push("preview");
        return made;
      },
    };
    t = await createTestApp({ image, env: { THROTTLE_PREVIEW: "1000/60" } });
    t.deps.generations.onFinished(() => log.push("paid-done"));
  });
  afterAll(() => t.close());

  it("a paid page goes before every waiting preview; a user's newer preview replaces their waiting one", async () => {
    const flooders = await Promise.all(Array.from({ length: 5 }, () => t.signup()));
    const payer = await t.signup();
    const answers = flooders.flatMap((u, i) =>
      Array.from({ length: 4 }, (_, k) =>
        u.client
          .post("/api/previews", { tool: "kids/simple", values: { subject: "a cat" }, seed: 10 * i + k })
          .then((res) => {
            if (res.status === 409) replaced++;
            return { user: i, res };
          }),
      ),
    );
    // Every preview has reached the drawing threads' line, been drawn or been replaced by a newer
    // one of its user's before the paid page is asked for.
    await vi.waitFor(() => expect(arrived + replaced).toBeGreaterThanOrEqual(20), { timeout: 20_000, interval: 5 });
    // A burst is settled before it is read: of each user's four, the newest is checked and drawn.
    expect(arrived).toBeLessThanOrEqual(10);
    const paid = await payer.client.post("/api/generations", { tool: "kids/simple", values: { subject: "a dog" } });
    expect(paid.status).toBe(202);
    await t.deps.generations.idle();
    const done = await Promise.all(answers);

    const during = log.slice(log.indexOf("paid-start"), log.indexOf("paid-done"));
    // Only the preview already being drawn finishes while the paid page waits (two, should the
    // one before it finish in the same instant), not the five users' waiting ones.
    expect(during.filter((e) => e === "preview").length).toBeLessThanOrEqual(2);
    for (const { res } of done) {
      if (res.status === 200) continue;
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({
        code: "preview-replaced",
        message: "A newer preview of yours replaced this one before it was drawn.",
      });
    }
    // A user has one preview drawn and one waiting at most: the rest were replaced, the latest kept.
    for (let i = 0; i < flooders.length; i++) {
      const drawn = done.filter((d) => d.user === i && d.res.status === 200).length;
      expect(drawn).toBeGreaterThanOrEqual(1);
      expect(drawn).toBeLessThanOrEqual(3);
    }
    expect(done.filter((d) => d.res.status === 409).length).toBeGreaterThanOrEqual(5);
  });
});

describe("generation jobs", () => {
  let t: TestApp;
  const started: number[] = [];
  /** Pages wait for this before they are made: the test holds the line while it fills it. */
  let held: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    const fixed = createFixedImageProvider({ concurrency: 1 });
    // One page at a time: the order pages start in is the line's.
    const image: ImageProvider = {
      ...fixed,
      generate: async (req) => {
        started.push(req.seed);
        await held;
        return fixed.generate(req);
      },
    };
    t = await createTestApp({ image });
  });
  afterAll(() => t.close());

  it("take turns between users: a page asked for during another's batch waits for one page of it", async () => {
    const heavy = await t.signup();
    const light = await t.signup();
    await t.db.updateTable("users").set({ credits: 100 }).where("id", "=", heavy.user.id).execute();
    // The light user made a page a while ago: that turn is long over.
    const earlier = await light.client.post("/api/generations", {
      tool: "kids/alphabet",
      values: { subject: "Plum" },
      seed: 1,
    });
    expect(earlier.status).toBe(202);
    await t.deps.generations.idle();
    let release: () => void = () => {};
    held = new Promise((r) => {
      release = r;
    });
    const batch = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        heavy.client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" }, seed: 100 + i }),
      ),
    );
    expect(batch.map((r) => r.status)).toEqual(Array(12).fill(202));
    const mine = await light.client.post("/api/generations", {
      tool: "kids/alphabet",
      values: { subject: "Pear" },
      seed: 7,
    });
    expect(mine.status).toBe(202);
    // Nothing ahead of it: the heavy user's first page is running, their other eleven wait behind it.
    expect(mine.json.generation.queuePosition).toBe(0);
    await vi.waitFor(() => expect(started).toHaveLength(2));
    release();
    await t.deps.generations.idle();
    // The twelve requests race each other to the database (on PostgreSQL they land in any order):
    // which of the heavy user's pages goes first is theirs to settle; the light page goes second.
    const heavySeeds = Array.from({ length: 12 }, (_, i) => 100 + i);
    expect(started.slice(0, 3)).toEqual([1, expect.any(Number), 7]);
    expect([started[1] as number, ...started.slice(3)].sort((a, b) => a - b)).toEqual(heavySeeds);
  });
});

describe("print work", () => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;
  const pageOf = async (u: Signed) => {
    const res = await u.client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    await t.deps.generations.idle();
    return res.json.generation.id as string;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { PRINTS_PER_USER: "2" } });
    owner = await t.signup();
    other = await t.signup();
  });
  afterAll(() => t.close());

  it("print-size pages: one made at a time per user, two in progress at most (429 beyond), others not kept waiting", async () => {
    const id = await pageOf(owner);
    const theirs = await pageOf(other);
    const finished: string[] = [];
    const answers = Array.from({ length: 8 }, () =>
      owner.client.get(`/api/images/${id}?size=print`).then((res) => {
        if (res.status === 200) finished.push("owner");
        return res;
      }),
    );
    const mine = other.client.get(`/api/images/${theirs}?size=print`).then((res) => {
      finished.push("other");
      return res;
    });
    const done = await Promise.all(answers);
    expect((await mine).status).toBe(200);
    // Two taken, one made at a time; the rest, arriving meanwhile, refused at once.
    expect(done.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(done.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
    const refused = done.find((r) => r.status === 429);
    expect(refused?.json.error).toEqual({
      code: "too-many-requests",
      message: "You already have 2 print-size pages being made. Please wait for them to finish and try again.",
    });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The other user's page was made beside the first user's first, before their second.
    expect(finished.indexOf("other")).toBeLessThanOrEqual(1);
    // Once theirs are done, the first user may ask again.
    expect((await owner.client.get(`/api/images/${id}?size=print`)).status).toBe(200);
  });

  it("coloured pages: two at once per user, and another user's print.pdf waits for one of them at most", async () => {
    const id = await pageOf(owner);
    const theirs = await pageOf(other);
    const finished: string[] = [];
    const colored = Array.from({ length: 6 }, (_, i) =>
      owner.client.get(`/api/generations/${id}/colored.png?seed=${i + 1}`).then((res) => {
        if (res.status === 200) finished.push("colored");
        return res;
      }),
    );
    // The accepted ones are in the print thread's line before the other user asks.
    await vi.waitFor(() => expect(t.deps.print.renderer.pending).toBeGreaterThanOrEqual(2), { interval: 2 });
    const pdf = other.client.get(`/api/generations/${theirs}/print.pdf`).then((res) => {
      finished.push("pdf");
      return res;
    });
    const answers = await Promise.all(colored);
    expect((await pdf).status).toBe(200);
    expect(answers.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(3);
    expect(answers.find((r) => r.status === 429)?.json.error).toEqual({
      code: "too-many-requests",
      message: "You already have 2 coloured pages being made. Please wait for them to finish and try again.",
    });
    // The print.pdf finished after the coloured page being made when it came, before the rest.
    expect(finished.indexOf("pdf")).toBeLessThanOrEqual(1);
  });
});

describe("photo decoding", () => {
  /** A large PNG of `side` pixels square and a small JPEG, and a decoder that notes the order photos finish in. */
  async function photos(side: number) {
    const big = await sharp({ create: { width: side, height: side, channels: 3, background: "#8a6" } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#68a" } })
      .jpeg()
      .toBuffer();
    const finished: string[] = [];
    const decode = (name: string, photo: Buffer, owner: string) =>
      normalisePhoto(photo, owner).then(() => finished.push(name));
    return { big, small, finished, decode };
  }

  it("takes turns between users: a small photo waits for one decode per other user, not for all of theirs", async () => {
    const { big, small, finished, decode } = await photos(1600);
    await Promise.all([
      decode("a1", big, "ann"),
      decode("a2", big, "ann"),
      decode("b1", big, "bob"),
      decode("b2", big, "bob"),
      decode("c1", small, "cat"),
    ]);
    // Two decoders, one user's photo in each at most: Ann's and Bob's first ones, then Cat's in
    // the first free slot, before either of their second ones.
    const at = (name: string) => finished.indexOf(name);
    expect(at("c1")).toBeLessThan(Math.min(at("a2"), at("b2")));
    expect(at("a1")).toBeLessThan(at("a2"));
    expect(at("b1")).toBeLessThan(at("b2"));
  });

  it("one user's flood of large photos keeps one decoder: another user's small photo starts at once", async () => {
    const { big, small, finished, decode } = await photos(3000);
    await Promise.all([decode("a1", big, "dan"), decode("a2", big, "dan"), decode("c1", small, "eve")]);
    expect(finished).toEqual(["c1", "a1", "a2"]);
  });
});
