import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverDesignInput, updateBookBody } from "../../../engine/api/books.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// Issue 42 item 3 (docs/api.md, "Books"): the cover badge and the subtitle follow the title's text
// rule, in the schema the web form and the server share: CJK, emoji, bidi and control characters
// are refused with the field named, instead of printing as boxes.
const ALLOWED = "Latin letters (Vietnamese included), Cyrillic letters, digits and common punctuation";
const cannotPrint = (field: string, shown: string) =>
  `The ${field} has characters the book's fonts cannot print: ${shown}. Books can print ${ALLOWED}.`;
const cannotUse = (field: string, shown: string) =>
  `The ${field} has characters that cannot be used: ${shown}. Please use letters, numbers, spaces and punctuation.`;

const cases: [badge: string, message: string][] = [
  ["恐龙 4-8岁", cannotPrint("cover badge", "恐 龙 岁")],
  ["Ages 4-8 🦕", cannotPrint("cover badge", "🦕")],
  ["Ages \u202E8-4", cannotUse("cover badge", "U+202E")],
  ["Ages\u00074-8", cannotUse("cover badge", "U+0007")],
];

let t: TestApp;
let client: Awaited<ReturnType<TestApp["signup"]>>["client"];
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await t.signup());
  id = (await client.post("/api/books", { title: "Dinosaur Days" })).json.book.id as string;
});
afterAll(async () => t.close());

describe("the cover badge and the subtitle", () => {
  it.each(cases)("a badge %j is refused by the shared schema with the field named", (badge, message) => {
    const parsed = coverDesignInput.safeParse({ badge });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["badge", message]]);
  });

  it.each(cases)("PATCH with a badge %j is 400 invalid-input naming the cover", async (badge, message) => {
    const res = await client.patch(`/api/books/${id}`, { cover: { badge } });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: "invalid-input", message, fields: { cover: message } });
    expect((await client.get(`/api/books/${id}`)).json.book.cover).toBeNull();
  });

  it("a subtitle in CJK or with a bidi control is refused as the title is; Cyrillic and Vietnamese are kept", async () => {
    expect(updateBookBody.safeParse({ subtitle: "恐龙的一天" }).error?.issues[0]?.message).toBe(
      cannotPrint("subtitle", "恐 龙 的 一 天"),
    );
    const bidi = await client.patch(`/api/books/${id}`, { subtitle: "Dino\u2067saur" });
    expect(bidi.json.error.fields).toEqual({ subtitle: cannotUse("subtitle", "U+2067") });
    const ok = await client.patch(`/api/books/${id}`, {
      title: "Тест Việt",
      subtitle: "Раскраска cho bé",
      cover: { badge: "Ages 4-8 · Tuổi 4-8" },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.book).toMatchObject({ title: "Тест Việt", subtitle: "Раскраска cho bé" });
    expect(ok.json.book.cover.badge).toBe("Ages 4-8 · Tuổi 4-8");
  });

  it("a badge stored before the rule keeps the design, and the preflight names it in its font", async () => {
    const design = { ...(await client.get(`/api/books/${id}`)).json.book.cover, badge: "恐龙" };
    await t.db
      .updateTable("books")
      .set({ cover_json: JSON.stringify(design) })
      .where("id", "=", id)
      .execute();
    expect((await client.get(`/api/books/${id}`)).json.book.cover.badge).toBe("恐龙");
    const check = (await client.get(`/api/books/${id}/preflight`)).json.checks.find(
      (c: { id: string }) => c.id === "text-glyphs",
    );
    expect(check.status).toBe("fail");
    expect(check.detail).toContain("Cover badge (Nunito Black): 恐 龙");
  });
});
