import type { Understood } from "../art.js";
import { motifByAnnotation, motifSubgroup, understandPhrase } from "../art.js";
import { conceptFor } from "../concepts.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { circle, lineMotif, type Pen } from "../draw.js";
import { between, r2 } from "../random.js";
import { nightWords } from "../words.js";
import type { Box } from "./common.js";
import { line, shape, skyBits } from "./setting-parts.js";

/**
 * A city page whose subject is the city itself (Detailed Cityscape): a street of buildings
 * drawn as the picture, with the architecture asked for ("clock towers and arched bridges")
 * built into it, never a lone emoji or a grid of unrelated icons. Every feature named is drawn
 * at least once (twice when plural), marked `data-feature` so tests can count them.
 */

type FeatureKey =
  | "clock-tower"
  | "spire"
  | "dome"
  | "skyscraper"
  | "bridge"
  | "garden"
  | "balcony"
  | "canal"
  | "market"
  | "neon"
  | "train"
  | "cobbles"
  | "alley"
  | "lamp";

const featureWords: Array<[FeatureKey, RegExp, string]> = [
  ["clock-tower", /clock|big ben/, "buildings with clock towers"],
  ["spire", /spire|cathedral|church|steeple|gothic|minaret/, "buildings with spires"],
  ["dome", /dome|cupola/, "domed buildings"],
  ["skyscraper", /skyscraper|high[- ]?rise|tower block|glass|office/, "skyscrapers"],
  ["bridge", /bridge|viaduct|aqueduct/, "an arched bridge"],
  ["garden", /garden|\btrees?\b|green roof|\bplants?\b/, "rooftop gardens"],
  ["balcony", /balcon/, "balconies"],
  ["canal", /canal|river|boat|gondola|water/, "a canal with boats"],
  ["market", /market|stall|awning|vendor/, "market stalls"],
  ["neon", /neon|sign|billboard/, "signs on the buildings"],
  ["train", /train|railway|monorail|tram|metro/, "an elevated train"],
  ["cobbles", /cobble/, "cobblestone streets"],
  ["alley", /alley|\blanes?\b|passage/, "narrow alleys"],
  ["lamp", /lamp|lantern|street ?light/, "street lamps"],
];

/** Subjects that make the city the picture. */
export const cityWords = /\b(?:city|cities|buildings|skyline|cityscape|metropolis|downtown|town ?scape)\b/;

export function isCityPage(ctx: LayoutContext): boolean {
  const subject = wordsOf(ctx, "subject");
  return cityWords.test(subject) && !thingNamed(subject);
}

/**
 * Whether a thing the set draws is named with the city ("a mosque in the city", "a dog in the
 * city", "a bus in the city"): it is the page's subject, the city its setting. The street of
 * buildings had left it out while `understood` said it was drawn. The city's own words and the
 * features it builds ("a city with boats": its canal) are the city's.
 */
function thingNamed(subject: string): boolean {
  return understandPhrase(subject).some((u) => {
    const m = u.drawnAs && !u.standIn ? motifByAnnotation(u.drawnAs) : undefined;
    if (!m || cityWords.test(u.word) || nightWords.test(u.word)) return false;
    // Emojibase's buildings and places of worship (subgroups 51 and 52) are drawn as named.
    return [51, 52].includes(motifSubgroup(m.hexcode)) || !featureWords.some(([, re]) => re.test(u.word));
  });
}

interface Feature {
  key: FeatureKey;
  /** The words typed for it ("clock towers"). */
  words: string;
  plural: boolean;
  label: string;
}

/** The features text read phrase by phrase; phrases naming nothing it can build come back with no key. */
function cityFeatures(text: string | undefined): Array<Feature | { key: null; words: string }> {
  const parts = (text ?? "")
    .toLowerCase()
    .split(/\s*(?:,|;|&|\band\b|\bwith\b|\bplus\b)\s*/)
    .map((p) => p.replace(/^(?:a|an|the|some|many|lots of)\s+/, "").trim())
    .filter(Boolean);
  return parts.map((words) => {
    const hit = featureWords.find(([, re]) => re.test(words));
    if (!hit) return { key: null, words };
    return { key: hit[0], words, plural: /s\b/.test(words.split(" ").pop() ?? ""), label: hit[2] };
  });
}

/** What the city page draws for each feature phrase, in plain words. */
export function cityUnderstood(text: string | undefined): Understood[] {
  return cityFeatures(text).map((f) =>
    f.key
      ? { word: f.words, drawnAs: f.label, exact: true }
      : // The street or the town itself is what the page draws ("a street" had been said left out).
        conceptFor(f.words)?.kind === "street"
        ? { word: f.words, drawnAs: "a street of buildings", exact: true }
        : { word: f.words, drawnAs: null, exact: false },
  );
}

interface Building {
  x: number;
  w: number;
  top: number;
  kind: "plain" | "clock-tower" | "spire" | "dome" | "skyscraper" | "alley";
}

const tag = (key: FeatureKey | "road", inner: string) => `<g data-feature="${key}">${inner}</g>`;

/** The whole city page inside `area`. */
export function cityscape(ctx: LayoutContext, area: Box, pen: Pen): string {
  const { rng } = ctx;
  const w = Math.max(3, pen.fine);
  const words = wordsOf(ctx, "setting", "decoration", "subject");
  const found = cityFeatures(ctx.keys.decoration).filter((f): f is Feature => f.key !== null);
  const has = (k: FeatureKey) => found.some((f) => f.key === k);
  const times = (k: FeatureKey) => (found.find((f) => f.key === k)?.plural ? 2 : has(k) ? 1 : 0);
  const modern = /modern|metropolis|futur|skyline|art deco/.test(words);
  const old = /historic|old|gothic|medieval|victorian|town|village/.test(words);
  const skyline = /skyline|panoram/.test(words);
  const x0 = area.x;
  const x1 = area.x + area.w;
  const water = has("canal");
  const street = area.y + area.h * (skyline ? 0.8 : 0.7);

  // The buildings asked for first (each named tower at least once, twice for plurals), spread
  // along the street; plain houses of the city's kind between them.
  const wanted: Building["kind"][] = [];
  for (const k of ["clock-tower", "spire", "dome", "skyscraper", "alley"] as const)
    for (let i = 0; i < times(k); i++) wanted.push(k);
  if (modern && !has("skyscraper")) wanted.push("skyscraper");
  // Adult pages are denser: more, narrower buildings.
  const count = Math.max(ctx.style.hub === "adult" ? 7 : 5, wanted.length + 2);
  const order: Building["kind"][] = Array.from({ length: count }, () => "plain");
  wanted.forEach((k, i) => {
    const at = Math.round(((i + 0.5) * count) / wanted.length - 0.5);
    let j = Math.min(count - 1, Math.max(0, at));
    while (order[j] !== "plain") j = (j + 1) % count;
    order[j] = k;
  });
  const unit = area.w / count;
  const buildings: Building[] = order.map((kind, i) => {
    const bw =
      unit * (kind === "alley" ? 1 : kind === "clock-tower" || kind === "spire" ? 0.8 : between(rng, 0.92, 1.02));
    const h =
      area.h * (kind === "skyscraper" ? between(rng, 0.55, 0.62) : kind === "plain" ? between(rng, 0.28, 0.42) : 0.4);
    return { x: x0 + unit * i + (unit - bw) / 2, w: bw, top: street - h, kind };
  });

  let out = skyBits({ ctx, area, kind: "street", words, w }, area.y, area.y + area.h * 0.2, 2);
  for (const b of buildings) out += building(b, street, w, old, has("balcony"), has("garden"), has("neon"));
  // The street: pavement lines, then what stands on it.
  out += `<path ${line(w)} d="M${x0} ${r2(street)}H${x1}M${x0} ${r2(street + 30)}H${x1}"/>`;
  const bottom = area.y + area.h;
  if (water) {
    // A canal along the street, waves and boats on it.
    const wy = street + 60;
    out += tag(
      "canal",
      `<rect x="${x0}" y="${r2(wy)}" width="${area.w}" height="${r2(bottom - wy - 10)}" ${shape(w)}/>` +
        wavesIn(x0, x1, wy + 30, bottom - 30, w) +
        boats(ctx, x0, x1, wy + (bottom - wy) / 2, pen),
    );
  }
  if (has("cobbles") || (old && !water)) {
    let stones = "";
    for (let row = 0; row < 3; row++)
      for (let i = 0; i < 12; i++) {
        const sx = x0 + 30 + ((area.w - 60) * (i + (row % 2) * 0.5)) / 12;
        const sy = street + 60 + row * 40;
        if (sy < bottom - 20 && sx < x1 - 20)
          stones += `<ellipse cx="${r2(sx)}" cy="${r2(sy)}" rx="24" ry="11" ${shape(w * 0.8)}/>`;
      }
    out += tag("cobbles", stones);
  }
  if (has("bridge")) out += tag("bridge", bridge(x0 + area.w * 0.5, street + 40, area.w * 0.46, w));
  if (has("market")) {
    const n = found.find((f) => f.key === "market")?.plural ? 2 : 1;
    for (let i = 0; i < n; i++)
      out += tag("market", stall(x0 + area.w * (n === 1 ? 0.22 : 0.18 + i * 0.62), street + 20, 150, w));
  }
  if (has("lamp") || old)
    for (const lx of [x0 + 40, x1 - 40]) out += tag("lamp", lamp(lx, street + 20, area.y + area.h * 0.45, w));
  if (has("train")) out += tag("train", train(x0, x1, street - area.h * 0.22, street, w, pen));
  if (!water && !old && !has("cobbles")) out += road(ctx, x0, x1, street + 30, bottom, w, pen);
  return out;
}

function building(
  b: Building,
  street: number,
  w: number,
  old: boolean,
  balconies: boolean,
  garden: boolean,
  signs: boolean,
): string {
  const { x, w: bw, top, kind } = b;
  const cx = x + bw / 2;
  let s = "";
  if (kind === "alley") {
    // A narrow passage between two houses: an arch over it, its walls and steps running back.
    const ax = x + bw * 0.3;
    const aw = bw * 0.4;
    const at = street - (street - top) * 0.55;
    s += `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(street - top)}" ${shape(w)}/>`;
    s += `<path ${shape(w)} d="M${r2(ax)} ${r2(street)}V${r2(at + aw / 2)}A${r2(aw / 2)} ${r2(aw / 2)} 0 0 1 ${r2(ax + aw)} ${r2(at + aw / 2)}V${r2(street)}Z"/>`;
    let steps = `M${r2(ax)} ${r2(street)}L${r2(ax + aw * 0.3)} ${r2(at + aw)}M${r2(ax + aw)} ${r2(street)}L${r2(ax + aw * 0.7)} ${r2(at + aw)}`;
    for (let i = 1; i < 4; i++) {
      const k = i / 4;
      const yy = street - (street - at - aw) * k;
      steps += `M${r2(ax + aw * 0.3 * k)} ${r2(yy)}H${r2(ax + aw - aw * 0.3 * k)}`;
    }
    s += `<path ${line(w * 0.8)} d="${steps}"/>`;
    s += windows(x, bw, top + 30, at - 20, 2, w, true);
    return tag("alley", s);
  }
  if (kind === "clock-tower") {
    // A tall square tower, a clock face near its top, a pointed roof with a finial.
    s += `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(street - top)}" ${shape(w)}/>`;
    s += `<path ${shape(w)} d="M${r2(x - 10)} ${r2(top)}L${r2(cx)} ${r2(top - bw * 1.1)}L${r2(x + bw + 10)} ${r2(top)}Z"/>`;
    s += `<path ${line(w)} d="M${r2(cx)} ${r2(top - bw * 1.1)}V${r2(top - bw * 1.3)}"/>`;
    const r = bw * 0.34;
    const cy = top + r + 18;
    let ticks = "";
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      ticks += `M${r2(cx + Math.cos(a) * r * 0.78)} ${r2(cy + Math.sin(a) * r * 0.78)}L${r2(cx + Math.cos(a) * r * 0.92)} ${r2(cy + Math.sin(a) * r * 0.92)}`;
    }
    s +=
      circle(cx, cy, r, w) +
      `<path ${line(w * 0.8)} d="${ticks}M${r2(cx)} ${r2(cy)}V${r2(cy - r * 0.6)}M${r2(cx)} ${r2(cy)}L${r2(cx + r * 0.45)} ${r2(cy + r * 0.1)}"/>`;
    s += windows(x, bw, cy + r + 30, street - 90, 1, w, true);
    s += door(cx, street, 40, w, true);
    return tag("clock-tower", s);
  }
  if (kind === "spire") {
    // A church front: gable, rose window, pointed windows, a tall spire over it.
    s += `<path ${shape(w)} d="M${r2(cx)} ${r2(top - bw * 1.6)}L${r2(x + bw * 0.3)} ${r2(top)}H${r2(x + bw * 0.7)}Z"/>`;
    s += `<path ${shape(w)} d="M${r2(x)} ${r2(street)}V${r2(top + 40)}L${r2(cx)} ${r2(top - 10)}L${r2(x + bw)} ${r2(top + 40)}V${r2(street)}Z"/>`;
    s += circle(cx, top + 80, bw * 0.18, w) + circle(cx, top + 80, bw * 0.08, w);
    s += windows(x, bw, top + 140, street - 90, 2, w, true);
    s += door(cx, street, 50, w, true);
    return tag("spire", s);
  }
  if (kind === "dome") {
    s += `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(street - top)}" ${shape(w)}/>`;
    s += `<path ${shape(w)} d="M${r2(x + bw * 0.12)} ${r2(top)}A${r2(bw * 0.38)} ${r2(bw * 0.42)} 0 0 1 ${r2(x + bw * 0.88)} ${r2(top)}Z"/>`;
    s += `<path ${line(w)} d="M${r2(cx)} ${r2(top - bw * 0.42)}V${r2(top - bw * 0.58)}"/>`;
    s += windows(x, bw, top + 40, street - 90, 3, w, true);
    s += door(cx, street, 46, w, true);
    return tag("dome", s);
  }
  if (kind === "skyscraper") {
    s += `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(street - top)}" ${shape(w)}/>`;
    s += `<rect x="${r2(cx - bw * 0.25)}" y="${r2(top - 40)}" width="${r2(bw * 0.5)}" height="40" ${shape(w)}/>`;
    s += `<path ${line(w)} d="M${r2(cx)} ${r2(top - 40)}V${r2(top - 110)}"/>`;
    // Glass: a grid of panes.
    let grid = "";
    for (let gx = x + bw * 0.25; gx < x + bw - 5; gx += bw * 0.25)
      grid += `M${r2(gx)} ${r2(top + 20)}V${r2(street - 80)}`;
    for (let gy = top + 20; gy < street - 80; gy += 46) grid += `M${r2(x + 8)} ${r2(gy)}H${r2(x + bw - 8)}`;
    s += `<path ${line(w * 0.7)} d="${grid}"/>`;
    s += door(cx, street, 60, w, false);
    if (garden) s += roofGarden(x, bw, top - 40, w);
    return tag("skyscraper", s);
  }
  s += `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(street - top)}" ${shape(w)}/>`;
  if (old)
    s += `<path ${shape(w)} d="M${r2(x - 8)} ${r2(top)}L${r2(cx)} ${r2(top - 60)}L${r2(x + bw + 8)} ${r2(top)}Z"/>`;
  else s += `<rect x="${r2(x - 6)}" y="${r2(top - 16)}" width="${r2(bw + 12)}" height="16" ${shape(w)}/>`;
  const cols = bw > 150 ? 3 : 2;
  s += windows(x, bw, top + 36, street - 100, cols, w, old);
  if (balconies) {
    let b = "";
    for (let yy = top + 36 + 70; yy < street - 130; yy += 100) {
      b += `<rect x="${r2(x + 10)}" y="${r2(yy)}" width="${r2(bw - 20)}" height="22" ${shape(w * 0.8)}/>`;
      let bars = "";
      for (let bx = x + 26; bx < x + bw - 16; bx += 16) bars += `M${r2(bx)} ${r2(yy)}V${r2(yy + 22)}`;
      b += `<path ${line(w * 0.6)} d="${bars}"/>`;
    }
    s += tag("balcony", b);
  }
  if (signs) {
    const sy = top + (street - top) * 0.35;
    s += tag(
      "neon",
      `<rect x="${r2(x + bw - 26)}" y="${r2(sy)}" width="40" height="120" rx="10" ${shape(w)}/>` +
        `<path ${line(w * 0.8)} d="M${r2(x + bw - 6)} ${r2(sy + 20)}l-8 20h16l-8 20M${r2(x + bw - 14)} ${r2(sy + 76)}h16"/>`,
    );
  }
  if (garden && !old) s += roofGarden(x, bw, top - 16, w);
  s += door(cx, street, 44, w, old);
  return s;
}

function windows(x: number, bw: number, y0: number, y1: number, cols: number, w: number, arched: boolean): string {
  let s = "";
  const gap = bw / cols;
  for (let yy = y0; yy < y1 - 50; yy += 90)
    for (let c = 0; c < cols; c++) {
      const wx = x + gap * c + gap * 0.24;
      const ww = gap * 0.52;
      s += arched
        ? `<path ${shape(Math.max(3, w * 0.8))} d="M${r2(wx)} ${r2(yy + 56)}V${r2(yy + ww / 2)}A${r2(ww / 2)} ${r2(ww / 2)} 0 0 1 ${r2(wx + ww)} ${r2(yy + ww / 2)}V${r2(yy + 56)}Z"/>`
        : `<rect x="${r2(wx)}" y="${r2(yy)}" width="${r2(ww)}" height="56" rx="4" ${shape(Math.max(3, w * 0.8))}/>`;
    }
  return s;
}

function door(cx: number, street: number, dw: number, w: number, arched: boolean): string {
  const h = dw * 1.8;
  return arched
    ? `<path ${shape(w)} d="M${r2(cx - dw / 2)} ${r2(street)}V${r2(street - h + dw / 2)}A${r2(dw / 2)} ${r2(dw / 2)} 0 0 1 ${r2(cx + dw / 2)} ${r2(street - h + dw / 2)}V${r2(street)}Z"/>`
    : `<rect x="${r2(cx - dw / 2)}" y="${r2(street - h)}" width="${r2(dw)}" height="${r2(h)}" ${shape(w)}/>`;
}

function roofGarden(x: number, bw: number, roof: number, w: number): string {
  let s = "";
  const n = Math.max(2, Math.floor(bw / 50));
  for (let i = 0; i < n; i++) {
    const tx = x + (bw * (i + 0.5)) / n;
    s += `<path ${line(w)} d="M${r2(tx)} ${r2(roof)}V${r2(roof - 22)}"/>${circle(tx, roof - 34, 18, w)}`;
  }
  return tag("garden", s);
}

/** A stone bridge of three arches across the street or canal, with a parapet. */
function bridge(cx: number, y: number, span: number, w: number): string {
  const x = cx - span / 2;
  const h = 120;
  let d = `M${r2(x)} ${r2(y + h)}V${r2(y)}H${r2(x + span)}V${r2(y + h)}`;
  const n = 3;
  const aw = span / n;
  for (let i = n - 1; i >= 0; i--) {
    const ax = x + aw * i;
    d += `H${r2(ax + aw - 14)}A${r2(aw / 2 - 14)} ${r2(h * 0.7)} 0 0 0 ${r2(ax + 14)} ${r2(y + h)}`;
  }
  d += "Z";
  let rail = `<rect x="${r2(x - 10)}" y="${r2(y - 34)}" width="${r2(span + 20)}" height="34" ${shape(w)}/>`;
  let posts = "";
  for (let px = x + 20; px < x + span - 10; px += 30) posts += `M${r2(px)} ${r2(y - 30)}V${r2(y - 4)}`;
  rail += `<path ${line(w * 0.7)} d="${posts}"/>`;
  return `<path ${shape(w)} d="${d}"/>${rail}`;
}

function stall(cx: number, y: number, wd: number, w: number): string {
  const x = cx - wd / 2;
  let s = `<path ${line(w)} d="M${r2(x + 10)} ${r2(y)}V${r2(y - 150)}M${r2(x + wd - 10)} ${r2(y)}V${r2(y - 150)}"/>`;
  s += `<rect x="${r2(x)}" y="${r2(y - 60)}" width="${r2(wd)}" height="60" ${shape(w)}/>`;
  // A striped awning with a scalloped edge.
  let stripes = "";
  for (let i = 1; i < 5; i++) stripes += `M${r2(x - 10 + ((wd + 20) * i) / 5)} ${r2(y - 190)}V${r2(y - 150)}`;
  let scallops = "";
  for (let i = 0; i < 5; i++) scallops += `a${r2((wd + 20) / 10)} 14 0 0 1 ${r2(-(wd + 20) / 5)} 0`;
  s += `<path ${shape(w)} d="M${r2(x - 10)} ${r2(y - 190)}H${r2(x + wd + 10)}V${r2(y - 150)}${scallops}Z"/>`;
  s += `<path ${line(w * 0.8)} d="${stripes}"/>`;
  for (let i = 0; i < 3; i++) s += circle(x + wd * (0.25 + i * 0.25), y - 72, 12, w * 0.8);
  return s;
}

function lamp(lx: number, ground: number, top: number, w: number): string {
  return (
    `<path ${line(w)} d="M${r2(lx)} ${r2(ground)}V${r2(top + 60)}"/>` +
    `<path ${shape(w)} d="M${r2(lx - 26)} ${r2(top + 60)}L${r2(lx - 18)} ${r2(top)}H${r2(lx + 18)}L${r2(lx + 26)} ${r2(top + 60)}Z"/>`
  );
}

/** A railway on pillars across the page with a train on it. */
function train(x0: number, x1: number, deck: number, ground: number, w: number, pen: Pen): string {
  let s = "";
  for (let px = x0 + 80; px < x1 - 40; px += 220)
    s += `<rect x="${r2(px)}" y="${r2(deck + 24)}" width="26" height="${r2(ground - deck - 24)}" ${shape(w)}/>`;
  s += `<rect x="${x0}" y="${r2(deck)}" width="${x1 - x0}" height="24" ${shape(w)}/>`;
  const loco = motifByAnnotation("railway car") ?? motifByAnnotation("locomotive");
  if (loco)
    for (let i = 0; i < 3; i++) s += lineMotif(loco, { x: x0 + 200 + i * 150, y: deck - 52, size: 160 }, pen, true);
  return s;
}

function wavesIn(x0: number, x1: number, y0: number, y1: number, w: number): string {
  let d = "";
  for (let y = y0; y < y1; y += 50) {
    d += `M${r2(x0 + 30)} ${r2(y)}`;
    for (let x = x0 + 30; x < x1 - 90; x += 80) d += "q20 -14 40 0t40 0";
  }
  return `<path ${line(w * 0.8)} d="${d}"/>`;
}

function boats(ctx: LayoutContext, x0: number, x1: number, y: number, pen: Pen): string {
  const boat = motifByAnnotation("canoe") ?? motifByAnnotation("sailboat");
  if (!boat) return "";
  return (
    lineMotif(boat, { x: x0 + (x1 - x0) * 0.22, y, size: 150, flip: ctx.rng() < 0.5 }, pen, true) +
    lineMotif(boat, { x: x0 + (x1 - x0) * 0.78, y, size: 130 }, pen, true)
  );
}

/** A modern street's road: lane dashes and a few cars. */
function road(ctx: LayoutContext, x0: number, x1: number, y: number, bottom: number, w: number, pen: Pen): string {
  const mid = y + (bottom - y) / 2;
  let dashes = "";
  for (let x = x0 + 30; x < x1 - 40; x += 90) dashes += `M${r2(x)} ${r2(mid + 40)}h50`;
  let s = `<path ${line(w)} d="${dashes}"/>`;
  const cars = ["automobile", "taxi", "bus", "delivery truck"]
    .map((n) => motifByAnnotation(n))
    .filter((m): m is NonNullable<typeof m> => !!m);
  const n = Math.min(cars.length, 3);
  for (let i = 0; i < n; i++) {
    const car = cars[(i + ctx.seed) % cars.length];
    const size = Math.min(160, (bottom - y) * 1.1);
    if (car) s += lineMotif(car, { x: x0 + ((x1 - x0) * (i + 0.5)) / n, y: mid, size, flip: i % 2 === 1 }, pen, true);
  }
  return tag("road", s);
}
