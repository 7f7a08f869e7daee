import { inflateSync } from "node:zlib";
import type { PreflightCheck } from "../api-types.js";

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
export function rgbColourOperators(pdf: Buffer): number {
  let n = 0;
  for (const stream of contentStreams(pdf)) {
    n += stream.match(/(?:^|\s)(?:[-\d.]+\s+){3}(?:rg|RG)(?=\s|$)/g)?.length ?? 0;
    n += stream.match(/\/DeviceRGB\s+(?:cs|CS)/g)?.length ?? 0;
  }
  return n;
}

/** A black-and-white interior writes black (and every grey) as DeviceGray: `0 g`, never `0 0 0 rg`. */
export function deviceGrayCheck(pdf: Buffer): PreflightCheck {
  const found = rgbColourOperators(pdf);
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
