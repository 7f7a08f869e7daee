import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import * as poppler from "../../../server/books/poppler.js";

/** A three-page file, each page holding lines of different widths. */
function file(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [200, 200], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= 3; page++) {
    doc.addPage();
    for (let i = 0; i < 8; i++)
      doc
        .lineWidth(0.3 * page + 0.2 * i)
        .moveTo(10 + 20 * i, 10)
        .lineTo(30 + 15 * i, 190)
        .stroke("black");
  }
  doc.end();
  return done;
}

describe("the crop renderer (one long-lived shell starts the strokes check's pdftoppm runs)", () => {
  it("renders every part as renderCrop does, several at once, and names a page that cannot be rendered", async () => {
    const pdf = await file();
    const crops = [
      { page: 1, crop: { x: 0, y: 0, width: 300, height: 200 } },
      { page: 2, crop: { x: 120, y: 40, width: 500, height: 700 } },
      { page: 3, crop: { x: 555, y: 555, width: 555, height: 555 } },
      { page: 2, crop: { x: 10, y: 900, width: 64, height: 33 } },
    ];
    await poppler.withPdf(pdf, async (path, dir) => {
      const renderer = poppler.cropRenderer(path, dir, 400);
      try {
        const together = await Promise.all(crops.map((c) => renderer.render(c.page, c.crop)));
        for (const [i, c] of crops.entries()) {
          const alone = await poppler.renderCrop(path, dir, 400, c.page, c.crop);
          const got = together[i] as poppler.Raster;
          expect([got.width, got.height]).toEqual([c.crop.width, c.crop.height]);
          expect(Buffer.from(got.data).equals(Buffer.from(alone.data))).toBe(true);
        }
        await expect(renderer.render(9, { x: 0, y: 0, width: 10, height: 10 })).rejects.toThrow(/pdftoppm/);
        // A failure leaves the renderer working.
        const again = await renderer.render(1, crops[0]?.crop as (typeof crops)[number]["crop"]);
        expect(again.width).toBe(300);
      } finally {
        renderer.close();
      }
    });
  });
});
