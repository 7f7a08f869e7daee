import svgpath from "svgpath";
import {
  isElement,
  isHexColor,
  mapSvg,
  parseSvg,
  type SvgElement,
  type SvgNode,
  serialiseSvg,
  svgElements,
  withAttrs,
} from "../svg/tree.js";
import { bodyOf, type Entry, type Eyes, getIndex, type Motif } from "./drawing-index.js";
import { remembered } from "./remembered.js";
import { oneLineRims } from "./rims.js";

/**
 * The SVG of a drawing as a page embeds it: line art (every coloured shape a white region with a
 * black edge, dark patches outlined) or the colours for covers, and the one-eyed edit of a face.
 */
const svgCache = new Map<string, string>();

/** Emojibase's signs of faiths (86) and of the zodiac (87), each drawn by the set on a square button. */
const buttonSymbols = new Set([86, 87]);

/** The colour of those buttons: each sign is drawn white on it. */
const buttonFill = "#8d65c5";

/** Luminance of a #rgb/#rrggbb colour, 0–1. */
function lum(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join("") : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Inner markup of one drawing on a 72-unit grid (the Fluent art is drawn on 32), cached.
 * "color": the emoji as designed (covers). "black": every shape a white region edged in black
 * (stroke 2 units), near-black details (eyes, mouths) solid black and near-black patches outlined (`darkPatches`), translucent shading dropped;
 * each shape keeps its designed colour as `data-colour` (read by natural colouring, ignored when drawn).
 */
export function motifMarkup(hexcode: string, set: "black" | "color", eyes?: Eyes): string {
  const key = `${set}/${hexcode}${eyes ? `/${eyes}` : ""}`;
  let inner = svgCache.get(key);
  if (inner === undefined) {
    const e = getIndex().byHex.get(hexcode);
    const plain = (e && bodyOf(e.icon)) ?? "";
    const eyed =
      eyes === "one" && e
        ? (oneEyedBody(plain, cyclopsGroup(e)) ?? plain)
        : eyes === "shut"
          ? (shutEyedBody(plain) ?? plain)
          : plain;
    // A sign of a faith or of the zodiac is drawn as itself, not on the set's square button ("the
    // cross with lilies" had been a cross on a tile), in both sets: the knockout is the colour set's.
    const body =
      e && buttonSymbols.has(e.subgroup)
        ? serialiseSvg(mapSvg(parseSvg(eyed), (el) => (el.attrs.fill?.toLowerCase() === buttonFill ? null : el)))
        : set === "black" && e?.group === "animals-nature"
          ? withoutBellyBands(eyed)
          : eyed;
    if (set === "color") inner = `<g transform="scale(2.25)">${body}</g>`;
    else {
      const shapes = serialiseSvg(
        oneLineRims(
          mapSvg(parseSvg(body), (el) => {
            // Shading and highlights drawn translucent would only add slivers to colour.
            const translucent = Object.entries(el.attrs).some(
              ([k, v]) => (k === "opacity" || k.endsWith("-opacity")) && /^0?\.\d+$/.test(v),
            );
            if (translucent && !el.children.length && ["path", "circle", "ellipse", "rect"].includes(el.name))
              return null;
            const { fill, stroke } = el.attrs;
            const plain = withAttrs(el, {
              opacity: undefined,
              "fill-opacity": undefined,
              // The drawing's own colour, kept for natural colouring (server/coloring/natural.ts): nothing draws it.
              "data-colour": isHexColor(fill) ? (fill as string).toLowerCase() : undefined,
              fill: isHexColor(fill)
                ? lum(fill as string) < 0.16
                  ? "#000"
                  : "#fff"
                : fill?.startsWith("url(")
                  ? "#fff"
                  : fill,
              stroke: isHexColor(stroke) ? "#000" : stroke,
            });
            return plain.attrs.fill === "#000" ? darkPatches(plain) : plain;
          }),
        ),
      );
      inner = `<g transform="scale(2.25)" stroke="#000" stroke-width="0.889" stroke-linejoin="round" stroke-linecap="round">${shapes}</g>`;
    }
    svgCache.set(key, inner);
  }
  return inner;
}

interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Whether a dark shape of the art is a patch to colour rather than a detail to print black:
 * wider than a line both ways and more than a small dot (on the 32-unit grid), or a little
 * narrower (2.4 units) and larger (40 square units): a train's track, a building's doorway. A
 * pupil, a nostril, a leg drawn as a stroke stay black; a ladybug's spots, a jack-o'-lantern's face, a
 * ninja's suit, a top hat, a tyre are areas a child colours in (solid black they were a third
 * of some pages' ink, and alike on every page of a batch wherever the subject stood).
 */
const isPatch = (b: Bounds) => {
  const narrow = Math.min(b.x1 - b.x0, b.y1 - b.y0);
  const area = (b.x1 - b.x0) * (b.y1 - b.y0);
  return (narrow > 3.6 && area > 16) || (narrow > 2.4 && area > 40);
};

/**
 * A dark shape of the line art (already filled black): its patches white, edged like every
 * other shape; its details black. A path of several parts is split into them, each decided
 * alone (a hole drawn white over its outline still reads as the hole).
 */
function darkPatches(el: SvgElement): SvgElement {
  const a = el.attrs;
  const num = (k: string) => Number.parseFloat(a[k] ?? "0") || 0;
  // A circle, an ellipse or a rect: its width and height.
  const size =
    el.name === "circle"
      ? [2 * num("r"), 2 * num("r")]
      : el.name === "ellipse"
        ? [2 * num("rx"), 2 * num("ry")]
        : el.name === "rect"
          ? [num("width"), num("height")]
          : undefined;
  if (size) return isPatch({ x0: 0, y0: 0, x1: size[0] ?? 0, y1: size[1] ?? 0 }) ? withAttrs(el, { fill: "#fff" }) : el;
  if (el.name !== "path" || !a.d || a.transform) return el;
  const parts = partsOf(a.d);
  const sized = parts.map((d) => ({ d, patch: isPatch(subpathBounds(d)[0] as Bounds) }));
  if (!sized.some((p) => p.patch)) return el;
  if (sized.length === 1) return withAttrs(el, { fill: "#fff" });
  // Patches first, details over them.
  const ordered = [...sized.filter((p) => p.patch), ...sized.filter((p) => !p.patch)];
  return {
    name: "g",
    attrs: {},
    children: ordered.map((p) => withAttrs(el, { d: p.d, fill: p.patch ? "#fff" : "#000" })),
  };
}

/** The bounding box of each subpath of a path (control points included: close enough here). */
function subpathBounds(d: string): Bounds[] {
  const out: Bounds[] = [];
  let b: Bounds | undefined;
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((seg, _i, x, y) => {
      if (seg[0] === "M") {
        b = {
          x0: Number.POSITIVE_INFINITY,
          y0: Number.POSITIVE_INFINITY,
          x1: Number.NEGATIVE_INFINITY,
          y1: Number.NEGATIVE_INFINITY,
        };
        out.push(b);
      }
      if (!b) return;
      // A line across or down names one coordinate of its end; the other is where it starts.
      const ends: number[] =
        seg[0] === "H" ? [seg[1] as number, y] : seg[0] === "V" ? [x, seg[1] as number] : (seg.slice(1) as number[]);
      for (let i = 0; i + 1 < ends.length; i += 2) {
        const px = ends[i] as number;
        const py = ends[i + 1] as number;
        b.x0 = Math.min(b.x0, px);
        b.x1 = Math.max(b.x1, px);
        b.y0 = Math.min(b.y0, py);
        b.y1 = Math.max(b.y1, py);
      }
    });
  return out;
}

const mid = (b: Bounds) => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2] as const;

/** A path's parts, each from its own move. */
const partsOf = (d: string) => svgpath(d).abs().toString().split(/(?=M)/).filter(Boolean);

/**
 * Whether a part of an animal's drawing is a pale band along its belly (on the 32-unit grid): a
 * light shape at least two and a half times as wide as high, at most 3.5 units high, in the
 * lower half. In colour it is the belly's lighter fur; in line art its two edges and the far legs
 * hanging from it read as a stool under the animal (a dog, a deer, a tiger, a pig).
 */
const isBellyBand = (fill: string | undefined, b: Bounds) => {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  return isHexColor(fill) && lum(fill as string) > 0.75 && w >= 2.5 * h && h <= 3.5 && w >= 5 && b.y0 >= 16;
};

/** An animal's drawing without its belly bands, for the line art: the belly is its outline. */
function withoutBellyBands(body: string): string {
  return serialiseSvg(
    mapSvg(parseSvg(body), (el) => {
      const d = el.attrs.d;
      if (el.name !== "path" || !d || el.attrs.transform) return el;
      const parts = partsOf(d);
      const kept = parts.filter((part) => !isBellyBand(el.attrs.fill, subpathBounds(part)[0] as Bounds));
      if (kept.length === parts.length) return el;
      return kept.length ? withAttrs(el, { d: kept.join("") }) : null;
    }),
  );
}

/** A drawing's plain one-colour shapes: each a path with a hex fill and an outline, nothing else. */
const plainShapes = (tree: readonly SvgNode[]) =>
  [...svgElements(tree)].filter(
    (el) => el.name === "path" && Object.keys(el.attrs).join() === "fill,d" && isHexColor(el.attrs.fill),
  );

/** The drawing with `added` drawn last, inside its outer group when it has one. */
function drawnLast(kept: SvgNode[], added: readonly SvgElement[]): string {
  const last = kept.at(-1);
  if (last && isElement(last) && last.name === "g")
    kept[kept.length - 1] = { ...last, children: [...last.children, ...added] };
  else kept.push(...added);
  return serialiseSvg(kept);
}

/**
 * The drawing with one eye: Fluent faces draw their eyes as one path of two mirrored parts
 * (whites, pupils, highlights, brows each a pair about the middle of the 32-unit grid). A
 * cyclops (monsters, ghosts) loses both and gets one larger eye in the middle, in the same
 * colours; an animal keeps its left eye only. Undefined when no pair of pupils is found.
 */
export function oneEyedBody(body: string, cyclops = true): string | undefined {
  const tree = parseSvg(body);
  const shapes = plainShapes(tree);
  const pairs: Array<{ el: SvgElement; fill: string; a: Bounds; b: Bounds }> = [];
  for (const el of shapes) {
    const bs = subpathBounds(el.attrs.d as string);
    if (bs.length !== 2) continue;
    const [a, b] = (mid(bs[0] as Bounds)[0] < mid(bs[1] as Bounds)[0] ? bs : [bs[1], bs[0]]) as [Bounds, Bounds];
    const [ax, ay] = mid(a);
    const [bx, by] = mid(b);
    const wa = a.x1 - a.x0;
    const wb = b.x1 - b.x0;
    const mirrored =
      Math.abs((ax + bx) / 2 - 16) < 1.5 && Math.abs(ay - by) < 1 && Math.abs(wa - wb) < 0.25 * Math.max(wa, wb) + 0.3;
    if (mirrored && bx - ax > 3 && wa < 11 && ay > 6 && ay < 25)
      pairs.push({ el, fill: el.attrs.fill as string, a, b });
  }
  // Pupils: the darkest small pair.
  const pupils = pairs
    .filter((p) => lum(p.fill) < 0.35 && p.a.x1 - p.a.x0 <= 4.5 && p.a.y1 - p.a.y0 <= 6)
    .sort((p, q) => lum(p.fill) - lum(q.fill))[0];
  if (!pupils) return undefined;
  const [px, py] = mid(pupils.a);
  // Whites: a light pair around the pupils.
  const whites = pairs.find(
    (p) => p !== pupils && lum(p.fill) > 0.6 && p.a.x0 <= px && p.a.x1 >= px && p.a.y0 <= py && p.a.y1 >= py,
  );
  const eye = whites?.a ?? pupils.a;
  // The eye's area, a little higher for the brow: every pair centred in it goes.
  const zone = { x0: eye.x0 - 1, x1: eye.x1 + 1, y0: eye.y0 - 3, y1: eye.y1 + 1 };
  const gone = new Set(
    pairs
      .filter((p) => {
        const [x, y] = mid(p.a);
        return x >= zone.x0 && x <= zone.x1 && y >= zone.y0 && y <= zone.y1;
      })
      .map((p) => p.el),
  );
  if (!cyclops) {
    // An animal that lost an eye: the left eye stays, the right one (and its brow) goes.
    return serialiseSvg(
      mapSvg(tree, (el, source) => {
        if (!gone.has(source)) return el;
        const parts = partsOf(el.attrs.d as string);
        const keep = parts.find((part) => mid(subpathBounds(part)[0] as Bounds)[0] < 16);
        return keep ? withAttrs(el, { d: keep }) : null;
      }),
    );
  }
  const cy = String((eye.y0 + eye.y1) / 2);
  const pr = Math.max(pupils.a.x1 - pupils.a.x0, pupils.a.y1 - pupils.a.y0) * 0.6;
  const shape = (name: string, attrs: Record<string, string>): SvgElement => ({ name, attrs, children: [] });
  let one: SvgElement[];
  if (whites) {
    const r = Math.max(eye.x1 - eye.x0, eye.y1 - eye.y0) * 0.6;
    one = [
      shape("circle", { cx: "16", cy, r: r.toFixed(2), fill: whites.fill }),
      shape("circle", { cx: "16", cy, r: Math.max(pr, r * 0.42).toFixed(2), fill: pupils.fill }),
    ];
  } else {
    const rx = ((pupils.a.x1 - pupils.a.x0) * 0.75).toFixed(2);
    const ry = ((pupils.a.y1 - pupils.a.y0) * 0.75).toFixed(2);
    one = [shape("ellipse", { cx: "16", cy, rx, ry, fill: pupils.fill })];
  }
  return drawnLast(
    mapSvg(tree, (el, source) => (gone.has(source) ? null : el)),
    one,
  );
}

/**
 * The face's mirrored pair of eyes among a drawing's plain shapes: the small dark pair of parts
 * either side of the middle of the 32-unit grid, in any one path, the topmost such pair (a pig's
 * nostrils are below its eyes), each with the light part around it (its white); their pupils'
 * colour. Undefined when no pair is found (a creature seen from the side).
 */
function eyesIn(shapes: SvgElement[]): { eyes: Bounds[]; fill: string } | undefined {
  const bounded = (el: SvgElement) =>
    partsOf(el.attrs.d as string).map((d) => ({ el, b: subpathBounds(d)[0] as Bounds }));
  type Part = ReturnType<typeof bounded>[number];
  const pairsIn = (el: SvgElement, fits: (b: Bounds) => boolean): Array<[Part, Part]> => {
    const parts = bounded(el).filter((p) => fits(p.b));
    const out: Array<[Part, Part]> = [];
    for (const a of parts)
      for (const b of parts) {
        const [ax, ay] = mid(a.b);
        const [bx, by] = mid(b.b);
        const wa = a.b.x1 - a.b.x0;
        const wb = b.b.x1 - b.b.x0;
        if (
          bx - ax > 2.4 &&
          Math.abs((ax + bx) / 2 - 16) < 1.5 &&
          Math.abs(ay - by) < 1 &&
          Math.abs(wa - wb) < 0.3 * Math.max(wa, wb) + 0.3
        )
          out.push([a, b]);
      }
    return out;
  };
  const small = (b: Bounds) => b.x1 - b.x0 <= 5.5 && b.y1 - b.y0 <= 6 && mid(b)[1] > 6 && mid(b)[1] < 25;
  const pupils = shapes
    .filter((el) => lum(el.attrs.fill as string) < 0.35)
    .flatMap((el) => pairsIn(el, small))
    .sort((p, q) => mid(p[0].b)[1] - mid(q[0].b)[1])[0];
  if (!pupils) return undefined;
  const fill = pupils[0].el.attrs.fill as string;
  // Each eye's whole: a light part around its pupil (the white), else the pupil.
  const whites = shapes.filter((el) => lum(el.attrs.fill as string) > 0.6).flatMap(bounded);
  const eyes = pupils.map((pupil) => {
    const [px, py] = mid(pupil.b);
    const white = whites.find(({ b }) => b.x0 <= px && b.x1 >= px && b.y0 <= py && b.y1 >= py && b.x1 - b.x0 <= 8);
    return white?.b ?? pupil.b;
  });
  return { eyes, fill };
}

/**
 * How far down its 72-unit square a drawing's eyes begin (the top of its pair of eyes), or
 * undefined when it shows no pair: a hat worn stays above them (a frog's crown had covered its eyes).
 */
export const eyesTopOf = remembered((hexcode: string): number | undefined => {
  const e = getIndex().byHex.get(hexcode);
  const body = e && bodyOf(e.icon);
  const found = body ? eyesIn(plainShapes(parseSvg(body))) : undefined;
  return found ? Math.min(...found.eyes.map((b) => b.y0)) * 2.25 : undefined;
});

/** Where a drawing filling `square` (its centre's y, its size) has its eyes' top on the page; Infinity where it shows none. */
export function eyesTopIn(hexcode: string, square: { y: number; size: number }): number {
  const top = eyesTopOf(hexcode);
  return top === undefined ? Infinity : square.y - square.size / 2 + (top * square.size) / 72;
}

/**
 * The drawing with both eyes shut ("a sleeping cat"): each eye of the face's pair (`eyesIn`) and
 * what is drawn over or around it (its white, its highlight) gives way to a closed lid, a thin
 * crescent curving down, in the pupils' colour. Undefined when no pair of eyes is found (a
 * creature seen from the side).
 */
export function shutEyedBody(body: string): string | undefined {
  const tree = parseSvg(body);
  const shapes = plainShapes(tree);
  const found = eyesIn(shapes);
  if (!found) return undefined;
  const { eyes, fill } = found;
  // Every part centred in an eye (its pupil, white, highlight) goes.
  const inEye = (b: Bounds) =>
    eyes.some((box) => {
      const [x, y] = mid(b);
      return x >= box.x0 - 0.2 && x <= box.x1 + 0.2 && y >= box.y0 - 0.2 && y <= box.y1 + 0.2;
    });
  const lid = (box: Bounds) => {
    const [cx, cy] = mid(box);
    const w = Math.max(box.x1 - box.x0, 2.2) * 1.1;
    const sag = w * 0.38;
    const t = Math.max(0.45, w * 0.16);
    const x0 = cx - w / 2;
    const x1 = cx + w / 2;
    const f = (n: number) => n.toFixed(2);
    return {
      name: "path",
      attrs: {
        fill,
        d: `M${f(x0)} ${f(cy)}Q${f(cx)} ${f(cy + 2 * sag)} ${f(x1)} ${f(cy)}L${f(x1 - t / 2)} ${f(cy - t / 2)}Q${f(cx)} ${f(cy + 2 * sag - 2 * t)} ${f(x0 + t / 2)} ${f(cy - t / 2)}Z`,
      },
      children: [],
    } satisfies SvgElement;
  };
  const kept = mapSvg(tree, (el, source) => {
    if (!shapes.includes(source)) return el;
    const parts = partsOf(source.attrs.d as string);
    const stay = parts.filter((d) => !inEye(subpathBounds(d)[0] as Bounds));
    if (stay.length === parts.length) return el;
    return stay.length ? withAttrs(el, { d: stay.join("") }) : null;
  });
  return drawnLast(kept, eyes.map(lid));
}

/**
 * The subject drawn with its eyes shut: its face drawing (where the eyes show: a cat seen from the
 * side shows one) or itself, if the drawing has a pair of eyes to close; undefined when it has none.
 */
export const shutEyedMotif = (m: Motif): Motif | undefined => withEyes(m, "shut", (body) => shutEyedBody(body));

/**
 * The subject as the first of its face drawing and itself whose eyes `edit` can change, drawn
 * with `eyes`; undefined when neither has eyes to change.
 */
function withEyes(m: Motif, eyes: Eyes, edit: (body: string, e: Entry) => string | undefined): Motif | undefined {
  const idx = getIndex();
  const self = idx.byHex.get(m.hexcode);
  if (!self) return undefined;
  const face = idx.byAnnotation.get(`${self.annotation.toLowerCase()} face`);
  for (const e of [face, self]) {
    const body = e && bodyOf(e.icon);
    if (body && edit(body, e)) return { ...m, hexcode: e.hexcode, annotation: e.annotation, eyes };
  }
  return undefined;
}

/** Monsters, ghosts and aliens (the face emoji) get a cyclops eye; animals lose one of two. */
const cyclopsGroup = (e: Entry) => e.group === "smileys-emotion";

/**
 * The subject drawn with one eye: its face drawing (where the eyes show) or itself, if the
 * drawing has a pair of eyes to replace; undefined when it has none.
 */
export const oneEyedMotif = (m: Motif): Motif | undefined =>
  withEyes(m, "one", (body, e) => oneEyedBody(body, cyclopsGroup(e)));
