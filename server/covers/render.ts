import { coverLayout } from "../../engine/books/kdp.js";
import { paletteById } from "../../engine/covers/palettes.js";
import { defaultCoverDesign } from "../../engine/covers/templates.js";
import { type BookSpec, bookPageCount } from "../books/spec.js";
import { untagWholeFonts } from "../books/whole-fonts.js";
import { titleOnly } from "../print/info.js";
import { coverArt, designPages, winterBook } from "./art.js";
import { drawBack } from "./back.js";
import { registerCoverFonts } from "./fonts.js";
import { fronts } from "./front.js";
import { drawSpine } from "./spine.js";
import { PT } from "./typography.js";

/**
 * A designed full-wrap cover (docs/api.md, `book.cover`): back, spine and front of the chosen
 * template, the book's own pages coloured from its palette. Every colour is a plain opaque fill
 * or an opaque image (no opacity, soft masks or transparency groups), every font embedded, and
 * the barcode area cut out of every fill so it stays paper-white.
 */
export async function renderDesignedCover(spec: BookSpec): Promise<Buffer> {
  const design = spec.design ?? defaultCoverDesign;
  const palette =
    paletteById(design.palette) ??
    (paletteById(defaultCoverDesign.palette) as NonNullable<ReturnType<typeof paletteById>>);
  const count = bookPageCount(spec);
  const layout = coverLayout(spec.trim, spec.paper, count);
  const theme = `${spec.title} ${spec.subtitle}`;
  const front = await designPages(design, spec.pages, spec.coverPages, theme);
  // "What's inside": pages other than the front's when the book has them.
  const rest = spec.pages.filter((p) => !front.includes(p));
  const thumbs = (rest.length >= 3 ? rest : spec.pages).slice(0, 4);
  // A Christmas or winter book's pages are winter scenes on its cover; another book's page is one when its drawings are.
  const art = await coverArt(design, front, thumbs, spec.cover, layout, winterBook(theme, spec.pages) || undefined);

  const [{ default: PDFDocument }, { default: svgToPdf }] = await Promise.all([
    import("pdfkit"),
    import("svg-to-pdfkit"),
  ]);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
  });
  titleOnly(doc, `${spec.title} (cover)`);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(untagWholeFonts(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  registerCoverFonts(doc, design.fonts, { ...spec, badge: design.badge });
  doc.addPage({ size: [layout.size.width * PT, layout.size.height * PT], margin: 0 });
  const bc = layout.barcode;
  const W = layout.size.width * PT;
  const H = layout.size.height * PT;
  // Everything after this is clipped to the page minus the barcode area: nothing can land there.
  doc.save();
  doc
    .rect(0, 0, W, H)
    .rect(bc.x * PT, bc.y * PT, bc.width * PT, bc.height * PT)
    .clip("even-odd");
  doc.rect(0, 0, layout.backFold * PT, H).fill(palette.paper);
  drawBack({
    doc,
    layout,
    palette,
    heading: spec.title,
    blurb: spec.backText,
    author: spec.author ? `By ${spec.author}` : "",
    thumbs: art.thumbs,
  });
  const text = { title: spec.title, subtitle: spec.subtitle, author: spec.author, badge: design.badge };
  fronts[design.template]({ doc, layout, design, palette, art, text, svgToPdf });
  drawSpine(doc, layout, palette, spec, count);
  doc.restore();
  doc.end();
  return done;
}
