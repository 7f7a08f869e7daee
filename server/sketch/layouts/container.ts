import type { Pen } from "../draw.js";
import { r2 } from "../random.js";
import type { Box } from "./common.js";

/** Miniature-world containers: the subject lives inside a jar, globe, bottle, bulb, ornament or bowl. */
export function containerShape(name: string, area: Box, pen: Pen, inside: (inner: Box) => string): string {
  const n = name.toLowerCase();
  const cx = area.x + area.w / 2;
  const line = `fill="none" stroke="#000" stroke-width="${pen.main}" stroke-linejoin="round" stroke-linecap="round"`;
  const thin = `fill="none" stroke="#000" stroke-width="${pen.fine}" stroke-linecap="round"`;
  const fillW = `fill="#fff" stroke="#000" stroke-width="${pen.main}" stroke-linejoin="round"`;
  const bottom = area.y + area.h - 10;
  if (/globe|ornament|bulb/.test(n)) {
    const r = Math.min(area.w * 0.4, area.h * 0.36);
    const cy = /globe/.test(n) ? area.y + r + 20 : area.y + area.h - r - 40;
    const inner: Box = { x: cx - r * 0.72, y: cy - r * 0.72, w: r * 1.44, h: r * 1.44 };
    let s = `<clipPath id="c"><circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r - pen.main / 2)}"/></clipPath><g clip-path="url(#c)">${inside(inner)}</g>`;
    s += `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" ${line}/>`;
    s += `<path ${thin} d="M${r2(cx - r * 0.7)} ${r2(cy - r * 0.25)}A${r2(r * 0.75)} ${r2(r * 0.75)} 0 0 1 ${r2(cx - r * 0.25)} ${r2(cy - r * 0.7)}"/>`;
    if (/globe/.test(n)) {
      const by = cy + r * 0.86;
      s += `<path ${fillW} d="M${r2(cx - r * 0.75)} ${r2(by)}L${r2(cx + r * 0.75)} ${r2(by)}L${r2(cx + r * 0.95)} ${r2(bottom)}L${r2(cx - r * 0.95)} ${r2(bottom)}Z"/>`;
      s += `<path ${thin} d="M${r2(cx - r * 0.82)} ${r2(by + (bottom - by) * 0.45)}H${r2(cx + r * 0.82)}"/>`;
    } else if (/bulb/.test(n)) {
      const ny = cy - r * 0.9;
      s += `<path ${fillW} d="M${r2(cx - r * 0.42)} ${r2(ny + 12)}L${r2(cx - r * 0.36)} ${r2(ny - r * 0.45)}H${r2(cx + r * 0.36)}L${r2(cx + r * 0.42)} ${r2(ny + 12)}"/>`;
      s += `<path ${thin} d="M${r2(cx - r * 0.38)} ${r2(ny - r * 0.12)}H${r2(cx + r * 0.38)}M${r2(cx - r * 0.37)} ${r2(ny - r * 0.28)}H${r2(cx + r * 0.37)}"/>`;
      s += `<path ${fillW} d="M${r2(cx - r * 0.2)} ${r2(ny - r * 0.45)}Q${r2(cx)} ${r2(ny - r * 0.62)} ${r2(cx + r * 0.2)} ${r2(ny - r * 0.45)}Z"/>`;
    } else {
      const ty = cy - r;
      s += `<rect x="${r2(cx - r * 0.22)}" y="${r2(ty - r * 0.22)}" width="${r2(r * 0.44)}" height="${r2(r * 0.24)}" rx="6" ${fillW}/>`;
      s += `<circle cx="${r2(cx)}" cy="${r2(ty - r * 0.34)}" r="${r2(r * 0.12)}" ${line}/>`;
    }
    return s;
  }
  if (/bowl/.test(n)) {
    const rw = area.w * 0.44;
    const rimY = area.y + area.h * 0.55;
    const inner: Box = { x: cx - rw * 0.8, y: area.y - 40, w: rw * 1.6, h: rimY - area.y + 110 };
    let s = inside(inner);
    s += `<path ${fillW} d="M${r2(cx - rw)} ${r2(rimY)}Q${r2(cx - rw)} ${r2(bottom - 30)} ${r2(cx)} ${r2(bottom - 30)}Q${r2(cx + rw)} ${r2(bottom - 30)} ${r2(cx + rw)} ${r2(rimY)}Z"/>`;
    s += `<ellipse cx="${r2(cx)}" cy="${r2(rimY)}" rx="${r2(rw)}" ry="26" ${line}/>`;
    s += `<path ${fillW} d="M${r2(cx - 90)} ${r2(bottom - 34)}L${r2(cx - 110)} ${r2(bottom)}H${r2(cx + 110)}L${r2(cx + 90)} ${r2(bottom - 34)}"/>`;
    return s;
  }
  // Jar and bottle: a tall glass with a neck and a lid or cap.
  const bottle = /bottle/.test(n);
  const bw = area.w * (bottle ? 0.52 : 0.62);
  const top = area.y + (bottle ? 150 : 90);
  const neck = bottle ? bw * 0.3 : bw * 0.42;
  const body = `M${r2(cx - neck)} ${r2(top)}C${r2(cx - neck)} ${r2(top + 70)} ${r2(cx - bw / 2)} ${r2(top + 60)} ${r2(cx - bw / 2)} ${r2(top + 160)}V${r2(bottom - 40)}Q${r2(cx - bw / 2)} ${r2(bottom)} ${r2(cx - bw / 2 + 40)} ${r2(bottom)}H${r2(cx + bw / 2 - 40)}Q${r2(cx + bw / 2)} ${r2(bottom)} ${r2(cx + bw / 2)} ${r2(bottom - 40)}V${r2(top + 160)}C${r2(cx + bw / 2)} ${r2(top + 60)} ${r2(cx + neck)} ${r2(top + 70)} ${r2(cx + neck)} ${r2(top)}`;
  const inner: Box = { x: cx - bw / 2 + 30, y: top + 140, w: bw - 60, h: bottom - top - 170 };
  let s = `<clipPath id="c"><path d="${body}Z"/></clipPath><g clip-path="url(#c)">${inside(inner)}</g><path ${line} d="${body}"/>`;
  const lidH = bottle ? 60 : 70;
  s += `<rect x="${r2(cx - neck - 16)}" y="${r2(top - lidH)}" width="${r2(neck * 2 + 32)}" height="${lidH}" rx="14" ${fillW}/>`;
  s += `<path ${thin} d="M${r2(cx - neck - 8)} ${r2(top - lidH / 2)}H${r2(cx + neck + 8)}M${r2(cx - bw / 2 + 28)} ${r2(top + 200)}V${r2(top + 330)}"/>`;
  return s;
}
