import { describe, expect, it } from "vitest";
import { coverLayout } from "../../../engine/books/kdp.js";
import type { CoverFontId } from "../../../engine/covers/templates.js";
import { type BookSpec, bookPageCount } from "../../../server/books/spec.js";
import { textGlyphCheck } from "../../../server/books/text-coverage.js";
import { renderDesignedCover } from "../../../server/covers/render.js";
import { plainBookSpec } from "../../helpers/book-spec.js";
import { renderPdfRgb } from "../../helpers/pdf.js";

// Issue 42 item 3: a cover font without a character the title needs falls back to one of ours
// that has it (docs/decisions/052-every-character-printable.md), so "Тест Việt" prints as letters.

function book(title: string, font: CoverFontId, badge = ""): BookSpec {
  return plainBookSpec([], {
    title,
    bleed: true,
    blankBacks: true,
    pageNumbers: false,
    design: { template: "hero", pages: [], palette: "bright", seed: 1, fonts: { title: font, body: "nunito" }, badge },
  });
}

const DPI = 40;

/** The front panel of the cover, as printed, at DPI: where the title is set. */
async function front(spec: BookSpec): Promise<Buffer> {
  const img = renderPdfRgb(await renderDesignedCover(spec), DPI);
  const layout = coverLayout(spec.trim, spec.paper, bookPageCount(spec));
  const x0 = Math.ceil(layout.frontFold * DPI);
  const rows: Buffer[] = [];
  for (let y = 0; y < img.height; y++)
    rows.push(Buffer.from(img.data.subarray((y * img.width + x0) * 4, (y + 1) * img.width * 4)));
  return Buffer.concat(rows);
}

/** Share of the front's pixels that differ by more than a rounding step. */
function differ(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] as number) - (b[i] as number)) > 8) n++;
  return n / a.length;
}

describe("cover text in a font without its letters", () => {
  it("sets a Cyrillic and a Vietnamese title in the look-alike that has them, not as boxes", async () => {
    // Fredoka (the default title font) has neither Cyrillic nor the Vietnamese vowels; Nunito has both.
    for (const title of ["Тест Việt", "Раскраска", "Ngày Tết vui vẻ"]) {
      expect(differ(await front(book(title, "fredoka")), await front(book(title, "nunito")))).toBe(0);
    }
    // Cinzel has neither either: a serif that has them (Playfair Display) sets the title.
    expect(differ(await front(book("Тест Việt", "cinzel")), await front(book("Тест Việt", "playfair")))).toBe(0);
  });

  it("keeps the chosen font when it has every letter (the comparison tells fonts apart)", async () => {
    expect(
      differ(await front(book("Dinosaur Days", "fredoka")), await front(book("Dinosaur Days", "nunito"))),
    ).toBeGreaterThan(0.001);
  });

  it("the preflight passes the fallback's text and names the font a stored badge cannot print in", () => {
    expect(textGlyphCheck(book("Тест Việt", "fredoka", "Ages 4-8")).status).toBe("pass");
    const check = textGlyphCheck(book("Dinosaur Days", "fredoka", "恐龙 4-8"));
    expect(check.status).toBe("fail");
    expect(check.detail).toContain("Cover badge (Nunito Black): 恐 龙");
  });
});
