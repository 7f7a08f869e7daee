import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { safeArea } from "../../../engine/books/kdp.js";
import { renderCover, renderInterior, renderPrintables } from "../../../server/books/render.js";
import type { BookSpec, PageSource } from "../../../server/books/spec.js";
import { printPdf } from "../../../server/print/pdf.js";
import { renderPdf } from "../../helpers/pdf.js";

// Issue 47 item 13: KDP's guidelines list metadata among what a print file should not carry;
// every file Inkling delivers says its title and nothing else. And the "This book belongs to"
// frame keeps a real distance inside the margin.
const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const page: PageSource = { kind: "line-art", png: new Uint8Array(scene), svg: null, minStrokePt: 1 };

function spec(design: boolean): BookSpec {
  return {
    title: "Ocean Friends",
    subtitle: "",
    author: "Ana Lee",
    trim: "6x9",
    paper: "white",
    bleed: false,
    blankBacks: false,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: true },
    backText: "Sea friends to color.",
    copyrightText: "",
    pages: Array.from({ length: 24 }, () => page),
    cover: null,
    design: design
      ? {
          template: "hero",
          pages: [],
          palette: "ocean",
          seed: 1,
          fonts: { title: "fredoka", body: "nunito" },
          badge: "",
        }
      : null,
    coverPages: [],
  };
}

/** The Info dictionary's entries pdfinfo reads, by name. */
function info(pdf: Buffer | Uint8Array): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "inkling-info-"));
  try {
    writeFileSync(join(dir, "f.pdf"), pdf);
    const out = execFileSync("pdfinfo", [join(dir, "f.pdf")], { encoding: "utf8" });
    const raw = Buffer.from(pdf).toString("latin1");
    const entries: Record<string, string> = {};
    for (const line of out.split("\n")) {
      const m = /^(Title|Author|Creator|Producer|CreationDate|ModDate|Subject|Keywords):\s*(.*)$/.exec(line);
      if (m) entries[m[1] as string] = m[2] as string;
    }
    // And nothing of the kind in the file's bytes (an XMP packet included).
    for (const key of ["/Producer", "/Creator", "/CreationDate", "/Author", "x:xmpmeta"])
      if (raw.includes(key)) entries[key] = "in the file";
    return entries;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("PDF metadata", () => {
  it("interior, plain and designed covers, printables and print PDFs carry their title only", async () => {
    expect(info(await renderInterior(spec(false)))).toEqual({ Title: "Ocean Friends" });
    expect(info(await renderCover(spec(false)))).toEqual({ Title: "Ocean Friends (cover)" });
    expect(info(await renderCover(spec(true)))).toEqual({ Title: "Ocean Friends (cover)" });
    const print = await printPdf({ kind: "line-art", png: scene, svg: null }, "letter", "Sea turtle");
    expect(info(print)).toEqual({ Title: "Sea turtle" });
    const small = { ...spec(false), pages: [page] };
    const files = unzipSync(new Uint8Array(await renderPrintables(small)));
    const pdfs = Object.entries(files).filter(([name]) => name.endsWith(".pdf"));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const [, file] of pdfs) expect(info(file)).toEqual({});
  }, 120_000);
});

describe('the "This book belongs to" page', () => {
  it("keeps its frame at least 0.05 in inside the margin on every side", async () => {
    const s = spec(false);
    const pdf = await renderInterior(s);
    const dir = mkdtempSync(join(tmpdir(), "inkling-belongs-"));
    try {
      writeFileSync(join(dir, "i.pdf"), pdf);
      // The belongs-to page is the book's first.
      execFileSync("pdfseparate", ["-f", "1", "-l", "1", join(dir, "i.pdf"), join(dir, "p%d.pdf")]);
      const dpi = 600;
      const img = renderPdf(readFileSync(join(dir, "p1.pdf")), dpi);
      const safe = safeArea(s.trim, s.bleed, 24, 1);
      let left = img.width;
      let right = -1;
      let top = img.height;
      let bottom = -1;
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++)
          if ((img.grey[y * img.width + x] as number) < 200) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      expect(right).toBeGreaterThan(0);
      const spare = Math.min(
        left / dpi - safe.x,
        top / dpi - safe.y,
        safe.x + safe.width - (right + 1) / dpi,
        safe.y + safe.height - (bottom + 1) / dpi,
      );
      expect(spare).toBeGreaterThanOrEqual(0.05);
      expect(spare).toBeLessThan(0.1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
