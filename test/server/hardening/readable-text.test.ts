import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVISIBLE_TEXT, STACKED_MARKS } from "../../../engine/readable-text.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ZERO_WIDTH = "\u200b\u200b\u200c\u200d";
const ZALGO = `a${"\u0301".repeat(199)}`;

describe("every free-text field refuses text that is not text, with its message", () => {
  it("tool fields: only invisible characters is an empty answer; stacked marks have their own message", async () => {
    const { client } = await t.signup();
    const before = (await client.get("/api/auth/me")).json.user.credits;
    const blank = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: ZERO_WIDTH } });
    expect(blank.status).toBe(400);
    expect(blank.json.error.code).toBe("invalid-input");
    const required = t.deps
      .catalog()
      .byId.get("kids/alphabet")
      ?.fields.find((f) => f.name === "subject");
    expect(blank.json.error.fields.subject).toBe((required as { required?: string }).required);
    const zalgo = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: ZALGO } });
    expect(zalgo.status).toBe(400);
    expect(zalgo.json.error.fields.subject).toBe(STACKED_MARKS);
    expect((await client.get("/api/auth/me")).json.user.credits).toBe(before);
  });

  it("book title, author and back text", async () => {
    const { client } = await t.signup();
    const made = await client.post("/api/books", { title: ZERO_WIDTH });
    expect(made.status).toBe(400);
    expect(made.json.error).toMatchObject({ code: "invalid-input", fields: { title: INVISIBLE_TEXT } });
    const book = await client.post("/api/books", { title: "My Book" });
    expect(book.status).toBe(201);
    for (const [key, value, message] of [
      ["title", ZALGO, STACKED_MARKS],
      ["author", ZERO_WIDTH, INVISIBLE_TEXT],
      ["backText", ZALGO, STACKED_MARKS],
    ] as const) {
      const res = await client.patch(`/api/books/${book.json.book.id}`, { [key]: value });
      expect(res.status, key).toBe(400);
      expect(res.json.error.fields, key).toEqual({ [key]: message });
    }
    expect((await client.get(`/api/books/${book.json.book.id}`)).json.book.title).toBe("My Book");
  });

  it("display names: sign-up, the account page and the admin console", async () => {
    const signup = await t.client().post("/api/auth/signup", {
      displayName: ZERO_WIDTH,
      email: "ghost@example.com",
      password: "secret123",
      plan: "one-time",
    });
    expect(signup.status).toBe(400);
    expect(signup.json.error.fields).toEqual({ displayName: INVISIBLE_TEXT });
    const { client, user } = await t.signup();
    const mine = await client.patch("/api/account", { displayName: ZALGO });
    expect(mine.status).toBe(400);
    expect(mine.json.error.fields).toEqual({ displayName: STACKED_MARKS });
    const admin = await t.admin();
    const edit = await admin.patch(`/api/admin/users/${user.id}`, { displayName: ZERO_WIDTH });
    expect(edit.status).toBe(400);
    expect(edit.json.error.fields).toEqual({ displayName: INVISIBLE_TEXT });
    // Real names in any script still pass.
    expect((await client.patch("/api/account", { displayName: "Nguyễn Thị 👍🏽" })).status).toBe(200);
  });
});
