import { r2 } from "../random.js";

/** One drawing in a repeat tile: centre, radius of its bounding circle, and its markup maker. */
export interface TileItem {
  x: number;
  y: number;
  r: number;
  draw: (x: number, y: number) => string;
}

/**
 * A seamless repeat as an SVG <pattern>: resvg rasterises the tile once and paints it as a
 * shader, instead of stroking every drawing on the page again (a 5×5 page was ~35 ms, the tile
 * ~6 ms). Items crossing the tile's edge are drawn again on the opposite side so the seams join.
 */
export function patternTile(
  id: string,
  w: number,
  h: number,
  ox: number,
  oy: number,
  items: TileItem[],
  under = "",
): string {
  let body = under;
  for (const it of items) {
    for (const dx of [-w, 0, w]) {
      for (const dy of [-h, 0, h]) {
        const x = it.x + dx;
        const y = it.y + dy;
        if (x + it.r < 0 || x - it.r > w || y + it.r < 0 || y - it.r > h) continue;
        body += it.draw(x, y);
      }
    }
  }
  return patternOf(id, w, h, ox, oy, body);
}

/** An SVG <pattern> of `body`, `w` × `h`, its origin at (`ox`, `oy`) on the page. */
export function patternOf(id: string, w: number, h: number, ox: number, oy: number, body: string): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${r2(ox)}" y="${r2(oy)}" width="${r2(w)}" height="${r2(h)}">${body}</pattern>`;
}

/**
 * Half-drop slots for a tile two cells wide: column 0 at rows k + 0.5, column 1 at rows k + 1,
 * so neighbouring columns interlock like a printed fabric. Fillers sit between the drawings.
 */
export function halfDropSlots(
  cell: number,
  rows: number,
): { main: Array<[number, number]>; fill: Array<[number, number]> } {
  const main: Array<[number, number]> = [];
  const fill: Array<[number, number]> = [];
  for (let k = 0; k < rows; k++) {
    main.push([cell * 0.5, cell * (k + 0.5)], [cell * 1.5, cell * (k + 1)]);
    fill.push([cell, cell * (k + 1)], [cell * 2, cell * (k + 1.5)]);
  }
  return { main, fill };
}
