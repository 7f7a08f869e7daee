/**
 * Where the page's text is: every path a layout marks `data-text` (lettering, a letter's glyph,
 * captions, titles), as its box in page pixels, grown by half its stroke. Patterns never go into
 * an area inside such a box, nor into one that reaches into it.
 */
import svgpath from "svgpath";

const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** Boxes [x0, y0, x1, y1] in pixels of a page rasterised at `scale` pixels per SVG unit. */
export function textBoxes(svg: string, scale: number): Array<[number, number, number, number]> {
  const out: Array<[number, number, number, number]> = [];
  if (!svg.includes("data-text")) return out;
  const transforms: string[] = [];
  for (let i = svg.indexOf("<"); i >= 0; i = svg.indexOf("<", i + 1)) {
    const end = svg.indexOf(">", i);
    if (end < 0) break;
    const tag = svg.slice(i, end + 1);
    if (tag.startsWith("</g")) transforms.pop();
    else if (tag.startsWith("<g") && !tag.endsWith("/>")) transforms.push(attr(tag, "transform") ?? "");
    else if (tag.startsWith("<path") && tag.includes("data-text")) {
      const d = attr(tag, "d");
      if (!d) continue;
      const own = attr(tag, "transform") ?? "";
      const t = [...transforms, own].filter(Boolean).join(" ");
      let p = svgpath(d);
      if (t) p = p.transform(t);
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      p.abs()
        .unarc()
        .iterate((seg) => {
          for (let k = 1; k + 1 < seg.length; k += 2) {
            const x = seg[k] as number;
            const y = seg[k + 1] as number;
            if (x < x0) x0 = x;
            if (x > x1) x1 = x;
            if (y < y0) y0 = y;
            if (y > y1) y1 = y;
          }
        });
      if (!Number.isFinite(x0)) continue;
      const grow = Number(attr(tag, "stroke-width") ?? 0) / 2 + 2;
      out.push([(x0 - grow) * scale, (y0 - grow) * scale, (x1 + grow) * scale, (y1 + grow) * scale]);
    }
  }
  return out;
}
