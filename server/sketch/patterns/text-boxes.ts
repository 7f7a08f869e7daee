/**
 * Where the page's text is: every path a layout marks `data-text` (lettering, a letter's glyph,
 * captions, titles), as its box in page pixels, grown by half its stroke. Patterns never go into
 * an area inside such a box, nor into one that reaches into it.
 */
import svgpath from "svgpath";
import { isElement, parseSvg, type SvgNode } from "../../svg/tree.js";

type Box = [number, number, number, number];

/** Boxes [x0, y0, x1, y1] in pixels of a page rasterised at `scale` pixels per SVG unit. */
export function textBoxes(svg: string, scale: number): Box[] {
  const out: Box[] = [];
  if (!svg.includes("data-text")) return out;
  // Layered lettering draws one outline three times: its bounds are found once.
  const bounds = new Map<string, Box | undefined>();
  // Each path's transform is its groups' transforms, outermost first, then its own.
  const walk = (nodes: readonly SvgNode[], transforms: string[]) => {
    for (const n of nodes) {
      if (!isElement(n)) continue;
      if (n.name === "g") walk(n.children, [...transforms, n.attrs.transform ?? ""]);
      else if (n.name === "path" && "data-text" in n.attrs) {
        const box = pathBox(n.attrs, transforms, scale, bounds);
        if (box) out.push(box);
      } else walk(n.children, transforms);
    }
  };
  walk(parseSvg(svg), []);
  return out;
}

function pathBox(
  attrs: Record<string, string>,
  transforms: string[],
  scale: number,
  bounds: Map<string, Box | undefined>,
): Box | undefined {
  const d = attrs.d;
  if (!d) return undefined;
  const t = [...transforms, attrs.transform ?? ""].filter(Boolean).join(" ");
  const key = `${t}|${d}`;
  if (!bounds.has(key)) bounds.set(key, outlineBounds(d, t));
  const b = bounds.get(key);
  if (!b) return undefined;
  const [x0, y0, x1, y1] = b;
  const grow = Number(attrs["stroke-width"] ?? 0) / 2 + 2;
  return [(x0 - grow) * scale, (y0 - grow) * scale, (x1 + grow) * scale, (y1 + grow) * scale];
}

/** A path's bounds in page units (its points, control points included), after `t`. */
function outlineBounds(d: string, t: string): Box | undefined {
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
  if (!Number.isFinite(x0)) return undefined;
  return [x0, y0, x1, y1];
}
