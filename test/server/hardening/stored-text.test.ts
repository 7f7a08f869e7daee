import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/**
 * One text rule for every string the server stores (docs/api.md, "Text"): a control character
 * (NUL, C1), a direction control or a zero-width space is refused with 400 naming the field, on
 * SQLite and on PostgreSQL alike (this file runs under `npm run test:pg` too, where a NUL was a
 * 500); an id or query parameter holding a control character is answered before any lookup.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BAD = [
  ["NUL", "\u0000", "U+0000"],
  ["a C1 control", "\u0085", "U+0085"],
  ["a right-to-left override", "\u202E", "U+202E"],
  ["a zero-width space", "\u200B", "U+200B"],
] as const;

/** The rule's message (docs/api.md, "Text"). */
const refused = (label: string, shown: string, multiline = false) =>
  `${label} has characters that cannot be used: ${shown}. Please use ${
    multiline ? "letters, numbers, spaces, punctuation and line breaks" : "letters, numbers, spaces and punctuation"
  }.`;

type Client = ReturnType<TestApp["client"]>;
interface Target {
  route: string;
  /** The request with `text` in the field. */
  send: (text: string) => Promise<{ status: number; json: any }>;
  /** The key of `fields` that names it, and how its message names it. */
  field: string;
  label: string;
  multiline?: boolean;
}

let user: { client: Client; user: { id: string; displayName: string } };
let admin: Client;
let bookId: string;

beforeAll(async () => {
  user = await t.signup();
  admin = await t.admin();
  bookId = (await user.client.post("/api/books", { title: "My Book" })).json.book.id;
});

const targets: Target[] = [
  {
    route: "POST /api/auth/signup",
    send: (text) =>
      t.client().post("/api/auth/signup", {
        displayName: `Ann${text}Lee`,
        email: `x${Math.random()}@example.com`,
        password: "secret123",
        plan: "one-time",
      }),
    field: "displayName",
    label: "The display name",
  },
  {
    route: "PATCH /api/account",
    send: (text) => user.client.patch("/api/account", { displayName: `Ann${text}Lee` }),
    field: "displayName",
    label: "The display name",
  },
  ...(["title", "subtitle", "author"] as const).map((key) => ({
    route: `POST /api/books (${key})`,
    send: (text: string) => user.client.post("/api/books", { title: "Book", [key]: `Dino${text}saur` }),
    field: key,
    label: `The ${key}`,
  })),
  {
    route: "POST /api/books (backText)",
    send: (text) => user.client.post("/api/books", { title: "Book", backText: `Colour\nme${text} in` }),
    field: "backText",
    label: "The back text",
    multiline: true,
  },
  ...(["title", "subtitle", "author"] as const).map((key) => ({
    route: `PATCH /api/books/:id (${key})`,
    send: (text: string) => user.client.patch(`/api/books/${bookId}`, { [key]: `Dino${text}saur` }),
    field: key,
    label: `The ${key}`,
  })),
  {
    route: "PATCH /api/books/:id (backText)",
    send: (text) => user.client.patch(`/api/books/${bookId}`, { backText: `Colour\tme${text} in` }),
    field: "backText",
    label: "The back text",
    multiline: true,
  },
  {
    route: "PATCH /api/books/:id (cover badge)",
    send: (text) => user.client.patch(`/api/books/${bookId}`, { cover: { badge: `Ages${text} 4-8` } }),
    field: "cover",
    label: "The cover badge",
  },
  {
    route: "POST /api/admin/users",
    send: (text) =>
      admin.post("/api/admin/users", {
        email: `y${Math.random()}@example.com`,
        password: "secret123",
        displayName: `Ann${text}Lee`,
      }),
    field: "displayName",
    label: "The display name",
  },
  {
    route: "PATCH /api/admin/users/:id",
    send: (text) => admin.patch(`/api/admin/users/${user.user.id}`, { displayName: `Ann${text}Lee` }),
    field: "displayName",
    label: "The display name",
  },
  {
    route: "PUT /api/admin/users/:id/credits",
    send: (text) => admin.put(`/api/admin/users/${user.user.id}/credits`, { credits: 5, reason: `gift${text}` }),
    field: "reason",
    label: "The reason",
  },
  {
    route: "PUT /api/admin/settings (package label)",
    send: (text) =>
      admin.put("/api/admin/settings", { packages: [{ credits: 100, amount: 10, label: `Best${text} value` }] }),
    field: "packages.0.label",
    label: "The label",
  },
  {
    route: "POST /api/generations (a suggest field)",
    send: (text) =>
      user.client.post("/api/generations", { tool: "kids/fathers-day", values: { nickname: `Da${text}d` } }),
    field: "nickname",
    label: "This text",
    multiline: true,
  },
  {
    route: "POST /api/generations (a textarea)",
    send: (text) =>
      user.client.post("/api/generations", {
        tool: "kids/fathers-day",
        values: { nickname: "Dad", message: `Best\ndad${text} ever` },
      }),
    field: "message",
    label: "This text",
    multiline: true,
  },
];

describe("every stored text refuses control, direction and invisible characters, naming the field", () => {
  const cases = targets.flatMap((target) =>
    BAD.map(([name, char, shown]) => [target.route, name, target, char, shown] as const),
  );
  it.each(cases)("%s: %s", async (_route, _name, target, char, shown) => {
    const res = await target.send(char);
    expect(res.status).toBe(400);
    const message = refused(target.label, shown, target.multiline);
    expect(res.json.error).toEqual({ code: "invalid-input", message, fields: { [target.field]: message } });
  });

  it("nothing was stored, and real text in any script still is", async () => {
    const me = (await user.client.get("/api/auth/me")).json.user;
    expect(me.displayName).toBe(user.user.displayName);
    expect(me.credits).toBe(250);
    const book = (await user.client.get(`/api/books/${bookId}`)).json.book;
    expect(book).toMatchObject({ title: "My Book", subtitle: "", author: "", backText: "", cover: null });
    const settings = (await admin.get("/api/admin/settings")).json.settings;
    expect(settings.customPackages).toBe(false);

    for (const name of ["Nguyễn Thị 👍🏽", "می‌خواهم", "👩‍👧 🏳️‍🌈"]) {
      const res = await user.client.patch("/api/account", { displayName: name });
      expect(res.status, name).toBe(200);
      expect(res.json.user.displayName).toBe(name);
    }
    const text = await user.client.patch(`/api/books/${bookId}`, { backText: "Colour me in.\n\tThe end." });
    expect(text.status).toBe(200);
  });
});

describe("ids and query parameters with control characters are answered before any lookup", () => {
  it.each([
    "/api/generations/abc%00",
    "/api/generations/abc%C2%85/answer.png",
    "/api/books/abc%00",
    "/api/books/abc%E2%80%AE/preflight",
    "/api/exports/abc%00",
    "/api/images/abc%00",
    "/api/uploads/abc%00",
    "/api/payments/abc%00",
    "/api/admin/users/abc%00/credit-history",
  ])("GET %s is 404", async (path) => {
    const client = path.startsWith("/api/admin") ? admin : user.client;
    const res = await client.get(path);
    expect(res.status).toBe(404);
    // The API's own 404, not a route's "This book does not exist": nothing was looked up.
    expect(res.json.error).toEqual({ code: "not-found", message: "Not found" });
  });

  it("a write to such an id is 404 too", async () => {
    for (const res of [
      await user.client.patch("/api/books/abc%00", { title: "x" }),
      await user.client.del("/api/generations/abc%00"),
      await admin.patch("/api/admin/users/abc%00", { role: "admin" }),
    ])
      expect(res.json.error).toEqual({ code: "not-found", message: "Not found" });
  });

  it.each([
    ["/api/generations?cursor=abc%00", "cursor", "U+0000"],
    ["/api/admin/users?q=ann%00", "q", "U+0000"],
    ["/api/admin/audit?cursor=%C2%85", "cursor", "U+0085"],
    ["/api/payments?userId=abc%E2%80%AE", "userId", "U+202E"],
  ])("GET %s is 400 naming the parameter", async (path, key, shown) => {
    const client = path.startsWith("/api/generations") ? user.client : admin;
    const res = await client.get(path);
    expect(res.status).toBe(400);
    const message = refused(`The ${key} parameter`, shown);
    expect(res.json.error).toEqual({ code: "invalid-input", message, fields: { [key]: message } });
  });

  it("ids in a body that hold one are refused with the field's message", async () => {
    const pages = await user.client.patch(`/api/books/${bookId}`, { pages: ["abc\u0000"] });
    expect(pages.status).toBe(400);
    expect(pages.json.error.fields).toEqual({ pages: "Pages must be your own finished coloring pages" });
    const cover = await user.client.patch(`/api/books/${bookId}`, { coverGenerationId: "abc\u0000" });
    expect(cover.status).toBe(400);
    expect(cover.json.error.fields).toEqual({ coverGenerationId: "The cover must be one of your own finished covers" });
    const coverPages = await user.client.patch(`/api/books/${bookId}`, { cover: { pages: ["abc\u0000"] } });
    expect(coverPages.status).toBe(400);
    expect(coverPages.json.error.fields).toEqual({ cover: "Cover pages must be pages of this book" });
  });
});
