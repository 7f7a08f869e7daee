import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/**
 * Book text the embedded fonts cannot print (CJK, Arabic, Hebrew, emoji, bidi controls) would
 * come out as empty boxes: it is refused with a field message where it is typed, and a book that
 * holds it anyway fails the preflight and its KDP exports.
 */
let t: TestApp;
afterEach(async () => {
  await t.close();
});

const ALLOWED = "Latin letters (Vietnamese included), Cyrillic letters, digits and common punctuation";
const refused = (label: string, shown: string) =>
  `The ${label} has characters the book's fonts cannot print: ${shown}. Books can print ${ALLOWED}.`;

describe("book text the fonts cannot print", () => {
  it("is refused field by field with the characters named; Latin, Vietnamese and Cyrillic are taken", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    const cjk = await client.post("/api/books", { title: "恐龙的一天", author: "Ann" });
    expect(cjk.status).toBe(400);
    expect(cjk.json.error).toEqual({
      code: "invalid-input",
      message: refused("title", "恐 龙 的 一 天"),
      fields: { title: refused("title", "恐 龙 的 一 天") },
    });

    const ok = await client.post("/api/books", {
      title: "Ngày Tết — Жар-птица & Café «Crème»",
      subtitle: "Ölçü, Łódź, Øre",
      author: "Zoë O’Brien",
    });
    expect(ok.status).toBe(201);
    const id = ok.json.book.id as string;

    const mixed = await client.patch(`/api/books/${id}`, {
      author: "שרה כהן",
      subtitle: "قصص الأطفال",
      backText: "Colour me in 🦕🎨\nThe end.",
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.error.fields).toEqual({
      subtitle: refused("subtitle", "ق ص ا ل أ ط ف"),
      author: refused("author", "ש ר ה כ ן"),
      backText: refused("back text", "🦕 🎨"),
    });
    // A right-to-left override would reorder Latin text on the printed page: the text rule of
    // every stored string refuses it before the fonts are asked (docs/api.md, "Text").
    const override = await client.patch(`/api/books/${id}`, { title: "Dino\u202Esaur" });
    expect(override.status).toBe(400);
    expect(override.json.error.fields.title).toBe(
      "The title has characters that cannot be used: U+202E. Please use letters, numbers, spaces and punctuation.",
    );

    const book = (await client.get(`/api/books/${id}`)).json.book;
    expect(book).toMatchObject({ title: "Ngày Tết — Жар-птица & Café «Crème»", author: "Zoë O’Brien", backText: "" });
  });

  it("a book saved with such text fails the preflight and its KDP export", async () => {
    t = await createTestApp();
    const { client } = await t.signup();
    const made = await client.post("/api/books", { title: "Dinosaur Days" });
    const id = made.json.book.id as string;
    const before = await client.get(`/api/books/${id}/preflight`);
    expect(before.json.checks.find((c: { id: string }) => c.id === "text-glyphs")).toMatchObject({ status: "pass" });

    await t.db.updateTable("books").set({ title: "恐龙 Days", back_text: "مرحبا 😀" }).where("id", "=", id).execute();
    const res = await client.get(`/api/books/${id}/preflight`);
    expect(res.json.ok).toBe(false);
    expect(res.json.checks.find((c: { id: string }) => c.id === "text-glyphs")).toEqual({
      id: "text-glyphs",
      label: "Every character printable",
      status: "fail",
      detail: `The fonts have no glyph for Title: 恐 龙; Back text: م ر ح ب ا 😀 (they would print as empty boxes). Books can print ${ALLOWED}.`,
    });
    const exported = await client.post(`/api/books/${id}/exports`, { kind: "cover" });
    expect(exported.status).toBe(409);
    expect(exported.json.error.code).toBe("preflight-failed");
    expect(JSON.stringify(exported.json)).toContain("text-glyphs");
  });
});
