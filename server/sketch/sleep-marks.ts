import { Resvg } from "@resvg/resvg-js";
import { isElement, parseSvg, type SvgElement, type SvgNode, serialiseSvg } from "../svg/tree.js";
import type { Pen } from "./draw.js";
import { placedIn } from "./extras.js";
import { clear, type PageBox } from "./ink-bounds.js";
import { r2 } from "./random.js";

/**
 * The sign of sleep a children's page draws by a sleeper's head: three letters Z rising from it,
 * each larger than the last, outlined to be coloured. Set beside the head of each drawing placed
 * with its eyes shut (`data-eyes="shut"`: person-looks.ts `inMood`), on the side the page leaves
 * clear of every other drawing and inside the frame; none where neither side is clear. The shut
 * eyes alone had read as a blink: a dog with its tongue out by a fireplace looked awake.
 */
export function withSleepMarks(svg: string, pen: Pen): string {
  // Most pages have no sleeper: they are not read again.
  if (!svg.includes('data-eyes="shut"')) return svg;
  const page = parseSvg(svg);
  const root = page.find(isElement);
  const sleepers = onPage(page).filter((p) => p.shut);
  if (!root || sleepers.length === 0) return svg;
  const [, , width = 1024, height = 1024] = (root.attrs.viewBox ?? "").split(" ").map(Number);
  const inside: PageBox = { x: 60, y: 60, w: width - 120, h: height - 120 };
  const blank = blankAt(svg, width);
  const drawn: PageBox[] = [];
  const marks: SvgElement[] = [];
  for (const sleeper of sleepers) {
    const group = [1, -1, 0]
      .flatMap((side) =>
        [1, 0.7].flatMap((scale) => [0, -0.5, 0.5, -1].map((lift) => zzz(sleeper.box, side, lift, scale))),
      )
      .find((zs) => zs.every((z) => within(z, inside) && blank(z) && clear(z, drawn, 6)));
    if (!group) continue;
    drawn.push(...group);
    marks.push(...group.map((z) => letterZ(z, pen.fine)));
  }
  if (!marks.length) return svg;
  // Under the page's frame, over everything else.
  const frame = root.children.findIndex((n) => isElement(n) && n.attrs["data-frame"] === "1");
  root.children.splice(frame < 0 ? root.children.length : frame, 0, ...marks);
  return serialiseSvg(page);
}

/** Raster width the page is read at for where it has no ink. */
const READ_WIDTH = 512;

/**
 * Whether a box of the page (page units) is blank as it prints: no line of any drawing or of the
 * scenery (a tree, a shelf) crosses it, read on the page drawn small.
 */
function blankAt(svg: string, width: number): (b: PageBox) => boolean {
  const img = new Resvg(svg, {
    fitTo: { mode: "width", value: READ_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
  const k = img.width / width;
  const px = img.pixels;
  return (b) => {
    const [x0, y0] = [Math.floor(b.x * k), Math.floor(b.y * k)];
    const [x1, y1] = [Math.ceil((b.x + b.w) * k), Math.ceil((b.y + b.h) * k)];
    for (let y = Math.max(0, y0); y < Math.min(img.height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(img.width, x1); x++)
        if ((px[(y * img.width + x) * 4] as number) < 200) return false;
    return true;
  };
}

/**
 * The drawings placed on a page, each's box in page units and whether its eyes are shut: a
 * drawing inside a group moved by anything but a plain shift (a portrait page's square drawing is
 * shifted down into it) is left out, its box on the page unknown here.
 */
function onPage(page: SvgNode[]): Array<{ box: PageBox; shut: boolean }> {
  const placed = new Map(placedIn(page).map((p) => [p.element, p]));
  const out: Array<{ box: PageBox; shut: boolean }> = [];
  const visit = (nodes: readonly SvgNode[], dx: number, dy: number) => {
    for (const el of nodes) {
      if (!isElement(el)) continue;
      const p = placed.get(el);
      if (p) {
        const drawing = el.children[0];
        const shut = !!drawing && isElement(drawing) && drawing.attrs["data-eyes"] === "shut";
        out.push({ box: { x: p.box.x0 + dx, y: p.box.y0 + dy, w: p.box.x1 - p.box.x0, h: p.box.y1 - p.box.y0 }, shut });
        continue;
      }
      const t = el.attrs.transform;
      const shift = t === undefined ? [0, 0] : /^translate\(([-\d.]+)[ ,]+([-\d.]+)\)$/.exec(t)?.slice(1).map(Number);
      if (shift) visit(el.children, dx + (shift[0] ?? 0), dy + (shift[1] ?? 0));
    }
  };
  visit(page, 0, 0);
  return out;
}

const within = (b: PageBox, area: PageBox) =>
  b.x >= area.x && b.y >= area.y && b.x + b.w <= area.x + area.w && b.y + b.h <= area.y + area.h;

/**
 * The three letters' boxes by a sleeper's head, rising from it, each further out and larger: beside
 * its upper part on one side (1 its right, -1 its left), or over it (0), leaning right; `lift`
 * moves them up (or down) by the largest letter's height; `scale` draws them smaller where the
 * page has no room for them at their size.
 */
function zzz(box: PageBox, side: number, lift: number, scale: number): PageBox[] {
  const s = Math.min(88, Math.max(40, box.w * 0.2)) * scale;
  let x = side > 0 ? box.x + box.w + 8 : side < 0 ? box.x - 8 : box.x + box.w * 0.55;
  let y = (side === 0 ? box.y - 8 : box.y + s) + lift * s;
  const out: PageBox[] = [];
  for (const k of [0.55, 0.75, 1]) {
    const size = s * k;
    out.push({ x: side < 0 ? x - size : x, y: y - size, w: size, h: size });
    x += (side < 0 ? -1 : 1) * size * 0.95;
    y -= size * 0.7;
  }
  return out;
}

/** A capital Z in a box, drawn as an outline to colour in. */
function letterZ(b: PageBox, width: number): SvgElement {
  const t = b.h * 0.24;
  const points = [
    [0, 0],
    [b.w, 0],
    [b.w, t],
    [t * 1.3, b.h - t],
    [b.w, b.h - t],
    [b.w, b.h],
    [0, b.h],
    [0, b.h - t],
    [b.w - t * 1.3, t],
    [0, t],
  ]
    .map(([x, y]) => `${r2(b.x + (x as number))},${r2(b.y + (y as number))}`)
    .join(" ");
  return {
    name: "polygon",
    attrs: {
      "data-sleep-mark": "1",
      points,
      fill: "#fff",
      stroke: "#000",
      "stroke-width": String(r2(width)),
      "stroke-linejoin": "round",
    },
    children: [],
  };
}
