import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { parseFonts } from "../../server/books/poppler.js";

/**
 * Debian's poppler-utils, a real PDF renderer, looking at a PDF from outside: page size,
 * embedded images and their resolution, fonts, and the page as pixels.
 */
function withFile<T>(pdf: Buffer, fn: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "inkling-pdf-"));
  try {
    const path = join(dir, "page.pdf");
    writeFileSync(path, pdf);
    return fn(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfInfo(pdf: Buffer): { pages: number; width: number; height: number } {
  const out = withFile(pdf, (path) => execFileSync("pdfinfo", [path], { encoding: "utf8" }));
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) };
}

/** Each embedded image: pixel size and effective resolution on the page (pdfimages -list). */
export function pdfImages(pdf: Buffer): { width: number; height: number; xppi: number; yppi: number }[] {
  const out = withFile(pdf, (path) => execFileSync("pdfimages", ["-list", path], { encoding: "utf8" }));
  return out
    .split("\n")
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { width: Number(c[3]), height: Number(c[4]), xppi: Number(c[12]), yppi: Number(c[13]) };
    });
}

/** Fonts listed by pdffonts, with whether each is embedded, and as a subset. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean; subset: boolean }[] {
  return parseFonts(withFile(pdf, (path) => execFileSync("pdffonts", [path], { encoding: "utf8" })));
}

/** The first page rendered at `dpi` as greyscale pixels (one byte each). */
export function renderPdf(pdf: Buffer, dpi: number): { width: number; height: number; grey: Uint8Array } {
  return withFile(pdf, (path, dir) => {
    execFileSync("pdftoppm", ["-png", "-gray", "-r", String(dpi), "-singlefile", path, join(dir, "out")]);
    const img = PNG.sync.read(readFileSync(join(dir, "out.png")));
    const grey = new Uint8Array(img.width * img.height);
    for (let i = 0; i < grey.length; i++) grey[i] = img.data[i * 4] as number;
    return { width: img.width, height: img.height, grey };
  });
}

/** The first page rendered in colour at `dpi` (RGBA pixels). */
export function renderPdfRgb(pdf: Buffer, dpi: number): PNG {
  return PNG.sync.read(execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-singlefile", "-"], { input: pdf }));
}

/** The box holding every pixel darker than `below`, or null on a blank page. */
export function inkBox(img: { width: number; height: number; grey: Uint8Array }, below = 128) {
  let left = img.width;
  let right = -1;
  let top = img.height;
  let bottom = -1;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if ((img.grey[y * img.width + x] as number) < below) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, right, top, bottom };
}

/** The text poppler reads inside an inch box of the first page (pdftotext -x -y -W -H). */
export function pdfTextIn(pdf: Buffer, box: { x: number; y: number; width: number; height: number }): string {
  const r = 72;
  return withFile(pdf, (path) =>
    execFileSync(
      "pdftotext",
      [
        "-r",
        String(r),
        "-x",
        String(Math.floor(box.x * r)),
        "-y",
        String(Math.floor(box.y * r)),
        "-W",
        String(Math.ceil(box.width * r)),
        "-H",
        String(Math.ceil(box.height * r)),
        path,
        "-",
      ],
      { encoding: "utf8" },
    ),
  );
}
