import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import svgpath from "svgpath";
import { isElement, mapSvg, parseSvg, type SvgElement, type SvgNode, serialiseSvg } from "../svg/tree.js";
import { uniteFlagPieces } from "./flag-union.js";
import { r2 } from "./random.js";

/**
 * Country flags from `flag-icons` (MIT): each country's real flag geometry (4:3 art, 640×480
 * units), turned into a colourable outline: every coloured shape a white region edged in
 * black, colour stripes drawn as strokes become white bands with black edges.
 */
const root = dirname(createRequire(import.meta.url).resolve("flag-icons/package.json"));

export const FLAG_W = 640;
export const FLAG_H = 480;

interface Country {
  code: string;
  name: string;
}

/** Names people (and the catalogue's country list) use that flag-icons spells otherwise. */
const aliases: Record<string, string> = {
  brunei: "bn",
  congo: "cg",
  "republic of the congo": "cg",
  "congo-brazzaville": "cg",
  "democratic republic of the congo": "cd",
  "dr congo": "cd",
  "congo-kinshasa": "cd",
  czechia: "cz",
  "east timor": "tl",
  "ivory coast": "ci",
  "cote d'ivoire": "ci",
  micronesia: "fm",
  palestine: "ps",
  turkey: "tr",
  türkiye: "tr",
  "united states": "us",
  usa: "us",
  "u.s.a.": "us",
  america: "us",
  "united states of america": "us",
  uk: "gb",
  "great britain": "gb",
  britain: "gb",
  england: "gb-eng",
  scotland: "gb-sct",
  wales: "gb-wls",
  "vatican city": "va",
  vatican: "va",
  "holy see": "va",
  burma: "mm",
  swaziland: "sz",
  "cape verde": "cv",
  "cabo verde": "cv",
  "north korea": "kp",
  "south korea": "kr",
  korea: "kr",
  "the bahamas": "bs",
  "the gambia": "gm",
  "são tomé and príncipe": "st",
  "sao tome and principe": "st",
  macedonia: "mk",
  holland: "nl",
  "the netherlands": "nl",
  russia: "ru",
  "russian federation": "ru",
  uae: "ae",
  "south sudan": "ss",
  "european union": "eu",
  "the european union": "eu",
  europe: "eu",
};

let countries: Map<string, Country> | undefined;

function getCountries(): Map<string, Country> {
  if (countries) return countries;
  const list = JSON.parse(readFileSync(join(root, "country.json"), "utf8")) as Country[];
  countries = new Map();
  for (const c of list) countries.set(c.name.toLowerCase(), { code: c.code, name: c.name });
  return countries;
}

const clean = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^flag (?:of )?(?:the )?/, "")
    .replace(/ flag$/, "")
    .replace(/ & /g, " and ");

/** The flag-icons code for a country name ("Japan" → "jp", "USA" → "us"); undefined if unknown. */
export function flagCode(country: string): string | undefined {
  const name = clean(country);
  if (!name) return undefined;
  const all = getCountries();
  const alias = Object.hasOwn(aliases, name) ? aliases[name] : undefined;
  if (alias) return alias;
  const direct = all.get(name) ?? all.get(name.replace(/^the /, ""));
  if (direct) return direct.code;
  if (/^[a-z]{2}$/.test(name) && [...all.values()].some((c) => c.code === name)) return name;
  // "Republic of Korea", "Saint Lucia"/"St. Lucia": every word of the name found in one entry.
  const words = name
    .replace(/\bst\.? /g, "saint ")
    .split(/[^a-z']+/)
    .filter(Boolean);
  const hit = [...all.values()].find((c) => {
    const n = c.name.toLowerCase();
    return words.length > 0 && words.every((w) => n.includes(w));
  });
  return hit?.code;
}

const markupCache = new Map<string, string>();

/** Drops the whitespace between elements (nothing in a flag draws text). */
const withoutBlanks = (nodes: readonly SvgNode[]): SvgNode[] => nodes.filter((n) => isElement(n) || n.trim() !== "");

/**
 * A flag-icons element made ready to share a page: xlink:href becomes href, other namespaced
 * attributes go, and ids (with what points at them) become per-flag, so two flags on one page
 * never share a clip or marker.
 */
function ownIds(el: SvgElement, code: string): SvgElement {
  const attrs: Record<string, string> = el.name === "marker" ? { markerUnits: "userSpaceOnUse" } : {};
  for (const [name, value] of Object.entries(el.attrs)) {
    const key = name === "xlink:href" ? "href" : name;
    if (/^[a-z]+:[a-z-]+$/.test(key)) continue;
    let v = value.replace(/url\(#([^)]+)\)/g, `url(#${code}-$1)`);
    if (key === "id") v = `${code}-${v}`;
    else if (key === "href" && v.startsWith("#")) v = `#${code}-${v.slice(1)}`;
    attrs[key] = v;
  }
  return { ...el, attrs, children: withoutBlanks(el.children) };
}

/**
 * The flag (viewBox 0 0 640 480 units) as outline regions: `line` is the edge width in flag
 * units. Returns the inner markup, to be placed in a group scaled to the page.
 */
export function flagMarkup(code: string, line: number): string {
  const key = `${code}/${line}`;
  const hit = markupCache.get(key);
  if (hit !== undefined) return hit;
  const doc = parseSvg(readFileSync(join(root, "flags", "4x3", `${code}.svg`), "utf8"));
  const svg = doc.find((n): n is SvgElement => isElement(n) && n.name === "svg");
  const body = mapSvg(withoutBlanks(svg?.children ?? []), (el) => ownIds(el, code));
  const L = r2(line);
  const inner = serialiseSvg(outline(uniteFlagPieces(body), L));
  const out = `<g stroke="#000" stroke-width="${L}" stroke-linejoin="round" stroke-linecap="butt" fill="#fff">${inner}</g>`;
  markupCache.set(key, out);
  return out;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

const color = /^(#[0-9a-fA-F]{3,8}|[a-z]+|url\(#[^)]+\))$/;

/** How much a transform attribute scales lengths (rotations and moves do not). */
function transformScale(t: string | undefined): number {
  if (!t) return 1;
  let k = 1;
  for (const [, fn, args] of t.matchAll(/(matrix|scale)\(([^)]*)\)/g)) {
    const n = (args ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (fn === "matrix") k *= Math.sqrt(Math.abs((n[0] ?? 1) * (n[3] ?? 1) - (n[1] ?? 0) * (n[2] ?? 0)));
    else k *= Math.sqrt(Math.abs((n[0] ?? 1) * (n[1] ?? n[0] ?? 1)));
  }
  return k || 1;
}

const groups = new Set(["g", "marker", "symbol"]);
const shapes = new Set(["path", "line", "polyline", "circle", "ellipse", "rect", "polygon", "use", "g"]);

/**
 * Walks the elements keeping the scale of the groups they sit in (`k`), so every edge comes out
 * `L` flag units wide however the shape was scaled. Shapes inside <defs> take their width from
 * the <use> that draws them.
 */
function outline(nodes: readonly SvgNode[], L: number, k = 1, inDefs = false): SvgNode[] {
  return nodes.flatMap((n): SvgNode[] => {
    if (!isElement(n)) return [n];
    if (n.name === "defs") return [{ ...n, children: outline(n.children, L, k, true) }];
    const own = k * transformScale(n.attrs.transform);
    const children = outline(n.children, L, groups.has(n.name) ? own : k, inDefs);
    if (!shapes.has(n.name)) return [{ ...n, children }];
    // Inside <defs> nothing sets a width, <use>s included: the <use> that draws the shape does.
    return convert({ ...n, children }, inDefs ? undefined : L / own, n.name === "g" ? L / own : L);
  });
}

/** The five corners of a straight-line path, or undefined for any other path. */
function fivePoints(d: string): Array<[number, number]> | undefined {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const pts: Array<[number, number]> = [];
  let x = 0;
  let y = 0;
  let cmd = "";
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i] as string;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      if (/[zZ]/.test(t)) continue;
    } else if (cmd === "m") cmd = "l";
    else if (cmd === "M") cmd = "L";
    const n = (j: number) => Number(tokens[i + j]);
    if (/[mMlL]/.test(cmd)) {
      x = cmd === cmd.toLowerCase() ? x + n(0) : n(0);
      y = cmd === cmd.toLowerCase() ? y + n(1) : n(1);
      i += 2;
    } else if (/[hH]/.test(cmd)) {
      x = cmd === "h" ? x + n(0) : n(0);
      i += 1;
    } else if (/[vV]/.test(cmd)) {
      y = cmd === "v" ? y + n(0) : n(0);
      i += 1;
    } else if (/[zZ]/.test(cmd)) continue;
    else return undefined;
    if (Number.isNaN(x) || Number.isNaN(y)) return undefined;
    pts.push([x, y]);
  }
  return pts.length === 5 ? pts : undefined;
}

/**
 * A star drawn as one self-crossing pentagram (the US and Chinese stars) fills as a star but
 * its edge would cut it into six pieces: redrawn as the ten-corner outline of the same star.
 */
function starOutline(d: string): string | undefined {
  const p = fivePoints(d);
  if (!p) return undefined;
  const cx = p.reduce((a, q) => a + q[0], 0) / 5;
  const cy = p.reduce((a, q) => a + q[1], 0) / 5;
  const order = p.map((q, i) => [Math.atan2(q[1] - cy, q[0] - cx), i] as const).sort((a, b) => a[0] - b[0]);
  const rank = new Array<number>(5);
  order.forEach(([, i], r) => {
    rank[i] = r;
  });
  for (let i = 0; i < 5; i++) {
    const step = ((rank[(i + 1) % 5] as number) - (rank[i] as number) + 5) % 5;
    if (step !== 2 && step !== 3) return undefined;
  }
  const o = order.map(([, i]) => p[i] as [number, number]);
  const cross = (a: [number, number], b: [number, number], c: [number, number], e: [number, number]) => {
    const d1 = [b[0] - a[0], b[1] - a[1]];
    const d2 = [e[0] - c[0], e[1] - c[1]];
    const den = (d1[0] as number) * (d2[1] as number) - (d1[1] as number) * (d2[0] as number);
    const t = ((c[0] - a[0]) * (d2[1] as number) - (c[1] - a[1]) * (d2[0] as number)) / den;
    return [a[0] + t * (d1[0] as number), a[1] + t * (d1[1] as number)] as [number, number];
  };
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = o[i] as [number, number];
    const inner = cross(
      a,
      o[(i + 2) % 5] as [number, number],
      o[(i + 1) % 5] as [number, number],
      o[(i + 4) % 5] as [number, number],
    );
    out.push(`${r3(a[0])} ${r3(a[1])}`, `${r3(inner[0])} ${r3(inner[1])}`);
  }
  return `M${out.join("L")}Z`;
}

/**
 * A filled shape's subpaths, each closed. A fill closes an open subpath by itself, an edge does
 * not: Cabo Verde's ten stars are one path of open outlines, and each edge left a gap (a leak).
 */
function closeSubpaths(d: string): string {
  let open = false;
  const closed = svgpath(d)
    .abs()
    .iterate((seg, index) => {
      const cmd = seg[0];
      if (cmd === "M") {
        const before = open && index > 0;
        open = true;
        return before ? [["Z"], seg] : [seg];
      }
      if (cmd === "Z" || cmd === "z") open = false;
      return [seg];
    })
    .toString();
  return open ? `${closed}Z` : closed;
}

function convert(el: SvgElement, local: number | undefined, L: number): SvgElement[] {
  const attrs = { ...el.attrs };
  const dd = el.name === "path" ? attrs.d : undefined;
  const filledPath = dd !== undefined && attrs.fill !== "none";
  const star = filledPath ? starOutline(dd) : undefined;
  if (star) attrs.d = star;
  else if (filledPath) attrs.d = closeSubpaths(dd);
  const { fill, stroke } = attrs;
  const width = Number.parseFloat(attrs["stroke-width"] ?? "");
  for (const drop of ["fill-opacity", "stroke-opacity", "opacity", "style", "stroke-width"]) delete attrs[drop];
  const filled = fill !== "none";
  if (fill && fill !== "none" && color.test(fill)) attrs.fill = "#fff";
  if (stroke && stroke !== "none" && el.name !== "g" && (!filled || fill === undefined) && width > L * 1.5) {
    // A band drawn as a thick stroke (the US flag's white stripes): black edges, white inside.
    const { stroke: _, ...base } = attrs;
    const edge = local ?? L;
    return [
      { ...el, attrs: { ...base, stroke: "#000", "stroke-width": String(r2(width + 2 * edge)) }, children: [] },
      { ...el, attrs: { ...base, stroke: "#fff", "stroke-width": String(r2(width)) } },
    ];
  }
  // Every other edge is one even line; detail lines drawn as strokes stay lines.
  if (stroke !== undefined) attrs.stroke = "#000";
  // A path with no fill and no stroke only carries markers (the US stars): it stays unseen.
  else if (el.name !== "g")
    Object.assign(attrs, fill === "none" ? { stroke: "#fff", "stroke-opacity": "0" } : { stroke: "#000" });
  if (local !== undefined && el.name !== "g") attrs["stroke-width"] = String(r3(local));
  return [{ ...el, attrs }];
}
