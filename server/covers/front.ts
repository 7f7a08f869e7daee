import type SVGtoPDF from "svg-to-pdfkit";
import type { CoverLayout, Rect } from "../../engine/books/kdp.js";
import type { Palette } from "../../engine/covers/palettes.js";
import type { CoverDesign } from "../../engine/covers/templates.js";
import type { CoverArt, FrontArt } from "./art.js";
import { badgeText, inkExtent, MIN_TEXT_PT, MIN_TITLE_PT, measureText, PT, readableOn, setText } from "./typography.js";

type Doc = PDFKit.PDFDocument;
type SvgToPdf = typeof SVGtoPDF;

interface FrontText {
  title: string;
  subtitle: string;
  author: string;
  badge: string;
}

/** The colour fills' own stroke, in pixels of the coloured raster. */
const COLOR_EDGE_PX = 0.5;

/**
 * A coloured page drawn at (x, y) in points, `w` x `h`: its JPEG, or its vector original with the
 * colour layers on top (each a plain opaque fill of the paper pixels of one colour, so the
 * original's black outlines show between them, and its white fills are painted over).
 */
function drawArt(doc: Doc, svgToPdf: SvgToPdf, art: FrontArt, x: number, y: number, w: number, h: number) {
  if (art.kind === "image") {
    doc.image(art.jpeg, x, y, { width: w, height: h });
    return;
  }
  svgToPdf(doc, art.svg, x, y, { width: w, height: h, preserveAspectRatio: "none", warningCallback: () => {} });
  doc.save();
  doc.translate(x, y);
  doc.scale(w / art.colors.width, h / art.colors.height);
  // Each fill stroked in its own colour, a quarter pixel either side: the hairline of paper the
  // straightened contours can leave along the lines is covered too.
  doc.lineWidth(COLOR_EDGE_PX).lineJoin("round");
  for (const layer of art.colors.layers) {
    if (!layer.loops.length) continue;
    for (const loop of layer.loops) {
      doc.moveTo(loop[0] as number, loop[1] as number);
      for (let i = 2; i < loop.length; i += 2) doc.lineTo(loop[i] as number, loop[i + 1] as number);
      doc.closePath();
    }
    doc.fillAndStroke(layer.color, layer.color, "non-zero");
  }
  doc.restore();
}

/** A coloured page fitted inside `box`, centred; returns where it landed. */
function imageFit(doc: Doc, svgToPdf: SvgToPdf, img: FrontArt, box: Rect): Rect {
  const { width: w, height: h } = img;
  const scale = Math.min(box.width / w, box.height / h);
  const at = {
    x: box.x + (box.width - w * scale) / 2,
    y: box.y + (box.height - h * scale) / 2,
    width: w * scale,
    height: h * scale,
  };
  drawArt(doc, svgToPdf, img, at.x * PT, at.y * PT, at.width * PT, at.height * PT);
  return at;
}

/**
 * Where the before-and-after design draws its page in `region` (inches): the page's picture
 * inside its frame across the region's whole width and height, so neither the page's margin,
 * its frame nor a strip of its paper between the frame and the picture shows at the trim; moved
 * so its drawings (`subject`) lie inside `keep`, the part of the region no band covers (an
 * animal's feet never under the author's band). Drawings taller than `keep` keep their foot and
 * lose their top (the tip of a hat), as a photograph is cropped.
 */
export function beforeAfterPlace(img: FrontArt, region: Rect, keep: Rect): Rect {
  const { width: w, height: h, picture, subject } = img;
  const scale = Math.max(
    region.width / Math.max(1e-6, picture.width * w),
    region.height / Math.max(1e-6, picture.height * h),
  );
  const along = (
    lo: number,
    len: number,
    keepLo: number,
    keepLen: number,
    pAt: number,
    pLen: number,
    sAt: number,
    sLen: number,
    d: number,
  ) => {
    // The positions at which the picture covers the region, and those that keep the drawings inside `keep`.
    const coverLo = lo + len - (pAt + pLen) * d;
    const coverHi = lo - pAt * d;
    const fitLo = keepLo - sAt * d;
    const fitHi = keepLo + keepLen - (sAt + sLen) * d;
    const clamp = (v: number, a: number, b: number) => Math.min(Math.max(v, Math.min(a, b)), Math.max(a, b));
    if (fitLo > fitHi) return clamp(fitHi, coverLo, coverHi);
    const centred = clamp(keepLo + (keepLen - sLen * d) / 2 - sAt * d, coverLo, coverHi);
    return clamp(centred, fitLo, fitHi);
  };
  const dw = w * scale;
  const dh = h * scale;
  return {
    x: along(region.x, region.width, keep.x, keep.width, picture.x, picture.width, subject.x, subject.width, dw),
    y: along(region.y, region.height, keep.y, keep.height, picture.y, picture.height, subject.y, subject.height, dh),
    width: dw,
    height: dh,
  };
}

/** Space between stacked text blocks' ink, inches. */
const TEXT_GAP_IN = 0.08;

/**
 * Title and subtitle across `box` on a band of `band` colour, fitted by their ink (typography.ts)
 * and stacked so they never overlap: a title too long for its share of the box pushes the
 * subtitle down rather than running into it. `paint(bottom)` draws what lies behind the text
 * (the band, the art) once the block's foot is known; returns that foot, in inches.
 */
function titleBlock(
  doc: Doc,
  t: FrontText,
  box: Rect,
  band: string,
  palette: Palette,
  paint?: (bottom: number) => void,
): number {
  const color = readableOn(band, [palette.paper, palette.ink]);
  const subH = t.subtitle ? box.height * 0.24 : 0;
  const titleBox = { ...box, height: box.height - subH };
  const title = measureText(doc, { text: t.title, box: titleBox, font: "title", max: 64, min: MIN_TITLE_PT });
  const titleFoot = title.y + title.height;
  const subBox = {
    ...box,
    y: Math.max(titleBox.y + titleBox.height, titleFoot + TEXT_GAP_IN),
    height: subH,
  };
  const sub = t.subtitle
    ? measureText(doc, { text: t.subtitle, box: subBox, font: "heading", max: 22, min: MIN_TEXT_PT + 2 })
    : null;
  const bottom = Math.max(box.y + box.height, titleFoot, sub ? sub.y + sub.height : 0);
  paint?.(bottom);
  const common = { color, behind: band, plate: band };
  setText(doc, {
    ...common,
    text: t.title,
    box: titleBox,
    font: "title",
    max: 64,
    min: MIN_TITLE_PT,
    size: title.size,
  });
  if (sub)
    setText(doc, {
      ...common,
      text: t.subtitle,
      box: subBox,
      font: "heading",
      max: 22,
      min: MIN_TEXT_PT + 2,
      size: sub.size,
    });
  return bottom;
}

function authorLine(doc: Doc, t: FrontText, safe: Rect, behind: string, palette: Palette, plate: string) {
  if (!t.author) return;
  const box = { x: safe.x + 0.3, y: safe.y + safe.height - 0.6, width: safe.width - 0.6, height: 0.45 };
  setText(doc, {
    text: t.author,
    box,
    font: "heading",
    max: 20,
    min: MIN_TEXT_PT + 2,
    color: readableOn(behind, [palette.ink, palette.paper]),
    behind,
    plate,
  });
}

/** The round badge ("Ages 4-8 · 50 pages") in the front's upper right, words of the title left out. */
function badge(doc: Doc, t: FrontText, safe: Rect, palette: Palette, fill: string, y: number) {
  const text = badgeText(t.title, t.subtitle, t.badge);
  if (!text) return;
  const r = 0.62;
  const cx = safe.x + safe.width - r - 0.1;
  const cy = y + r;
  doc.circle(cx * PT, cy * PT, r * PT).fill(palette.ink);
  doc.circle(cx * PT, cy * PT, (r - 0.06) * PT).fill(fill);
  setText(doc, {
    text,
    box: { x: cx - r * 0.72, y: cy - r * 0.6, width: r * 1.44, height: r * 1.2 },
    font: "heading",
    max: 18,
    min: MIN_TEXT_PT,
    color: readableOn(fill, [palette.ink]),
    behind: fill,
    plate: fill,
  });
}

export interface FrontArgs {
  doc: Doc;
  layout: CoverLayout;
  design: CoverDesign;
  palette: Palette;
  art: CoverArt;
  text: FrontText;
  /** svg-to-pdfkit, loaded with the first cover: draws a coloured page's vector original. */
  svgToPdf: SvgToPdf;
}

/** The front panel with its bleed (to the right and top/bottom edges of the wrap). */
const frontBleed = (l: CoverLayout): Rect => ({
  x: l.frontFold,
  y: 0,
  width: l.size.width - l.frontFold,
  height: l.size.height,
});

/**
 * A coloured page as large as `region` (inches) allows with all of its ink inside `keep`: it fills
 * `region` edge to edge when only its blank margins are cut off, else it shows whole. A page's
 * own lettering ("B is for Butterfly" under the picture) is never cropped by a band or the trim.
 */
function inkCover(doc: Doc, svgToPdf: SvgToPdf, img: FrontArt, region: Rect, keep: Rect) {
  const { width: w, height: h } = img;
  const ink = img.ink;
  const inkW = Math.max(1e-6, ink.width * w);
  const inkH = Math.max(1e-6, ink.height * h);
  const scale = Math.min(Math.max(region.width / w, region.height / h), keep.width / inkW, keep.height / inkH);
  const dw = w * scale;
  const dh = h * scale;
  // Centred on the region, then moved the least that brings the ink inside `keep`.
  let x = region.x + (region.width - dw) / 2;
  let y = region.y + (region.height - dh) / 2;
  const clamp = (at: number, inkAt: number, inkLen: number, lo: number, len: number) =>
    Math.min(Math.max(at, lo - inkAt), lo + len - inkLen - inkAt);
  x = clamp(x, ink.x * dw, ink.width * dw, keep.x, keep.width);
  y = clamp(y, ink.y * dh, ink.height * dh, keep.y, keep.height);
  doc.save();
  doc.rect(region.x * PT, region.y * PT, region.width * PT, region.height * PT).clip();
  drawArt(doc, svgToPdf, img, x * PT, y * PT, dw * PT, dh * PT);
  doc.restore();
}

function hero({ doc, layout, palette, art, text, svgToPdf }: FrontArgs) {
  const full = frontBleed(layout);
  const [first] = art.colored;
  const safe = layout.frontSafe;
  const bandH = safe.height * 0.24;
  const authorH = 0.75;
  const authorTop = text.author ? safe.y + safe.height - authorH : full.y + full.height;
  let bandFoot = safe.y + bandH;
  titleBlock(
    doc,
    text,
    { x: safe.x + 0.3, y: safe.y + 0.15, width: safe.width - 0.6, height: bandH - 0.3 },
    palette.ink,
    palette,
    (bottom) => {
      bandFoot = Math.max(bandFoot, bottom + 0.15);
      doc.rect(full.x * PT, full.y * PT, full.width * PT, full.height * PT).fill(palette.colors[1] as string);
      if (first) {
        const region = { x: full.x, y: bandFoot, width: full.width, height: authorTop - bandFoot };
        const keep = { x: safe.x, y: bandFoot + 0.05, width: safe.width, height: authorTop - bandFoot - 0.1 };
        inkCover(doc, svgToPdf, first, region, keep);
      }
      doc.rect(full.x * PT, 0, full.width * PT, bandFoot * PT).fill(palette.ink);
    },
  );
  badge(doc, text, safe, palette, palette.colors[2] as string, bandFoot + 0.2);
  if (text.author) {
    doc.rect(full.x * PT, authorTop * PT, full.width * PT, (full.height - authorTop) * PT).fill(palette.ink);
    authorLine(doc, text, { ...safe, height: safe.height - 0.05 }, palette.ink, palette, palette.ink);
  }
}

function collage({ doc, layout, palette, art, text, svgToPdf }: FrontArgs) {
  const full = frontBleed(layout);
  const safe = layout.frontSafe;
  doc.rect(full.x * PT, full.y * PT, full.width * PT, full.height * PT).fill(palette.ink);
  const titleBox = { x: safe.x + 0.3, y: safe.y + 0.15, width: safe.width - 0.6, height: safe.height * 0.24 - 0.2 };
  let foot = safe.y + safe.height * 0.24;
  titleBlock(doc, text, titleBox, palette.ink, palette, (bottom) => {
    foot = Math.max(foot, bottom + 0.05);
    drawCards(foot + 0.03);
  });
  badge(doc, text, safe, palette, palette.colors[2] as string, foot);
  authorLine(doc, text, safe, palette.ink, palette, palette.ink);

  function drawCards(top: number) {
    const area = { x: safe.x + 0.2, y: top, width: safe.width - 0.4, height: safe.y + safe.height - 0.8 - top };
    const cards = art.colored.slice(0, 5);
    const n = Math.max(1, cards.length);
    const cols = n <= 2 ? n : 2;
    const rows = Math.ceil(n / cols);
    const cw = area.width / cols;
    const ch = area.height / rows;
    const tilts = [-5, 4, 3, -4, -2];
    cards.forEach((img, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      // A last card alone on its row is centred.
      const offset = row === rows - 1 && n % cols ? (cw * (cols - (n % cols))) / 2 : 0;
      const cell = {
        x: area.x + col * cw + offset + 0.12,
        y: area.y + row * ch + 0.12,
        width: cw - 0.24,
        height: ch - 0.24,
      };
      const cx = (cell.x + cell.width / 2) * PT;
      const cy = (cell.y + cell.height / 2) * PT;
      doc.save();
      doc.rotate(tilts[i] as number, { origin: [cx, cy] });
      const inner = { x: cell.x + 0.1, y: cell.y + 0.1, width: cell.width - 0.2, height: cell.height - 0.2 };
      const { width: w, height: h } = img;
      const s = Math.min(inner.width / w, inner.height / h);
      const cardW = w * s + 0.2;
      const cardH = h * s + 0.2;
      doc.rect(cx - (cardW / 2) * PT, cy - (cardH / 2) * PT, cardW * PT, cardH * PT).fill("#ffffff");
      imageFit(doc, svgToPdf, img, inner);
      doc.restore();
    });
  }
}

/** The before-and-after design's author band, inches above the safe area's foot. */
const AUTHOR_BAND_IN = 0.75;

function beforeAfter({ doc, layout, palette, art, text, svgToPdf }: FrontArgs) {
  const full = frontBleed(layout);
  const safe = layout.frontSafe;
  const [colored] = art.colored;
  const line = art.lineArt;
  let top = safe.y + safe.height * 0.25;
  doc.rect(full.x * PT, 0, full.width * PT, full.height * PT).fill("#ffffff");
  titleBlock(
    doc,
    text,
    { x: safe.x + 0.3, y: safe.y + 0.15, width: safe.width - 0.6, height: top - safe.y - 0.3 },
    palette.ink,
    palette,
    (bottom) => {
      top = Math.max(top, bottom + 0.15);
      const pic = { x: full.x, y: top, width: full.width, height: full.height - top };
      const authorTop = text.author ? safe.y + safe.height - AUTHOR_BAND_IN : safe.y + safe.height;
      // The drawings between the bands; across, the picture may bleed (only text keeps to the safe area).
      const keep = { x: full.x, y: top + 0.05, width: full.width, height: authorTop - top - 0.1 };
      const mid = full.x + full.width / 2;
      if (colored) {
        // Both halves the same page placed the same way: the line art left of the middle, the coloured page right of it.
        const at = beforeAfterPlace(colored, pic, keep);
        if (line) {
          doc.save();
          doc.rect(pic.x * PT, pic.y * PT, (mid - pic.x) * PT, pic.height * PT).clip();
          doc.image(line, at.x * PT, at.y * PT, { width: at.width * PT, height: at.height * PT });
          doc.restore();
        }
        doc.save();
        doc.rect(mid * PT, pic.y * PT, (full.x + full.width - mid) * PT, pic.height * PT).clip();
        drawArt(doc, svgToPdf, colored, at.x * PT, at.y * PT, at.width * PT, at.height * PT);
        doc.restore();
        doc.rect((mid - 0.03) * PT, pic.y * PT, 0.06 * PT, pic.height * PT).fill(palette.ink);
      }
      doc.rect(full.x * PT, 0, full.width * PT, top * PT).fill(palette.ink);
    },
  );
  badge(doc, text, safe, palette, palette.colors[2] as string, top + 0.2);
  if (text.author) {
    const h = AUTHOR_BAND_IN;
    doc
      .rect(
        full.x * PT,
        (safe.y + safe.height - h) * PT,
        full.width * PT,
        (full.height - (safe.y + safe.height - h)) * PT,
      )
      .fill(palette.ink);
    authorLine(doc, text, safe, palette.ink, palette, palette.ink);
  }
}

/** The frame design's corner rosettes: their radius, in inches. */
const ROSETTE_IN = 0.32;

function frame({ doc, layout, palette, art, text, svgToPdf }: FrontArgs) {
  const full = frontBleed(layout);
  const safe = layout.frontSafe;
  const ground = palette.colors[1] as string;
  doc.rect(full.x * PT, 0, full.width * PT, full.height * PT).fill(ground);
  const box = { x: safe.x + 0.15, y: safe.y + 0.15, width: safe.width - 0.3, height: safe.height - 0.3 };
  doc.roundedRect(box.x * PT, box.y * PT, box.width * PT, box.height * PT, 24).fill(palette.ink);
  const inner = { x: box.x + 0.18, y: box.y + 0.18, width: box.width - 0.36, height: box.height - 0.36 };
  doc.roundedRect(inner.x * PT, inner.y * PT, inner.width * PT, inner.height * PT, 16).fill(palette.paper);
  // Corner rosettes in the palette: the frame's ornament, plain circles over the frame's corners,
  // wholly inside the safe area (never across the fold or the trim).
  const r = ROSETTE_IN;
  for (const [cx, cy] of [
    [safe.x + r, safe.y + r],
    [safe.x + safe.width - r, safe.y + r],
    [safe.x + r, safe.y + safe.height - r],
    [safe.x + safe.width - r, safe.y + safe.height - r],
  ] as [number, number][]) {
    doc.circle(cx * PT, cy * PT, r * PT).fill(palette.ink);
    doc.circle(cx * PT, cy * PT, (r - 0.1) * PT).fill(palette.colors[0] as string);
    doc.circle(cx * PT, cy * PT, 0.1 * PT).fill(palette.colors[3] as string);
  }
  const titleH = inner.height * 0.2;
  const foot = titleBlock(
    doc,
    text,
    { x: inner.x + 0.3, y: inner.y + 0.15, width: inner.width - 0.6, height: titleH },
    palette.paper,
    palette,
  );
  const authorH = text.author ? 0.55 : 0;
  const picTop = Math.max(inner.y + titleH + 0.3, foot + 0.15);
  const picBox = {
    x: inner.x + 0.3,
    y: picTop,
    width: inner.width - 0.6,
    height: inner.y + inner.height - 0.2 - authorH - picTop,
  };
  const [first] = art.colored;
  if (first) {
    const at = imageFit(doc, svgToPdf, first, picBox);
    doc
      .rect(at.x * PT, at.y * PT, at.width * PT, at.height * PT)
      .lineWidth(3)
      .stroke(palette.ink);
  }
  if (text.author)
    setText(doc, {
      text: text.author,
      box: { x: inner.x + 0.3, y: inner.y + inner.height - authorH - 0.1, width: inner.width - 0.6, height: authorH },
      font: "heading",
      max: 20,
      min: MIN_TEXT_PT + 2,
      color: readableOn(palette.paper, [palette.ink]),
      behind: palette.paper,
      plate: palette.paper,
    });
  badge(doc, text, { ...inner, x: inner.x + 0.05 }, palette, palette.colors[2] as string, picTop - 0.1);
}

/** Words of a book for grown-ups ("for Adults", "Relaxing Patterns", "Mindful Mandalas", "Stress Relief"). */
const grownUpWords =
  /\b(?:adults?|grown[- ]?ups?|seniors?|mindful\w*|mindfulness|relax\w*|stress|calm(?:ing)?|meditat\w*|zen|anti-?stress)\b/i;
/** Words of a book for children ("for Kids", "Ages 4-8", "Toddlers"). */
const childWords = /\b(?:kids?|children|child|toddlers?|preschool\w*|boys|girls|ages?\s*\d+|baby|babies)\b/i;

/**
 * Whether a book's front text says it is for grown-ups and not for children: the kids design
 * then keeps its big letters but drops its children's styling (a rainbow of tilted letters,
 * confetti) for one calm colour set straight.
 */
export function forGrownUps(t: FrontText): boolean {
  const words = `${t.title} ${t.subtitle} ${t.badge}`;
  return grownUpWords.test(words) && !childWords.test(words);
}

/**
 * Big playful letters: each letter its own palette colour, outlined in ink, gently tilted, on a
 * ground of confetti. On a book for grown-ups (forGrownUps) the letters are big and straight in
 * the palette's ink on a plain ground.
 */
function kids({ doc, layout, palette, art, text, svgToPdf }: FrontArgs) {
  const full = frontBleed(layout);
  const safe = layout.frontSafe;
  const grownUp = forGrownUps(text);
  const ground = palette.colors[4] as string;
  doc.rect(full.x * PT, 0, full.width * PT, full.height * PT).fill(ground);
  // Confetti dots from the palette: plain fills on the ground.
  for (let i = 0; i < (grownUp ? 0 : 26); i++) {
    const x = full.x + ((i * 0.618 * full.width) % full.width);
    const y = ((i * 0.382 + 0.07) * full.height) % full.height;
    doc.circle(x * PT, y * PT, (0.06 + (i % 3) * 0.04) * PT).fill(palette.colors[i % palette.colors.length] as string);
  }
  const titleBox = { x: safe.x + 0.25, y: safe.y + 0.2, width: safe.width - 0.5, height: safe.height * 0.3 };
  const inner = {
    x: titleBox.x + 0.2,
    y: titleBox.y + 0.1,
    width: titleBox.width - 0.4,
    height: titleBox.height * (text.subtitle ? 0.72 : 0.9),
  };
  const size = Math.max(MIN_TITLE_PT, Math.min(90, fitLetters(doc, text.title, inner)));
  const letters = lettersInk(doc, text.title, size, inner.width * PT);
  const inkH = letters.bottom - letters.top;
  // The letters' ink centred in their box; a title too long even at the floor runs down from its top.
  const inkTop = inner.y * PT + Math.max(0, (inner.height * PT - inkH) / 2);
  const lettersFoot = (inkTop + inkH) / PT;
  const subBox = {
    x: inner.x,
    y: Math.max(inner.y + inner.height, lettersFoot + TEXT_GAP_IN),
    width: inner.width,
    height: titleBox.height * 0.22,
  };
  const sub = text.subtitle
    ? measureText(doc, { text: text.subtitle, box: subBox, font: "heading", max: 22, min: MIN_TEXT_PT + 2 })
    : null;
  // The plate grows with what it carries.
  titleBox.height = Math.max(titleBox.height, (sub ? sub.y + sub.height : lettersFoot) + 0.1 - titleBox.y);
  doc.roundedRect(titleBox.x * PT, titleBox.y * PT, titleBox.width * PT, titleBox.height * PT, 22).fill(palette.paper);
  doc.font("title").fontSize(size);
  const lines = letters.lines;
  const lh = size * LETTER_LINE;
  let y = inkTop - letters.top;
  let k = 0;
  for (const line of lines) {
    let x = inner.x * PT + (inner.width * PT - doc.widthOfString(line)) / 2;
    for (const ch of line) {
      const w = doc.widthOfString(ch);
      if (ch.trim()) {
        doc.save();
        if (grownUp) doc.fillColor(palette.ink).text(ch, x, y, { lineBreak: false });
        else {
          doc.rotate(k % 2 ? 4 : -4, { origin: [x + w / 2, y + lh / 2] });
          doc
            .lineWidth(size * 0.06)
            .fillColor(darkest(palette, k))
            .strokeColor(palette.ink);
          doc.text(ch, x, y, { lineBreak: false, stroke: true, fill: true });
        }
        doc.restore();
        k++;
      }
      x += w;
    }
    y += lh;
  }
  if (sub)
    setText(doc, {
      text: text.subtitle,
      box: subBox,
      font: "heading",
      max: 22,
      min: MIN_TEXT_PT + 2,
      size: sub.size,
      color: palette.ink,
      behind: palette.paper,
      plate: palette.paper,
    });
  const authorH = text.author ? 0.6 : 0;
  const picBox = {
    x: safe.x + 0.4,
    y: titleBox.y + titleBox.height + 0.25,
    width: safe.width - 0.8,
    height: safe.y + safe.height - authorH - 0.3 - (titleBox.y + titleBox.height + 0.25),
  };
  // A plate grown past the front's middle leaves the picture no room: it is left out, never squeezed under the text.
  const [first] = art.colored;
  if (first && picBox.height > 1) {
    const { width: w, height: h } = first;
    const s = Math.min((picBox.width - 0.24) / w, (picBox.height - 0.24) / h);
    const pw = w * s + 0.24;
    const ph = h * s + 0.24;
    const px = picBox.x + (picBox.width - pw) / 2;
    const py = picBox.y + (picBox.height - ph) / 2;
    doc.roundedRect(px * PT, py * PT, pw * PT, ph * PT, 18).fill(palette.ink);
    doc.save();
    doc.roundedRect((px + 0.12) * PT, (py + 0.12) * PT, (pw - 0.24) * PT, (ph - 0.24) * PT, 12).clip();
    imageFit(doc, svgToPdf, first, { x: px + 0.12, y: py + 0.12, width: pw - 0.24, height: ph - 0.24 });
    doc.restore();
  }
  badge(doc, text, safe, palette, palette.colors[0] as string, titleBox.y + titleBox.height + 0.05);
  authorLine(doc, text, safe, ground, palette, palette.paper);
}

/** The letters' fills: the palette's colours that read on its pale tone (the ink outline does the rest). */
function darkest(p: Palette, k: number): string {
  return p.colors[k % p.colors.length] as string;
}

function wrapWords(doc: Doc, text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/** The kids design's line of letters, as a share of their size. */
const LETTER_LINE = 1.02;

/**
 * The title's lines as the kids design sets them at `size`, and where their ink lies below the
 * first line's top (points): the glyphs' own outlines, plus half the outline stroke and what the
 * 4° tilt adds.
 */
function lettersInk(doc: Doc, text: string, size: number, width: number) {
  doc.font("title").fontSize(size);
  const lines = wrapWords(doc, text, width);
  const one = inkExtent(doc, text.replace(/\s+/g, ""), "title", size, Number.MAX_SAFE_INTEGER);
  doc.font("title").fontSize(size);
  const pad = size * 0.03 + size * 0.07;
  const widest = Math.max(0, ...lines.map((l) => doc.widthOfString(l)));
  return {
    lines,
    widest,
    top: one.top - pad,
    bottom: one.bottom + (lines.length - 1) * size * LETTER_LINE + pad,
  };
}

/** The largest letter size at which the title's lines and their ink fit the box. */
function fitLetters(doc: Doc, text: string, box: Rect): number {
  for (let size = 96; size > MIN_TITLE_PT; size -= 2) {
    const ink = lettersInk(doc, text, size, box.width * PT);
    if (ink.widest <= box.width * PT && ink.bottom - ink.top <= box.height * PT) return size;
  }
  return MIN_TITLE_PT;
}

export const fronts: Record<CoverDesign["template"], (a: FrontArgs) => void> = {
  hero,
  collage,
  "before-after": beforeAfter,
  frame,
  kids,
};
