import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import opentype, { type Font as OpenTypeFont } from "opentype.js";
import { fillHoldsLines, type Segments } from "./fill-measure.js";
import { LineProof, type LinesProof, type Tone } from "./line-proof.js";
import {
  addPoint,
  type Box,
  EMPTY,
  grow,
  IDENTITY,
  intersect,
  isEmpty,
  keepsAxes,
  type Matrix,
  multiply,
  narrowest,
  rectUnder,
  stretch,
  union,
} from "./pdf-geometry.js";

/**
 * Where each page of a PDF can put ink, read from the file's own drawing operators: a box, in
 * points from the page's bottom left, that holds every mark the page paints in a colour other
 * than white, after its clip paths. The box is never smaller than the ink: a curve's control
 * points, a stroke's widest join or cap, and each glyph's font box (its advance from the font's
 * widths) are all inside it. The preflight renders only what this cannot settle (the margin
 * check, server/books/margin-check.ts): a page whose box crosses a margin, or that uses anything
 * this reader does not follow (a form, a shading, an inline image, a font without widths), is
 * read by poppler as before.
 */
/**
 * A page's ink box (null when the page paints nothing: only white, or nothing at all), and
 * whether its ink is provably in lines at least 0.75 pt wide (server/books/line-proof.ts).
 */
export type PageInk =
  | { known: true; box: Box | null; images: number; width: number; height: number; lines: LinesProof }
  | { known: false; why: string };

/**
 * What a rasteriser may add around exact geometry: a fill or image snapped outward to whole
 * pixels at 300 DPI (1/300 in, in points). Strokes reach at least a point past their path.
 */
const SNAP_PT = 72 / 300;

/**
 * Each page's ink, in page order; null when the file's structure is not one this reader follows.
 * `onPage` hears each page's index once it is read (outside the reader's own failures: what it
 * throws stops the reading).
 */
export function pagesInk(pdf: Buffer, onPage?: (index: number) => void): PageInk[] | null {
  let file: PdfFile;
  let pages: ReturnType<PdfFile["pages"]>;
  try {
    file = new PdfFile(pdf);
    pages = file.pages();
  } catch {
    return null;
  }
  return pages.map((page, i): PageInk => {
    let ink: PageInk;
    try {
      ink = pageInk(file, page);
    } catch (e) {
      ink = { known: false, why: (e as Error).message };
    }
    onPage?.(i);
    return ink;
  });
}

// --- A small reader of PDF objects (PDFKit's files: plain objects, a cross-reference table) ---

type Ref = { ref: number };
type Dict = { dict: Map<string, Value> };
type Name = { name: string };
type Value = number | boolean | null | string | Name | Ref | Dict | Value[];

const isRef = (v: unknown): v is Ref => typeof v === "object" && v !== null && "ref" in v;
const isDict = (v: unknown): v is Dict => typeof v === "object" && v !== null && "dict" in v;
const isName = (v: unknown): v is Name => typeof v === "object" && v !== null && "name" in v;

class Unsupported extends Error {}

const WS = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));
/** 1 for a byte that ends a regular token (white space or a delimiter). */
const ENDS = new Uint8Array(256);
for (const c of [...WS, ...DELIM]) ENDS[c] = 1;

class Lexer {
  pos = 0;
  constructor(readonly s: string) {}
  skip() {
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (WS.has(c)) this.pos++;
      else if (c === 0x25) {
        while (this.pos < s.length && s[this.pos] !== "\n" && s[this.pos] !== "\r") this.pos++;
      } else return;
    }
  }
  /** A regular token (number, operator, keyword) from here. */
  word(): string {
    const s = this.s;
    const start = this.pos;
    while (this.pos < s.length) {
      const c = s.charCodeAt(this.pos);
      if (WS.has(c) || DELIM.has(c)) break;
      this.pos++;
    }
    return s.slice(start, this.pos);
  }
  name(): Name {
    this.pos++;
    const raw = this.word();
    return { name: raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))) };
  }
  literal(): string {
    const s = this.s;
    let depth = 1;
    let out = "";
    this.pos++;
    while (this.pos < s.length) {
      const ch = s[this.pos++] as string;
      if (ch === "\\") {
        const e = s[this.pos++] as string;
        const map: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
        if (e in map) out += map[e];
        else if (e >= "0" && e <= "7") {
          let oct = e;
          while (oct.length < 3 && (s[this.pos] as string) >= "0" && (s[this.pos] as string) <= "7")
            oct += s[this.pos++];
          out += String.fromCharCode(Number.parseInt(oct, 8) & 0xff);
        } else if (e === "\r") {
          if (s[this.pos] === "\n") this.pos++;
        } else if (e !== "\n") out += e;
      } else if (ch === "(") {
        depth++;
        out += ch;
      } else if (ch === ")") {
        if (--depth === 0) return out;
        out += ch;
      } else out += ch;
    }
    return out;
  }
  hex(): string {
    const end = this.s.indexOf(">", this.pos);
    if (end < 0) throw new Unsupported("unterminated hex string");
    let digits = this.s.slice(this.pos + 1, end).replace(/[^0-9a-fA-F]/g, "");
    this.pos = end + 1;
    if (digits.length % 2) digits += "0";
    let out = "";
    for (let i = 0; i < digits.length; i += 2) out += String.fromCharCode(Number.parseInt(digits.slice(i, i + 2), 16));
    return out;
  }
}

/** One value from an object's body: numbers, names, strings, arrays, dictionaries, references. */
function parseValue(lx: Lexer, refs = true): Value {
  lx.skip();
  const s = lx.s;
  const c = s[lx.pos];
  if (c === "/") return lx.name();
  if (c === "(") return lx.literal();
  if (c === "<" && s[lx.pos + 1] === "<") {
    lx.pos += 2;
    const dict = new Map<string, Value>();
    for (;;) {
      lx.skip();
      if (s[lx.pos] === ">" && s[lx.pos + 1] === ">") {
        lx.pos += 2;
        return { dict };
      }
      if (lx.pos >= s.length) throw new Unsupported("unterminated dictionary");
      const key = parseValue(lx, refs);
      if (!isName(key)) throw new Unsupported("dictionary key not a name");
      dict.set(key.name, parseValue(lx, refs));
    }
  }
  if (c === "<") return lx.hex();
  if (c === "[") {
    lx.pos++;
    const arr: Value[] = [];
    for (;;) {
      lx.skip();
      if (s[lx.pos] === "]") {
        lx.pos++;
        return arr;
      }
      if (lx.pos >= s.length) throw new Unsupported("unterminated array");
      arr.push(parseValue(lx, refs));
    }
  }
  const w = lx.word();
  if (w === "true" || w === "false") return w === "true";
  if (w === "null") return null;
  const n = Number(w);
  if (w === "" || !Number.isFinite(n)) throw new Unsupported(`unexpected token ${JSON.stringify(w)}`);
  if (!refs) return n;
  // "12 0 R": a reference (never in a content stream).
  const save = lx.pos;
  lx.skip();
  const gen = lx.word();
  if (/^\d+$/.test(gen)) {
    lx.skip();
    if (lx.word() === "R") return { ref: n };
  }
  lx.pos = save;
  return n;
}

/** A number in a content stream, read by hand from its bytes: "-12.5", ".5", "3". */
function readNumber(b: Uint8Array, lx: Lexer): number {
  let pos = lx.pos;
  let sign = 1;
  let c = b[pos] as number;
  if (c === 0x2d || c === 0x2b) {
    if (c === 0x2d) sign = -1;
    c = b[++pos] as number;
  }
  let n = 0;
  let digits = 0;
  while (c >= 0x30 && c <= 0x39) {
    n = n * 10 + (c - 0x30);
    digits++;
    c = b[++pos] as number;
  }
  if (c === 0x2e) {
    let scale = 1;
    c = b[++pos] as number;
    while (c >= 0x30 && c <= 0x39) {
      n = n * 10 + (c - 0x30);
      scale *= 10;
      digits++;
      c = b[++pos] as number;
    }
    n /= scale;
  }
  if (!digits) throw new Unsupported("number expected");
  lx.pos = pos;
  return sign * n;
}

class PdfFile {
  readonly text: string;
  private readonly offsets = new Map<number, number>();
  private readonly cache = new Map<number, Value>();
  constructor(readonly pdf: Buffer) {
    this.text = pdf.toString("latin1");
    // Objects where they stand (a later definition of the same number wins, as in an update).
    // "12 0 obj" at a line's start (found by indexOf: a regular expression over megabytes of
    // font and image bytes costs far more).
    const text = this.text;
    for (let at = text.indexOf(" obj"); at >= 0; at = text.indexOf(" obj", at + 4)) {
      const head = /(?:^|[\r\n])(\d+) \d+$/.exec(text.slice(Math.max(0, at - 24), at));
      if (head) this.offsets.set(Number(head[1]), at + 4);
    }
    if (/\/Type\s*\/ObjStm/.test(this.text)) throw new Unsupported("object streams");
  }
  get(v: Value | undefined): Value | undefined {
    let seen = 0;
    while (isRef(v)) {
      if (++seen > 32) throw new Unsupported("reference loop");
      v = this.object(v.ref);
    }
    return v;
  }
  object(id: number): Value {
    const had = this.cache.get(id);
    if (had !== undefined) return had;
    const at = this.offsets.get(id);
    if (at === undefined) throw new Unsupported(`object ${id} missing`);
    const v = parseValue(Object.assign(new Lexer(this.text), { pos: at }));
    this.cache.set(id, v);
    return v;
  }
  dict(v: Value | undefined): Map<string, Value> | undefined {
    const d = this.get(v);
    return isDict(d) ? d.dict : undefined;
  }
  /** A stream object's data, inflated. */
  stream(ref: Value | undefined): Buffer {
    if (!isRef(ref)) throw new Unsupported("stream not a reference");
    const at = this.offsets.get(ref.ref);
    if (at === undefined) throw new Unsupported(`object ${ref.ref} missing`);
    const dict = this.dict(ref) ?? new Map();
    const found = this.text.indexOf("stream", at);
    if (found < 0) throw new Unsupported("no stream");
    const start = found + (this.text.startsWith("stream\r\n", found) ? 8 : this.text[found + 6] === "\n" ? 7 : 6);
    const length = this.get(dict.get("Length"));
    const end = typeof length === "number" ? start + length : this.text.indexOf("endstream", start);
    const data = this.pdf.subarray(start, end);
    const filter = this.get(dict.get("Filter"));
    const filters = Array.isArray(filter) ? filter.map((f) => this.get(f)) : filter === undefined ? [] : [filter];
    if (!filters.length) return data;
    if (filters.length === 1 && isName(filters[0]) && filters[0].name === "FlateDecode" && !dict.has("DecodeParms"))
      return inflateSync(data);
    throw new Unsupported("stream filter");
  }
  private readonly fonts = new Map<number, Font>();
  /** A font's widths and box, read once for the whole file (a whole font's widths are thousands of numbers). */
  font(ref: Value | undefined): Font {
    if (!isRef(ref)) return readFont(this, ref);
    let f = this.fonts.get(ref.ref);
    if (!f) {
      f = readFont(this, ref);
      this.fonts.set(ref.ref, f);
    }
    return f;
  }
  /** The page dictionaries in order, with their inherited resources and boxes. */
  pages(): Map<string, Value>[] {
    const trailerRoot = /\/Root\s+(\d+)\s+\d+\s+R/g;
    let root: number | undefined;
    for (const m of this.text.matchAll(trailerRoot)) root = Number(m[1]);
    if (root === undefined) throw new Unsupported("no catalog");
    const catalog = this.dict({ ref: root });
    const out: Map<string, Value>[] = [];
    const walk = (node: Value | undefined, inherited: Map<string, Value>, depth: number) => {
      const d = this.dict(node);
      if (!d || depth > 32) throw new Unsupported("page tree");
      const merged = new Map(inherited);
      for (const key of ["Resources", "MediaBox", "CropBox", "Rotate"])
        if (d.has(key)) merged.set(key, d.get(key) as Value);
      const type = this.get(d.get("Type"));
      if (isName(type) && type.name === "Pages") {
        const kids = this.get(d.get("Kids"));
        if (!Array.isArray(kids)) throw new Unsupported("page tree");
        for (const kid of kids) walk(kid, merged, depth + 1);
      } else {
        for (const [k, v] of d) if (!merged.has(k)) merged.set(k, v);
        out.push(merged);
      }
    };
    walk(catalog?.get("Pages"), new Map(), 0);
    return out;
  }
}

// --- The drawing operators of one page ---

/** The content-stream operators this reader follows, by their bytes as a number. */
const OPS = new Map<number, string>(
  [
    ..."q Q cm w M j J d ri i gs m l c v y re h S s f F f* B B* b b* n W W* g G rg RG k K cs CS sc scn SC SCN".split(
      " ",
    ),
    ..."BT ET Tc Tw Tz TL Ts Tr Tf Td TD Tm T* Tj ' \" TJ Do BMC BDC EMC MP DP BX EX".split(" "),
  ].map((op) => [[...op].reduce((k, ch) => k * 256 + ch.charCodeAt(0), 0), op]),
);

interface Font {
  /** Bytes per character code: 2 for an Identity-H composite font, 1 for a simple font. */
  bytes: 1 | 2;
  width: (code: number) => number;
  /** The font's box, in glyph units (1/1000 of the size). */
  bbox: [number, number, number, number];
  /**
   * A glyph's outline as the embedded font program draws it, in text space (1 = the size), read
   * from the font file the page embeds; null when there is none to read (the type is measured on
   * the rendered page instead).
   */
  outline?: (code: number) => Segments | null;
}

interface State {
  ctm: Matrix;
  clip: Box;
  /** Whether `clip` is the clip itself: the page or rectangles level with it, not a shape's bounds. */
  clipExact: boolean;
  fillTone: Tone;
  strokeTone: Tone;
  dashed: boolean;
  cap: number;
  /** No constant alpha under 1, soft mask or blend mode in force. */
  opaque: boolean;
  lineWidth: number;
  miterLimit: number;
  join: number;
  fillWhite: boolean;
  strokeWhite: boolean;
  fillSpace: string;
  strokeSpace: string;
  font: Font | null;
  size: number;
  charSpace: number;
  wordSpace: number;
  scale: number;
  leading: number;
  rise: number;
  render: number;
}

/**
 * How the last `n` operands (the colour's components) in `space` print on the measured page:
 * ink when darker than half grey (server/books/printed-lines.ts reads a page so).
 */
function tone(space: string, v: Float64Array, n: number): Tone {
  const at = (i: number) => v[i] as number;
  let grey: number;
  if (space === "DeviceGray" && n === 1) grey = at(0);
  else if (space === "DeviceRGB" && n === 3) grey = 0.299 * at(0) + 0.587 * at(1) + 0.114 * at(2);
  else if (space === "DeviceCMYK" && n === 4) {
    const k = 1 - at(3);
    grey = 0.299 * (1 - at(0)) * k + 0.587 * (1 - at(1)) * k + 0.114 * (1 - at(2)) * k;
  } else return "unknown";
  return grey < 0.5 ? "ink" : "paper";
}

/** Whether the last `n` operands (the colour's components) are white in `space`. */
function white(space: string, v: Float64Array, n: number): boolean {
  const count = space === "DeviceGray" ? 1 : space === "DeviceRGB" ? 3 : space === "DeviceCMYK" ? 4 : 0;
  if (!count || n !== count) return false;
  for (let i = 0; i < count; i++) {
    const c = v[i] as number;
    if (space === "DeviceCMYK" ? c > 0.001 : c < 0.999) return false;
  }
  return true;
}

function readFont(file: PdfFile, ref: Value | undefined): Font {
  const d = file.dict(ref);
  if (!d) throw new Unsupported("font missing");
  const subtype = (file.get(d.get("Subtype")) as Name | undefined)?.name;
  const descriptorBox = (fd: Map<string, Value> | undefined) => {
    const box = file.get(fd?.get("FontBBox"));
    if (!Array.isArray(box) || box.length !== 4) throw new Unsupported("font without a box");
    const n = box.map((v) => file.get(v)) as number[];
    // A box that does not hold its own glyphs would be no bound: widen it to at least the em square.
    return [
      Math.min(n[0] as number, n[2] as number, 0),
      Math.min(n[1] as number, n[3] as number, -500),
      Math.max(n[0] as number, n[2] as number, 1000),
      Math.max(n[1] as number, n[3] as number, 1000),
    ] as [number, number, number, number];
  };
  if (subtype === "Type0") {
    const enc = file.get(d.get("Encoding"));
    if (!isName(enc) || enc.name !== "Identity-H") throw new Unsupported("font encoding");
    const desc = file.get(d.get("DescendantFonts"));
    const cid = file.dict(Array.isArray(desc) ? desc[0] : undefined);
    if (!cid) throw new Unsupported("composite font");
    const dw = file.get(cid.get("DW"));
    const widths = new Map<number, number>();
    const w = file.get(cid.get("W"));
    if (Array.isArray(w)) {
      for (let i = 0; i < w.length; ) {
        const first = file.get(w[i]) as number;
        const next = file.get(w[i + 1]);
        if (Array.isArray(next)) {
          for (const [k, v] of next.entries()) widths.set(first + k, file.get(v) as number);
          i += 2;
        } else {
          const last = next as number;
          const v = file.get(w[i + 2]) as number;
          for (let c = first; c <= last; c++) widths.set(c, v);
          i += 3;
        }
      }
    }
    const fallback = typeof dw === "number" ? dw : 1000;
    const fd = file.dict(cid.get("FontDescriptor"));
    const map = file.get(cid.get("CIDToGIDMap"));
    // A code is its glyph's number (Identity): the outline is the program's glyph of that number.
    const identity = map === undefined || (isName(map) && map.name === "Identity");
    const program = identity && fd?.has("FontFile2") ? fd.get("FontFile2") : undefined;
    return {
      bytes: 2,
      width: (c) => widths.get(c) ?? fallback,
      bbox: descriptorBox(fd),
      outline: program === undefined ? undefined : glyphOutlines(file, program),
    };
  }
  if (subtype === "TrueType" || subtype === "Type1") {
    const widths = file.get(d.get("Widths"));
    const first = file.get(d.get("FirstChar"));
    const fd = file.dict(d.get("FontDescriptor"));
    if (!Array.isArray(widths) || typeof first !== "number" || !fd) throw new Unsupported("font without widths");
    const missing = file.get(fd.get("MissingWidth"));
    return {
      bytes: 1,
      width: (c) => {
        const v = file.get(widths[c - first]);
        return typeof v === "number" ? v : typeof missing === "number" ? missing : 0;
      },
      bbox: descriptorBox(fd),
    };
  }
  throw new Unsupported(`font ${subtype ?? "?"}`);
}

/** An embedded program read: its parsed font (null when it cannot be read) and the outlines read from it. */
interface Program {
  font: OpenTypeFont | null;
  glyphs: Map<number, Segments | null>;
}

/**
 * Programs read before, by their bytes: every interior embeds the same whole fonts, and parsing one
 * is about 60 ms (most of the time a file's first text pages take to read). A few are kept.
 */
const programs = new Map<string, Program>();
const PROGRAMS_KEPT = 8;

function readProgram(data: Buffer): Program {
  const key = createHash("sha256").update(data).digest("hex");
  let program = programs.get(key);
  if (!program) {
    let font: OpenTypeFont | null;
    try {
      font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
    } catch {
      font = null;
    }
    program = { font, glyphs: new Map() };
    if (programs.size >= PROGRAMS_KEPT) programs.delete(programs.keys().next().value as string);
    programs.set(key, program);
  }
  return program;
}

/** The outlines of an embedded TrueType program, each glyph read once (null when the program cannot be read). */
function glyphOutlines(file: PdfFile, ref: Value): (gid: number) => Segments | null {
  let program: Program | undefined;
  return (gid) => {
    if (program === undefined) {
      try {
        program = readProgram(file.stream(ref));
      } catch {
        program = { font: null, glyphs: new Map() };
      }
    }
    const { font, glyphs } = program;
    if (!font || gid >= font.numGlyphs) return null;
    let out = glyphs.get(gid);
    if (out !== undefined) return out;
    const em = font.unitsPerEm;
    out = [];
    for (const c of font.glyphs.get(gid).path.commands) {
      const [x, y, x1, y1, x2, y2] = [c.x, c.y, c.x1, c.y1, c.x2, c.y2].map((v) => (v ?? 0) / em) as number[];
      if (c.type === "Z") out.push("Z");
      else if (c.type === "M" || c.type === "L") out.push(c.type, x as number, y as number);
      else if (c.type === "Q") out.push("Q", x1 as number, y1 as number, x as number, y as number);
      else out.push("C", x1 as number, y1 as number, x2 as number, y2 as number, x as number, y as number);
    }
    glyphs.set(gid, out);
    return out;
  };
}

/** A path's point on the page, kept while the path could still be one level rectangle. */
function corner(r: { level: boolean; corners: number[] }, m: Matrix, x: number, y: number): void {
  if (!r.level) return;
  if (r.corners.length >= 10) r.level = false;
  else r.corners.push(m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]);
}

/** Whether a path is one rectangle level with the page (four corners, a fifth closing it). */
function isRectangle(r: { level: boolean; subpaths: number; corners: number[] }): boolean {
  const c = r.corners;
  if (!r.level || r.subpaths !== 1 || (c.length !== 8 && c.length !== 10)) return false;
  if (c.length === 10 && (c[8] !== c[0] || c[9] !== c[1])) return false;
  // Each side level or upright.
  for (let i = 0; i < 4; i++) {
    const [x0, y0, x1, y1] = [c[2 * i], c[2 * i + 1], c[(2 * i + 2) % 8], c[(2 * i + 3) % 8]] as number[];
    if (y0 !== y1 && x0 !== x1) return false;
  }
  const xs = new Set([c[0], c[2], c[4], c[6]]);
  const ys = new Set([c[1], c[3], c[5], c[7]]);
  return xs.size === 2 && ys.size === 2;
}

function pageInk(file: PdfFile, page: Map<string, Value>): PageInk {
  if (page.has("Rotate") && file.get(page.get("Rotate")) !== 0) throw new Unsupported("rotated page");
  // Annotations print through their own appearance streams: poppler reads such a page.
  const annots = file.get(page.get("Annots"));
  if (Array.isArray(annots) ? annots.length : annots !== undefined && annots !== null)
    throw new Unsupported("annotations");
  const media = file.get(page.get("MediaBox"));
  if (!Array.isArray(media) || media.length !== 4) throw new Unsupported("no media box");
  const [mx0, my0, mx1, my1] = media.map((v) => file.get(v)) as number[];
  if (mx0 !== 0 || my0 !== 0) throw new Unsupported("media box not at the origin");
  const pageBox: Box = { x0: 0, y0: 0, x1: mx1 as number, y1: my1 as number };
  const res = file.dict(page.get("Resources")) ?? new Map<string, Value>();
  const fonts = file.dict(res.get("Font"));
  const xobjects = file.dict(res.get("XObject"));
  const states = file.dict(res.get("ExtGState"));

  const contents = file.get(page.get("Contents"));
  const parts = contents === undefined ? [] : Array.isArray(contents) ? contents : [page.get("Contents") as Value];
  const streams = parts.map((p) => file.stream(p));
  const bytes =
    streams.length === 1 ? (streams[0] as Buffer) : Buffer.concat(streams.flatMap((b) => [b, Buffer.from("\n")]));
  const content = bytes.toString("latin1");

  let ink: Box = { ...EMPTY };
  let images = 0;
  let g: State = {
    ctm: IDENTITY,
    clip: pageBox,
    clipExact: true,
    fillTone: "ink",
    strokeTone: "ink",
    dashed: false,
    cap: 0,
    opaque: true,
    lineWidth: 1,
    miterLimit: 10,
    join: 0,
    fillWhite: false,
    strokeWhite: false,
    fillSpace: "DeviceGray",
    strokeSpace: "DeviceGray",
    font: null,
    size: 0,
    charSpace: 0,
    wordSpace: 0,
    scale: 1,
    leading: 0,
    rise: 0,
    render: 0,
  };
  const stack: State[] = [];
  const proof = new LineProof();
  /** Marked content open on the page: whether each is the page's pagination (its page number). */
  const marked: boolean[] = [];
  let path: Box = { ...EMPTY };
  /** Whether the path is one rectangle level with the page: only then is a clip by it exact. */
  let rect = { level: true, subpaths: 0, corners: [] as number[] };
  let clipNext = false;
  /** Whether the path has a corner where two segments meet (a miter can reach far only there). */
  let joins = false;
  let segments = 0;
  /** The path in page space, kept to measure a fill with no outline (fill-measure.ts). */
  let segs: Segments = [];
  let cx = 0;
  let cy = 0;
  const to = (x: number, y: number) => {
    const m = g.ctm;
    cx = m[0] * x + m[2] * y + m[4];
    cy = m[1] * x + m[3] * y + m[5];
    segs.push(cx, cy);
  };
  const segment = () => {
    if (++segments >= 2) joins = true;
  };
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;

  const paint = (box: Box) => {
    const b = intersect(box, g.clip);
    if (!isEmpty(b)) ink = union(ink, b);
  };
  /** How far a stroke reaches past its path: half its width, times the longest a miter or square cap can be. */
  const reach = (m: Matrix, joins = true) => {
    const factor = Math.max(Math.SQRT2, joins && g.join === 0 ? g.miterLimit : 1);
    // A zero width is the thinnest line the device draws: a pixel, well under a point.
    return Math.max(g.lineWidth * stretch(m) * 0.5 * factor, 1);
  };
  const endPath = (fill: boolean, stroke: boolean, evenOdd = false) => {
    const drawn = segs;
    segs = [];
    if (!isEmpty(path)) {
      if (fill && !g.fillWhite) paint(grow(path, SNAP_PT));
      if (stroke && !g.strokeWhite) paint(grow(path, reach(g.ctm, joins)));
      if (fill || stroke)
        proof.path({
          fill: fill ? g.fillTone : null,
          stroke: stroke ? g.strokeTone : null,
          widthPt: g.lineWidth * narrowest(g.ctm),
          dashed: g.dashed,
          roundCaps: g.cap === 1,
          opaque: g.opaque,
          box: stroke ? grow(path, reach(g.ctm, joins)) : grow(path, SNAP_PT),
          clip: g.clip,
          clipExact: g.clipExact,
          measure: fill ? () => fillHoldsLines(drawn, evenOdd) : undefined,
        });
      if (clipNext) {
        g.clip = intersect(g.clip, path);
        g.clipExact &&= isRectangle(rect);
      }
    } else if (clipNext) g.clip = { ...EMPTY };
    path = { ...EMPTY };
    rect = { level: true, subpaths: 0, corners: [] };
    clipNext = false;
    joins = false;
    segments = 0;
  };
  /** One glyph filled from its outline (in text space) under the text rendering matrix `trm`. */
  const glyph = (outline: Segments | null, trm: Matrix, box: Box) => {
    if (!outline) return proof.text(false);
    if (!outline.length) return;
    const page: Segments = [];
    let x = true;
    let u = 0;
    for (const v of outline) {
      if (typeof v !== "number") page.push(v);
      else if (x) {
        u = v;
        x = false;
      } else {
        page.push(trm[0] * u + trm[2] * v + trm[4], trm[1] * u + trm[3] * v + trm[5]);
        x = true;
      }
    }
    proof.path({
      fill: g.fillTone,
      stroke: null,
      widthPt: 0,
      dashed: false,
      roundCaps: false,
      opaque: g.opaque,
      box,
      clip: g.clip,
      clipExact: g.clipExact,
      measure: () => fillHoldsLines(page, false),
    });
  };
  const show = (str: string) => {
    const f = g.font;
    if (!f) throw new Unsupported("text without a font");
    const fills = [0, 2, 4, 6].includes(g.render) && !g.fillWhite;
    const strokes = [1, 2, 5, 6].includes(g.render) && !g.strokeWhite;
    const pagination = marked.includes(true);
    // Type filled from an embedded program is its glyphs' outlines, each a filled shape: measured
    // alone as any fill with no outline (fill-measure.ts). Stroked type is left to the measure.
    const outlined = fills && !strokes && !pagination && f.outline ? f.outline : null;
    if ((fills || strokes) && !outlined) proof.text(pagination);
    const th = g.scale;
    for (let i = 0; i + f.bytes <= str.length; i += f.bytes) {
      const code = f.bytes === 2 ? (str.charCodeAt(i) << 8) | str.charCodeAt(i + 1) : str.charCodeAt(i);
      const trm = multiply(multiply([g.size * th, 0, 0, g.size, 0, g.rise], tm), g.ctm);
      if (fills || strokes) {
        const [bx0, by0, bx1, by1] = f.bbox;
        let box = grow(rectUnder(trm, bx0 / 1000, by0 / 1000, bx1 / 1000, by1 / 1000), SNAP_PT);
        if (strokes) box = grow(box, reach(multiply(tm, g.ctm)));
        paint(box);
        if (outlined) glyph(outlined(code), trm, box);
      }
      const space = f.bytes === 1 && code === 32 ? g.wordSpace : 0;
      const tx = ((f.width(code) / 1000) * g.size + g.charSpace + space) * th;
      tm = multiply([1, 0, 0, 1, tx, 0], tm);
    }
  };

  const lx = new Lexer(content);
  // Operands: numbers on a stack of their own (no boxed numbers), anything else in `args`.
  const stackN = new Float64Array(64);
  let n = 0;
  const args: Value[] = [];
  const num = (k: number) => {
    if (k > n) throw new Unsupported("operand missing");
    return stackN[n - k] as number;
  };
  const end = content.length;
  for (;;) {
    // Numbers, the bulk of a drawing, are read here; strings, names and arrays by parseValue.
    let pos = lx.pos;
    let c = bytes[pos] as number;
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00) c = bytes[++pos] as number;
    lx.pos = pos;
    if (pos >= end) break;
    if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) {
      if (n === stackN.length) throw new Unsupported("too many operands");
      stackN[n++] = readNumber(bytes, lx);
      continue;
    }
    if (c === 0x2f || c === 0x28 || c === 0x3c || c === 0x5b || c === 0x25) {
      if (c === 0x25) lx.skip();
      else args.push(parseValue(lx, false));
      continue;
    }
    // Every operator is one to three characters: looked up by its bytes, no string made.
    let key = 0;
    let len = 0;
    while (pos < end && !ENDS[c]) {
      key = key * 256 + c;
      len++;
      c = bytes[++pos] as number;
    }
    lx.pos = pos;
    const op = len <= 3 ? OPS.get(key) : undefined;
    if (op === undefined) throw new Unsupported(`operator ${content.slice(pos - len, pos) || content[pos]}`);
    switch (op) {
      case "q":
        stack.push({ ...g });
        break;
      case "Q":
        g = stack.pop() ?? g;
        break;
      case "cm":
        g.ctm = multiply([num(6), num(5), num(4), num(3), num(2), num(1)], g.ctm);
        break;
      case "w":
        g.lineWidth = num(1);
        break;
      case "M":
        g.miterLimit = num(1);
        break;
      case "j":
        g.join = num(1);
        break;
      case "J":
        g.cap = num(1);
        break;
      case "d": {
        const dashes = args[args.length - 1];
        g.dashed = Array.isArray(dashes) && dashes.some((d) => file.get(d) !== 0);
        break;
      }
      case "ri":
      case "i":
        break;
      case "gs": {
        const name = args[args.length - 1];
        const d = isName(name) ? file.dict(states?.get(name.name)) : undefined;
        if (!d) throw new Unsupported("graphics state missing");
        for (const key of d.keys())
          if (
            ![
              "Type",
              "CA",
              "ca",
              "SA",
              "OP",
              "op",
              "OPM",
              "LW",
              "ML",
              "LJ",
              "LC",
              "D",
              "RI",
              "FL",
              "SM",
              "AIS",
              "TK",
              "BM",
              "SMask",
            ].includes(key)
          )
            throw new Unsupported(`graphics state ${key}`);
        const lw = file.get(d.get("LW"));
        if (typeof lw === "number") g.lineWidth = lw;
        const ml = file.get(d.get("ML"));
        if (typeof ml === "number") g.miterLimit = ml;
        const lj = file.get(d.get("LJ"));
        if (typeof lj === "number") g.join = lj;
        const lc = file.get(d.get("LC"));
        if (typeof lc === "number") g.cap = lc;
        if (d.has("D")) g.dashed = true;
        for (const alpha of ["CA", "ca"]) {
          const a = file.get(d.get(alpha));
          if (typeof a === "number") g.opaque &&= a >= 1;
        }
        const mask = file.get(d.get("SMask"));
        if (mask !== undefined && !(isName(mask) && mask.name === "None")) g.opaque = false;
        const blend = file.get(d.get("BM"));
        if (blend !== undefined && !(isName(blend) && (blend.name === "Normal" || blend.name === "Compatible")))
          g.opaque = false;
        break;
      }
      case "m":
        segments = 0;
        segs.push("M");
        to(num(2), num(1));
        addPoint(path, g.ctm, num(2), num(1));
        rect.subpaths++;
        corner(rect, g.ctm, num(2), num(1));
        break;
      case "l":
        segment();
        segs.push("L");
        to(num(2), num(1));
        addPoint(path, g.ctm, num(2), num(1));
        corner(rect, g.ctm, num(2), num(1));
        break;
      case "c":
        rect.level = false;
        segment();
        segs.push("C");
        to(num(6), num(5));
        to(num(4), num(3));
        to(num(2), num(1));
        addPoint(path, g.ctm, num(6), num(5));
        addPoint(path, g.ctm, num(4), num(3));
        addPoint(path, g.ctm, num(2), num(1));
        break;
      case "v":
      case "y": {
        rect.level = false;
        segment();
        // v: the current point is the first control point; y: the end point is the second.
        segs.push("C");
        if (op === "v") segs.push(cx, cy);
        to(num(4), num(3));
        to(num(2), num(1));
        if (op === "y") segs.push(cx, cy);
        addPoint(path, g.ctm, num(4), num(3));
        addPoint(path, g.ctm, num(2), num(1));
        break;
      }
      case "re": {
        const [x, y, w, h] = [num(4), num(3), num(2), num(1)];
        segs.push("M");
        to(x, y);
        segs.push("L");
        to(x + w, y);
        segs.push("L");
        to(x + w, y + h);
        segs.push("L");
        to(x, y + h);
        segs.push("Z");
        path = union(path, rectUnder(g.ctm, x, y, x + w, y + h));
        rect.subpaths++;
        if (keepsAxes(g.ctm))
          for (const [px, py] of [
            [x, y],
            [x + w, y],
            [x + w, y + h],
            [x, y + h],
          ] as const)
            corner(rect, g.ctm, px, py);
        else rect.level = false;
        joins = true;
        segments = 0;
        break;
      }
      case "h":
        if (segments) joins = true;
        segs.push("Z");
        break;
      case "S":
        endPath(false, true);
        break;
      case "s":
        if (segments) joins = true;
        segs.push("Z");
        endPath(false, true);
        break;
      case "f":
      case "F":
      case "f*":
        endPath(true, false, op === "f*");
        break;
      case "b":
      case "b*":
        if (segments) joins = true;
        segs.push("Z");
        endPath(true, true, op === "b*");
        break;
      case "B":
      case "B*":
        endPath(true, true, op === "B*");
        break;
      case "n":
        endPath(false, false);
        break;
      case "W":
      case "W*":
        clipNext = true;
        break;
      case "g":
        g.fillSpace = "DeviceGray";
        g.fillWhite = white("DeviceGray", stackN, n);
        g.fillTone = tone("DeviceGray", stackN, n);
        break;
      case "G":
        g.strokeSpace = "DeviceGray";
        g.strokeWhite = white("DeviceGray", stackN, n);
        g.strokeTone = tone("DeviceGray", stackN, n);
        break;
      case "rg":
        g.fillSpace = "DeviceRGB";
        g.fillWhite = white("DeviceRGB", stackN, n);
        g.fillTone = tone("DeviceRGB", stackN, n);
        break;
      case "RG":
        g.strokeSpace = "DeviceRGB";
        g.strokeWhite = white("DeviceRGB", stackN, n);
        g.strokeTone = tone("DeviceRGB", stackN, n);
        break;
      case "k":
        g.fillSpace = "DeviceCMYK";
        g.fillWhite = white("DeviceCMYK", stackN, n);
        g.fillTone = tone("DeviceCMYK", stackN, n);
        break;
      case "K":
        g.strokeSpace = "DeviceCMYK";
        g.strokeWhite = white("DeviceCMYK", stackN, n);
        g.strokeTone = tone("DeviceCMYK", stackN, n);
        break;
      case "cs":
      case "CS": {
        // A named colour space (a pattern, a separation…) is read as ink whatever its values.
        const name = args[args.length - 1];
        const space = isName(name) ? name.name : "";
        if (op === "cs") {
          g.fillSpace = space;
          g.fillWhite = false;
          g.fillTone = "unknown";
        } else {
          g.strokeSpace = space;
          g.strokeWhite = false;
          g.strokeTone = "unknown";
        }
        break;
      }
      case "sc":
      case "scn":
        g.fillWhite = args.some(isName) ? false : white(g.fillSpace, stackN, n);
        g.fillTone = args.some(isName) ? "unknown" : tone(g.fillSpace, stackN, n);
        break;
      case "SC":
      case "SCN":
        g.strokeWhite = args.some(isName) ? false : white(g.strokeSpace, stackN, n);
        g.strokeTone = args.some(isName) ? "unknown" : tone(g.strokeSpace, stackN, n);
        break;
      case "BT":
        tm = tlm = IDENTITY;
        break;
      case "ET":
        break;
      case "Tc":
        g.charSpace = num(1);
        break;
      case "Tw":
        g.wordSpace = num(1);
        break;
      case "Tz":
        g.scale = num(1) / 100;
        break;
      case "TL":
        g.leading = num(1);
        break;
      case "Ts":
        g.rise = num(1);
        break;
      case "Tr":
        g.render = num(1);
        break;
      case "Tf": {
        const name = args[args.length - 1];
        if (!isName(name)) throw new Unsupported("font name");
        g.font = file.font(fonts?.get(name.name));
        g.size = num(1);
        break;
      }
      case "Td":
        tm = tlm = multiply([1, 0, 0, 1, num(2), num(1)], tlm);
        break;
      case "TD":
        g.leading = -num(1);
        tm = tlm = multiply([1, 0, 0, 1, num(2), num(1)], tlm);
        break;
      case "Tm":
        tm = tlm = [num(6), num(5), num(4), num(3), num(2), num(1)];
        break;
      case "T*":
        tm = tlm = multiply([1, 0, 0, 1, 0, -g.leading], tlm);
        break;
      case "Tj":
      case "'":
      case '"': {
        if (op === '"') {
          g.wordSpace = num(3);
          g.charSpace = num(2);
        }
        if (op !== "Tj") tm = tlm = multiply([1, 0, 0, 1, 0, -g.leading], tlm);
        const str = args[args.length - 1];
        if (typeof str !== "string") throw new Unsupported("text operand");
        show(str);
        break;
      }
      case "TJ": {
        const arr = args[args.length - 1];
        if (!Array.isArray(arr)) throw new Unsupported("text operand");
        for (const item of arr) {
          if (typeof item === "string") show(item);
          else if (typeof item === "number") tm = multiply([1, 0, 0, 1, (-item / 1000) * g.size * g.scale, 0], tm);
        }
        break;
      }
      case "Do": {
        const name = args[args.length - 1];
        const x = isName(name) ? file.dict(xobjects?.get(name.name)) : undefined;
        const sub = file.get(x?.get("Subtype"));
        if (!isName(sub) || sub.name !== "Image") throw new Unsupported("form or unknown XObject");
        // An image fills the unit square under the current matrix; its white is counted as ink.
        paint(grow(rectUnder(g.ctm, 0, 0, 1, 1), SNAP_PT));
        proof.image();
        images++;
        break;
      }
      case "BMC":
        marked.push(false);
        break;
      case "BDC": {
        const [tag, props] = [args[0], args[1]];
        const type = isDict(props) ? file.get(props.dict.get("Type")) : undefined;
        marked.push(isName(tag) && tag.name === "Artifact" && isName(type) && type.name === "Pagination");
        break;
      }
      case "EMC":
        marked.pop();
        break;
      case "MP":
      case "DP":
      case "BX":
      case "EX":
        break;
      default:
        // sh, BI (inline images), d0/d1 and anything else: poppler reads this page.
        throw new Unsupported(`operator ${op}`);
    }
    if (args.length) args.length = 0;
    n = 0;
  }
  const box = intersect(ink, pageBox);
  return {
    known: true,
    box: isEmpty(box) ? null : box,
    images,
    width: pageBox.x1,
    height: pageBox.y1,
    lines: proof.result(),
  };
}
