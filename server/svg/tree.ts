import { XMLParser } from "fast-xml-parser";

/** One SVG element as data: its tag, attributes in document order and children. */
export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}

/** An element or a run of text (text keeps its characters as written, entities decoded). */
export type SvgNode = SvgElement | string;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  allowBooleanAttributes: true,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  textNodeName: "#text",
});

type Parsed = Record<string, unknown> & { ":@"?: Record<string, unknown> };

function toNode(raw: Parsed): SvgNode | null {
  for (const key of Object.keys(raw)) {
    if (key === ":@") continue;
    if (key === "#text") return String(raw[key]);
    if (key.startsWith("?")) return null;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw[":@"] ?? {})) attrs[k] = String(v);
    return { name: key, attrs, children: toNodes(raw[key] as Parsed[]) };
  }
  return null;
}

const toNodes = (list: Parsed[]): SvgNode[] => list.map(toNode).filter((n): n is SvgNode => n !== null);

/** SVG markup (a whole document or a fragment of sibling elements) as nodes. */
export function parseSvg(markup: string): SvgNode[] {
  return toNodes(parser.parse(markup) as Parsed[]);
}

const escapeText = (v: string) => v.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
const escapeAttr = (v: string) => escapeText(v).replaceAll('"', "&quot;");

/** Nodes back to markup; an element without children closes itself. */
export function serialiseSvg(nodes: readonly SvgNode[]): string {
  let out = "";
  for (const n of nodes) {
    if (typeof n === "string") {
      out += escapeText(n);
      continue;
    }
    out += `<${n.name}`;
    for (const [k, v] of Object.entries(n.attrs)) out += ` ${k}="${escapeAttr(v)}"`;
    out += n.children.length ? `>${serialiseSvg(n.children)}</${n.name}>` : "/>";
  }
  return out;
}

/**
 * A copy of the tree with every element passed through `edit` (children first): it gets the
 * element with its children already edited and the element as it was in `nodes`, and returns
 * the element to keep (a copy, changed or not) or null to leave it out. `nodes` is not changed.
 */
export function mapSvg(
  nodes: readonly SvgNode[],
  edit: (el: SvgElement, source: SvgElement) => SvgElement | null,
): SvgNode[] {
  const out: SvgNode[] = [];
  for (const n of nodes) {
    if (typeof n === "string") {
      out.push(n);
      continue;
    }
    const kept = edit({ ...n, children: mapSvg(n.children, edit) }, n);
    if (kept) out.push(kept);
  }
  return out;
}

/** Every element of the tree, depth first in document order. */
export function* svgElements(nodes: readonly SvgNode[]): Generator<SvgElement> {
  for (const n of nodes) {
    if (typeof n === "string") continue;
    yield n;
    yield* svgElements(n.children);
  }
}

/** The element with some attributes set (a string) or removed (undefined), in place order. */
export function withAttrs(el: SvgElement, changes: Record<string, string | undefined>): SvgElement {
  const attrs = { ...el.attrs };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete attrs[k];
    else attrs[k] = v;
  }
  return { ...el, attrs };
}

export const isElement = (n: SvgNode): n is SvgElement => typeof n !== "string";

/** A #rgb or #rrggbb colour (the drawings' fills and strokes; not url() paints or names). */
export const isHexColor = (v: string | undefined): boolean => v !== undefined && /^#[0-9a-fA-F]{3,6}$/.test(v);

/** Every hex-coloured fill and stroke of the markup painted over (an absent key: left as is). */
export function repaintSvg(markup: string, paint: { fill?: string; stroke?: string }): string {
  return serialiseSvg(
    mapSvg(parseSvg(markup), (el) =>
      withAttrs(el, {
        fill: paint.fill !== undefined && isHexColor(el.attrs.fill) ? paint.fill : el.attrs.fill,
        stroke: paint.stroke !== undefined && isHexColor(el.attrs.stroke) ? paint.stroke : el.attrs.stroke,
      }),
    ),
  );
}

/** Every numeric stroke-width of the markup replaced by `scale` of it (others left as they are). */
export function rescaleStrokes(markup: string, scale: (width: number) => string): string {
  return serialiseSvg(
    mapSvg(parseSvg(markup), (el) => {
      const w = el.attrs["stroke-width"];
      return w !== undefined && /^[\d.]+$/.test(w) ? withAttrs(el, { "stroke-width": scale(Number(w)) }) : el;
    }),
  );
}

/** How much a `transform` attribute scales a length: the square root of its determinant. */
export function transformScale(transform: string | undefined): number {
  if (!transform) return 1;
  let k = 1;
  for (const [, op, args] of transform.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = (args ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (op === "scale") k *= Math.sqrt(Math.abs((n[0] ?? 1) * (n[1] ?? n[0] ?? 1)));
    else if (op === "matrix") k *= Math.sqrt(Math.abs((n[0] ?? 1) * (n[3] ?? 1) - (n[1] ?? 0) * (n[2] ?? 0)));
  }
  return k;
}
