import { r2 } from "../sketch/random.js";
import { linePath } from "../sketch/text.js";
import { typeAttr } from "./page.js";

/**
 * Repeated characters (grid letters, digits) as one outline each in <defs>, placed with <use>:
 * a 16x16 word search outlines 26 glyphs, not 256.
 */
export class GlyphSet {
  private defs = new Map<string, string>();
  constructor(
    private readonly size: number,
    private readonly prefix: string,
  ) {}

  /** The character centred on (cx, cy). */
  place(ch: string, cx: number, cy: number, fill = "#000"): string {
    const id = `${this.prefix}${ch.charCodeAt(0)}`;
    if (!this.defs.has(id)) this.defs.set(id, linePath(ch, "nunito", this.size, 0, this.size * 0.36));
    return `<use xlink:href="#${id}" x="${r2(cx)}" y="${r2(cy)}" fill="${fill}" ${typeAttr(this.size)}/>`;
  }

  markup(): string {
    return `<defs>${[...this.defs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join("")}</defs>`;
  }
}
