import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerEvent } from "../../../server/api-types.js";
import { loadBookSpec } from "../../../server/books/load.js";
import { interiorFileChecks } from "../../../server/books/preflight.js";
import { PROGRESS_STEP, phased } from "../../../server/books/progress.js";
import { renderInterior } from "../../../server/books/render.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { generated } from "../../helpers/book-flow.js";

// Issue 45: the export's progress moves evenly, through the file's checks and its saving too,
// instead of sitting at 95 % while the file is read back (server/books/progress.ts).
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
let bookId: string;

beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  owner = await t.signup();
  const art: string[] = [];
  for (const subject of ["Apple", "Dinosaur"]) art.push(await generated(t, owner, "kids/alphabet", { subject }));
  const created = await owner.client.post("/api/books", { title: "Even Progress", author: "Jane Doe" });
  bookId = created.json.book.id;
  const res = await owner.client.patch(`/api/books/${bookId}`, {
    pages: [...art, ...art, ...art],
    frontMatter: { titlePage: true, copyrightPage: true, belongsTo: true },
    pageNumbers: true,
  });
  expect(res.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Every `export` event of one export of the book, in order: what the book screen shows. */
async function exportSeen(kind: "interior" | "cover" | "printables") {
  const events: ServerEvent[] = [];
  const off = t.deps.events.subscribe(owner.user.id, (e) => events.push(e));
  try {
    const res = await owner.client.post(`/api/books/${bookId}/exports`, { kind });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    await t.deps.books.exports.idle();
    const id = res.json.export.id as string;
    return events.flatMap((e) => (e.type === "export" && e.export.id === id ? [e.export] : []));
  } finally {
    off();
  }
}

/** Rises only, stays under 1 until the file is saved, and then is 1. */
function expectOrderly(seen: Awaited<ReturnType<typeof exportSeen>>) {
  const last = seen.at(-1);
  expect(last).toMatchObject({ status: "succeeded", progress: 1 });
  const before = seen.slice(0, -1);
  expect(before.every((e) => e.status === "running" && e.progress < 1)).toBe(true);
  const shares = seen.map((e) => e.progress);
  expect(shares).toEqual([...shares].sort((a, b) => a - b));
  // Cheap: a row and an event a hundredth of the way at most (and the claim and the finish).
  expect(seen.length).toBeLessThanOrEqual(1 / PROGRESS_STEP + 2);
  return before.map((e) => e.progress);
}

describe("an export's progress", () => {
  it("interior: starts low, rises evenly through the pages, the file's checks and its saving, and is 1 only once saved", async () => {
    const shares = expectOrderly(await exportSeen("interior"));
    const moving = shares.filter((p) => p > 0);
    // The first step shows within the first pages, not after a tenth of the work.
    expect(moving[0]).toBeLessThan(0.1);
    // The checks after the last page and the saving are reported: the bar does not stop at 95 %.
    expect(moving.some((p) => p > 0.95)).toBe(true);
    // No step skips a large part of the work.
    const rises = moving.map((p, i) => p - (moving[i - 1] ?? 0));
    expect(Math.max(...rises, 1 - (moving.at(-1) ?? 0))).toBeLessThanOrEqual(0.15);
  });

  it("printables: the ZIP and its saving come after the last page's report, below 1", async () => {
    const shares = expectOrderly(await exportSeen("printables"));
    expect(shares.filter((p) => p > 0).length).toBeGreaterThan(2);
    expect(shares.some((p) => p > 0.95)).toBe(true);
  });

  it("cover: reported between its layout and its checks, not only at the start and the end", async () => {
    const shares = expectOrderly(await exportSeen("cover"));
    expect(shares.filter((p) => p > 0 && p < 1).length).toBeGreaterThanOrEqual(2);
  });

  it("the interior's checks report as they read the file, every page included", async () => {
    const row = await t.db.selectFrom("books").selectAll().where("id", "=", bookId).executeTakeFirstOrThrow();
    const spec = await loadBookSpec(t.db, t.deps.images, t.deps.catalog(), row);
    const drawn: number[] = [];
    const pdf = await renderInterior(spec, (share) => drawn.push(share));
    // Every page drawn is heard, the last at 1: the export weighs it against the checks.
    expect(drawn.at(-1)).toBe(1);
    const checked: number[] = [];
    const checks = await interiorFileChecks(spec, pdf, (share) => checked.push(share));
    expect(checks.filter((c) => c.status === "fail")).toEqual([]);
    expect(checked.length).toBeGreaterThan(5);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
    expect(Math.max(...checked)).toBeLessThan(1);
    // Reported through the reading of the pages, the margins and the scans, not in one jump.
    expect(checked.filter((p) => p < 0.5).length).toBeGreaterThan(1);
    expect(checked.filter((p) => p > 0.5).length).toBeGreaterThan(1);
  });
});

describe("phased progress", () => {
  it("places each phase in its share, only rises, never says 1 and says little", () => {
    const said: number[] = [];
    const progress = phased({ a: 1, b: 2, save: 1 }, (share) => said.push(share));
    const a = progress.phase("a");
    const b = progress.phase("b");
    for (let i = 1; i <= 1000; i++) a(i / 1000);
    b(0.5);
    // A phase that reports less than before (a second estimate) does not take the bar back.
    a(0.1);
    for (let i = 1; i <= 1000; i++) b(i / 1000);
    progress.begin("save");
    expect(said).toEqual([...said].sort((x, y) => x - y));
    expect(new Set(said).size).toBe(said.length);
    expect(said.length).toBeLessThanOrEqual(1 / PROGRESS_STEP);
    expect(said).toContain(0.5);
    expect(said.at(-1)).toBe(0.75);
    expect(Math.max(...said)).toBeLessThan(1);
  });
});
