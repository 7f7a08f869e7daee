import { inflateSync } from "node:zlib";
import type { PreflightCheck } from "../api-types.js";
import { type Matrix, multiply } from "./pdf-geometry.js";

/**
 * What a PDF's object dictionaries say about transparency, read from the file as KDP's checker
 * reads it: soft masks, transparency groups, constant opacity under 1 and blend modes other
 * than Normal. Streams' bytes are skipped (image data could hold any byte sequence); PDFKit
 * writes every dictionary uncompressed, outside object streams.
 */
export function transparencyIn(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const found = new Set<string>();
  let at = 0;
  while (at < text.length) {
    const start = text.indexOf("stream", at);
    const dicts = text.slice(at, start < 0 ? text.length : start);
    if (/\/SMask\s*(?:<<|\d+\s+\d+\s+R)/.test(dicts)) found.add("soft mask");
    if (/\/S\s*\/Transparency/.test(dicts)) found.add("transparency group");
    for (const m of dicts.matchAll(/\/(CA|ca)\s+([\d.]+)/g)) if (Number(m[2]) < 1) found.add(`opacity ${Number(m[2])}`);
    for (const m of dicts.matchAll(/\/BM\s*\/(\w+)/g))
      if (m[1] !== "Normal" && m[1] !== "Compatible") found.add(`blend mode ${m[1]}`);
    if (start < 0) break;
    // "endstream" itself contains "stream": skip to the end of this stream's data.
    const end = text.indexOf("endstream", start + 6);
    at = end < 0 ? text.length : end + 9;
  }
  return [...found].sort();
}

/** KDP asks for flattened files: no soft masks, transparency groups or opacity in any export. */
export function transparencyCheck(pdf: Buffer): PreflightCheck {
  const found = transparencyIn(pdf);
  return found.length
    ? { id: "flattened", label: "Transparency flattened", status: "fail", detail: `The file holds ${found.join(", ")}` }
    : {
        id: "flattened",
        label: "Transparency flattened",
        status: "pass",
        detail: "No soft masks, transparency groups or opacity",
      };
}

/**
 * Each page content stream of the PDF, inflated, as text: the streams of drawing operators
 * (PDFKit deflates them). Images and font programs are not content and are skipped.
 */
export function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const found = text.indexOf("stream", at);
    if (found < 0) break;
    const start = found + (text.startsWith("stream\r\n", found) ? 8 : 7);
    const end = text.indexOf("endstream", start);
    at = end < 0 ? text.length : end + 9;
    // The stream's dictionary: from its object's header to the keyword.
    const dict = text.slice(text.lastIndexOf(" obj", found), found);
    if (/\/Subtype\s*\/Image|\/Length1\s|\/Type\s*\/(XRef|ObjStm|Metadata)/.test(dict)) continue;
    const data = pdf.subarray(start, end < 0 ? pdf.length : end);
    try {
      out.push((/\/FlateDecode/.test(dict) ? inflateSync(data) : data).toString("latin1"));
    } catch {
      // A stream that does not inflate holds no operators this scan could read.
    }
  }
  return out;
}

/** Colour operators in DeviceRGB in the PDF's content streams: `rg`/`RG` and `sc`/`scn` after `/DeviceRGB cs`. */
export function rgbColorOperators(pdf: Buffer): number {
  let n = 0;
  for (const stream of contentStreams(pdf)) {
    n += stream.match(/(?:^|\s)(?:[-\d.]+\s+){3}(?:rg|RG)(?=\s|$)/g)?.length ?? 0;
    n += stream.match(/\/DeviceRGB\s+(?:cs|CS)/g)?.length ?? 0;
  }
  return n;
}

/** A black-and-white interior writes black (and every grey) as DeviceGray: `0 g`, never `0 0 0 rg`. */
export function deviceGrayCheck(pdf: Buffer): PreflightCheck {
  const found = rgbColorOperators(pdf);
  return found
    ? {
        id: "device-gray",
        label: "Black as DeviceGray",
        status: "fail",
        detail: `${found} colour${found === 1 ? " is" : "s are"} written in RGB on a black-and-white interior`,
      }
    : {
        id: "device-gray",
        label: "Black as DeviceGray",
        status: "pass",
        detail: "Every colour is written in DeviceGray (black as 0 g)",
      };
}

/**
 * Image XObjects in the PDF (soft-mask images not counted): in a book of vector originals, the
 * art placed as an opaque image because its transparency could not be removed (decision 051).
 */
export function imageXObjects(pdf: Buffer): number {
  const text = pdf.toString("latin1");
  let n = 0;
  let at = 0;
  while (at < text.length) {
    const start = text.indexOf("stream", at);
    const dicts = text.slice(at, start < 0 ? text.length : start);
    // An image's dictionary stands right before its own stream: one at most between two streams.
    if (/\/Subtype\s*\/Image/.test(dicts)) n++;
    if (start < 0) break;
    const end = text.indexOf("endstream", start + 6);
    at = end < 0 ? text.length : end + 9;
  }
  // Soft masks of images are images too: take them back out.
  const masks = new Set([...text.matchAll(/\/SMask\s+(\d+)\s+\d+\s+R/g)].map((m) => m[1]));
  return Math.max(0, n - masks.size);
}

/**
 * The content streams the PDF's pages name (`/Contents`), inflated: the drawing itself, never a
 * font program (a whole font's stream carries no dictionary entry that tells it from content).
 */
function pageContents(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const ids = new Set<string>();
  for (const m of text.matchAll(/\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/g))
    for (const r of (m[1] as string).matchAll(/(\d+)\s+\d+\s+R/g)) ids.add(r[1] as string);
  // Where each object begins (its first header in the file), read in one pass: searching the
  // whole file again for each page's stream would read a 300-page book 300 times.
  const objects = new Map<string, number>();
  for (const m of text.matchAll(/(?:^|[^\d])(\d+)\s+0\s+obj\b/g))
    if (ids.has(m[1] as string) && !objects.has(m[1] as string)) objects.set(m[1] as string, m.index);
  const out: string[] = [];
  for (const id of ids) {
    const at = objects.get(id);
    if (at === undefined) continue;
    const found = text.indexOf("stream", at);
    const dict = text.slice(at, found);
    const start = found + (text.startsWith("stream\r\n", found) ? 8 : 7);
    const end = text.indexOf("endstream", start);
    const data = pdf.subarray(start, end < 0 ? pdf.length : end);
    try {
      out.push((/\/FlateDecode/.test(dict) ? inflateSync(data) : data).toString("latin1"));
    } catch {
      // A stream that does not inflate holds no operators this scan could read.
    }
  }
  return out;
}

/** What a PDF prints as lines and type: each inked stroke's width and each run of text's size, in points. */
export interface PrintedLines {
  /** Width of every stroke painted in a colour other than white (a zero width, a hairline, as 0). */
  strokes: number[];
  /** Size of every run of text shown, its font size by the text and current matrices. */
  text: number[];
  /**
   * Size of every piece of outlined type (a glyph or a line drawn as filled outlines), as the
   * drawing declares it in marked content (`/Span <</TypeSize s>> BDC`, server/books/svg-pdf.ts)
   * by the current matrix.
   */
  outlined: number[];
  /** Form XObjects met, whose drawing is read without the matrix they are placed with. */
  forms: number;
  /**
   * Width of every stroke painted with a fill of its own colour (`B`, `b` with the same fill and
   * stroke colour), also in `strokes`: it widens its filled shape by half its width and draws no
   * line of its own (a cover's colour regions, server/covers/front.ts).
   */
  fillEdges: number[];
}

/** The operators printedLines reads; any other only ends its operands. */
const READ_OPERATORS: ReadonlySet<string> = new Set(
  "q Q cm w G RG K g rg k sc scn SC SCN S s B B* b b* BDC BT Tf Tm Td TD Tj TJ ' \"".split(" "),
);

/** How much a matrix scales a length: the square root of its determinant. */
const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/**
 * Every stroke's printed width and every text run's size in the PDF's page content, read from
 * the operators themselves (`w`, `cm`, `q`/`Q`, `Tf`, `Tm`, the stroke and show operators), as
 * a print checker reads them: what KDP's 0.75 pt line and 7 pt type rules are measured on.
 */
export function printedLines(pdf: Buffer): PrintedLines {
  const out: PrintedLines = { strokes: [], text: [], outlined: [], forms: 0, fillEdges: [] };
  const text = pdf.toString("latin1");
  out.forms = text.match(/\/Subtype\s*\/Form/g)?.length ?? 0;
  for (const stream of pageContents(pdf)) {
    interface State {
      ctm: Matrix;
      width: number;
      white: boolean;
      /** The fill and stroke colours as their operands, for telling a fill's own edge from a line. */
      fill: string;
      stroke: string;
    }
    let state: State = { ctm: [1, 0, 0, 1, 0, 0], width: 1, white: false, fill: "0", stroke: "0" };
    const stack: State[] = [];
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    let tl: Matrix = tm;
    let size = 0;
    // The operands read since the last operator: the first `pending` of `operands`, as written.
    const operands: string[] = [];
    let pending = 0;
    let names: string[] = [];
    // Strings and arrays are skipped whole: their bytes are no operators.
    const tokens = stream.matchAll(
      /\((?:\\[\s\S]|[^\\)])*\)|<[0-9a-fA-F\s]*>|\[|\]|\/[^\s/[\]()<>]+|[-+]?[\d.]+|[A-Za-z'"*]+/g,
    );
    for (const [tok] of tokens) {
      // Told apart by their first character: a path's thousands of numbers and operators are read
      // with no pattern test, and a number only when its operator is one read here.
      const c = tok.charCodeAt(0);
      if (c === 45 || c === 43 || c === 46 || (c >= 48 && c <= 57)) {
        operands[pending++] = tok;
        continue;
      }
      if (c === 47) {
        names.push(tok);
        continue;
      }
      // Strings and arrays' brackets.
      if (c === 40 || c === 60 || c === 91 || c === 93) continue;
      if (!READ_OPERATORS.has(tok)) {
        pending = 0;
        if (names.length) names = [];
      } else {
        // An operand that reads as no number ("1.2.3") is passed over.
        const a = operands
          .slice(0, pending)
          .map(Number)
          .filter((n) => Number.isFinite(n));
        pending = 0;
        const named = names;
        names = [];
        const m6 = a.slice(-6) as Matrix;
        switch (tok) {
          case "q":
            stack.push({ ...state });
            break;
          case "Q":
            state = stack.pop() ?? state;
            break;
          case "cm":
            if (m6.length === 6) state = { ...state, ctm: multiply(m6, state.ctm) };
            break;
          case "w":
            state = { ...state, width: a.at(-1) ?? state.width };
            break;
          case "G":
            state = { ...state, white: (a.at(-1) ?? 0) >= 0.999, stroke: a.slice(-1).join(" ") };
            break;
          case "RG":
            state = {
              ...state,
              white: a.length >= 3 && a.slice(-3).every((v) => v >= 0.999),
              stroke: a.slice(-3).join(" "),
            };
            break;
          case "K":
            state = {
              ...state,
              white: a.length >= 4 && a.slice(-4).every((v) => v <= 0.001),
              stroke: a.slice(-4).join(" "),
            };
            break;
          case "g":
            state = { ...state, fill: a.slice(-1).join(" ") };
            break;
          case "rg":
            state = { ...state, fill: a.slice(-3).join(" ") };
            break;
          case "k":
            state = { ...state, fill: a.slice(-4).join(" ") };
            break;
          case "sc":
          case "scn":
            state = { ...state, fill: a.join(" ") };
            break;
          case "SC":
          case "SCN":
            state = { ...state, stroke: a.join(" ") };
            break;
          case "S":
          case "s":
          case "B":
          case "B*":
          case "b":
          case "b*":
            if (!state.white) {
              const width = state.width * scaleOf(state.ctm);
              out.strokes.push(width);
              if (/^[Bb]/.test(tok) && state.fill === state.stroke) out.fillEdges.push(width);
            }
            break;
          case "BDC":
            if (named.includes("/TypeSize") && a.length) out.outlined.push((a.at(-1) as number) * scaleOf(state.ctm));
            break;
          case "BT":
            tm = [1, 0, 0, 1, 0, 0];
            tl = tm;
            break;
          case "Tf":
            size = a.at(-1) ?? size;
            break;
          case "Tm":
            if (m6.length === 6) tm = tl = m6;
            break;
          case "Td":
          case "TD":
            if (a.length >= 2) tm = tl = multiply([1, 0, 0, 1, a.at(-2) as number, a.at(-1) as number], tl);
            break;
          case "Tj":
          case "TJ":
          case "'":
          case '"':
            out.text.push(Math.abs(size) * scaleOf(tm) * scaleOf(state.ctm));
            break;
        }
      }
    }
  }
  return out;
}
