import type { Motif } from "../art.js";
import { fitInk, inkBounds, type PageBox } from "../ink-bounds.js";
import type { Placed } from "./relation.js";

/**
 * Two or three asked subjects on a portrait page. Side by side in one row they would each get
 * half the width and stand small at the bottom; here they fill the page in depth instead: one
 * behind and higher, one in front and lower (a pair), or one behind and two in front (three),
 * overlapping a little as a group does, the ones in front edged in white over those behind.
 * A subject of a stated size ("a big bear and a tiny mouse") keeps its size beside the others:
 * the large one fills the page, the small one stands in front of it at its feet.
 */
export interface Member {
  motif: Motif;
  /** Height beside the others (cast.ts sizeScale; 1 when no size was stated). */
  scale: number;
}

export const isPortrait = (area: PageBox) => area.h > area.w * 1.1;

/** Where each member goes, back first; `top`..`floor` the art box's height, `flip` the seed's side. */
export function placeGroup(members: Member[], area: PageBox, top: number, floor: number, flip: boolean): Placed[] {
  const H = floor - top;
  const wd = area.w * 0.96;
  const x0 = area.x + (area.w - wd) / 2;
  const at = (m: Member, box: PageBox, facing: boolean, front: boolean): Placed => {
    const b = inkBounds(m.motif.hexcode, m.motif.oneEye);
    const p = fitInk(b, box, facing);
    return { motif: m.motif, x: p.x, y: p.y, size: p.size, flip: facing, ink: p.ink, front };
  };
  // Drawings face left: the one on the left is mirrored to face the middle.
  const side = (left: boolean, w: number) => (left ? x0 : x0 + wd - w);
  const [a, b, c] = members as [Member, Member, Member | undefined];
  if (c) {
    const w = wd * 0.56;
    const back = at(a, { x: x0 + (wd - wd * 0.6) / 2, y: top, w: wd * 0.6, h: H * 0.54 }, flip, false);
    return [
      back,
      at(b, { x: side(true, w), y: floor - H * 0.52, w, h: H * 0.52 }, true, true),
      at(c, { x: side(false, w), y: floor - H * 0.52, w, h: H * 0.52 }, false, true),
    ];
  }
  if (a.scale !== b.scale) {
    // The larger fills the page; the smaller stands in front at its feet, to the side it faces.
    const [big, small] = a.scale > b.scale ? [a, b] : [b, a];
    const bigLeft = !flip;
    const wb = wd * 0.9;
    const fitted = at(big, { x: side(bigLeft, wb), y: top, w: wb, h: H }, bigLeft, false);
    // One the width keeps short (a head) stands higher, on a rise, the small one below in front.
    const lift = fitted.ink.h < H * 0.7 ? fitted.ink.y - (top + H * 0.04) : 0;
    const large = { ...fitted, y: fitted.y - lift, ink: { ...fitted.ink, y: fitted.ink.y - lift } };
    const hs = Math.min(large.ink.h * (small.scale / big.scale), H * 0.45);
    const ws = wd * 0.42;
    const little = at(small, { x: side(!bigLeft, ws), y: floor - hs, w: ws, h: hs }, !bigLeft, true);
    return [large, little];
  }
  // A pair: the second behind and a little higher on one side, the subject in front and lower on
  // the other, side by side more than one above the other (a pair stacked in a column read as
  // one standing on the other's head).
  const frontLeft = !flip;
  const behind = at(
    b,
    { x: side(!frontLeft, wd * 0.62), y: top + H * 0.17, w: wd * 0.62, h: H * 0.53 },
    !frontLeft,
    false,
  );
  const ahead = at(a, { x: side(frontLeft, wd * 0.64), y: floor - H * 0.6, w: wd * 0.64, h: H * 0.6 }, frontLeft, true);
  return [behind, ahead];
}
