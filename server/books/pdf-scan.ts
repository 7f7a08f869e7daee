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
