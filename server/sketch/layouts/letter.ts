import { type Motif, matchMotif, matchMotifs, motifsStartingWith } from "../art.js";
import type { LayoutContext } from "../context.js";
import { lineMotif, svgPage, W } from "../draw.js";
import { between, shuffle } from "../random.js";
import { border } from "../style.js";
import { glyphPath } from "../text.js";
import { contentBox, headingFont, moodExtras, outlinedText } from "./common.js";

/** A big outlined letter or digit with the subject (and friends that share its initial) around it. */
export function letterLayout(ctx: LayoutContext): string {
  const { keys, rng, style } = ctx;
  const pen = style.pen;
  const box = contentBox(ctx);
  const said = (keys.letter ?? keys.subject ?? keys.text ?? "A").trim();
  // A number given as the page's letter is drawn whole ("number 12"); a subject gives its initial.
  const number = keys.letter ? /^\d{1,2}$/.exec(said)?.[0] : undefined;
  const ch = number ?? (said.charAt(0).toUpperCase() || "A");
  // A lower-case letter given as the page's letter is drawn so ("the lowercase letter a").
  const glyph = keys.letter && /^[a-z]$/.test(said) ? said : ch;
  const isDigit = /[0-9]/.test(ch);
  const font = style.hub === "adult" ? "playfair" : rng() < 0.5 ? "fredoka" : "baloo";

  // A thing asked for that the set cannot draw ("number 10 with ten fingers") is left out, never
  // stood in for by another drawing counted or set round the letter (ten rainbows had been counted).
  const subject: Motif | undefined = keys.subject ? matchMotifs(keys.subject, 1)[0] : undefined;
  const nothingToCount = !!keys.subject?.trim() && !subject;
  // Nought, or a number with nothing to count, has nothing under it: it fills the page, centred
  // (nought had stood small at the top of an empty page).
  const nought = isDigit && (Number(ch) === 0 || nothingToCount);
  // Two figures stand side by side in a wider box, as tall as they can be over their count.
  const gSize = nought ? Math.min(box.w - 120, box.h - 160) : isDigit ? (ch.length > 1 ? 420 : 500) : 540;
  const gWidth = ch.length > 1 ? 760 : gSize;
  const gx = W / 2 - gWidth / 2;
  // A portrait page's extra height is shared out: a little above the glyph, more below it and
  // a second row of drawings at the bottom, so the tall frame is filled, not half empty.
  const extra = Math.max(0, ctx.height - W);
  const gy = nought ? box.y + (box.h - gSize) / 2 : box.y + 20 + extra * 0.15;
  const d = glyphPath(glyph, font, { x: gx, y: gy, size: gSize, width: gWidth });
  // One bold outline: a second line just inside it would leave a sliver nobody can colour.
  let body = `<path data-text="1" d="${d}" fill="#fff" stroke="#000" stroke-width="${pen.main * 1.6}" stroke-linejoin="round"/>`;

  // A digit's page draws its count alone: no friends to look for.
  const friends = isDigit ? [] : motifsStartingWith(ch, 6, (n) => Math.floor(rng() * n));
  const count = isDigit && !nothingToCount ? Number(ch) : 0;
  const items: Motif[] = subject
    ? [subject, ...shuffle(rng, friends).slice(0, extra > 0 ? 5 : 3), subject]
    : friends.length
      ? friends
      : [matchMotif(undefined, ctx.seed)];
  // Slots around the glyph: the sides and the band below it.
  const below = gy + gSize + 20 + extra * 0.2;
  const top = extra * 0.15;
  const slots: Array<[number, number, number]> = shuffle(rng, [
    [box.x + 90, box.y + 120 + top, 170],
    [box.x + box.w - 90, box.y + 130 + top, 170],
    [box.x + 95, box.y + 360 + top, 180],
    [box.x + box.w - 95, box.y + 370 + top, 180],
  ]);
  if (extra > 0) {
    slots.push([box.x + 110, below + 90 + extra * 0.45, 170], [box.x + box.w - 110, below + 90 + extra * 0.45, 170]);
  }
  slots.unshift([W / 2, below + 90, 200]);
  // "A is for dog" would teach a wrong letter: the caption only names a subject that starts with it.
  const named = (keys.subject ?? "").trim().replace(/^(?:an?|the)\s+/i, "");
  const caption = !isDigit && subject && named.toUpperCase().startsWith(ch) ? `${glyph} is for ${named}` : "";
  if (isDigit && count > 0) {
    // Digits become counting pages: that many drawings under the number, as large as the band
    // below it lets them be, in the rows that make them largest. Nothing else is drawn: a thing
    // in a corner is one more to count (a shrimp and a scroll stood beside "2" and its birds).
    const m = subject ?? matchMotif(undefined, ctx.seed);
    const n = Math.min(count, 20);
    const bandTop = below - 10;
    const bandH = box.y + box.h - 20 - bandTop;
    const gap = 14;
    let best = { rows: 1, cols: n, size: 0 };
    for (let rows = 1; rows <= 4; rows++) {
      const cols = Math.ceil(n / rows);
      const size = Math.min((box.w - 40) / cols - gap, bandH / rows - gap, 300);
      if (size > best.size) best = { rows, cols, size };
    }
    const { cols, size } = best;
    const top = bandTop + (bandH - best.rows * (size + gap)) / 2;
    for (let i = 0; i < n; i++) {
      const row = Math.floor(i / cols);
      const inRow = Math.min(cols, n - row * cols);
      const x = W / 2 + ((i % cols) - (inRow - 1) / 2) * (size + gap);
      body += lineMotif(m, { x, y: top + (size + gap) / 2 + row * (size + gap), size }, pen);
    }
  } else if (!isDigit) {
    // A letter's friends around it. Nought is drawn alone: anything beside it would be one to count.
    items.slice(0, slots.length).forEach((m, i) => {
      const [x, y, size] = slots[i] as [number, number, number];
      const big = i === 0 ? 1.15 : between(rng, 0.9, 1.05);
      body += lineMotif(
        m,
        { x, y: y - (i === 0 && caption ? 30 : 0), size: size * big, rotate: i ? between(rng, -10, 10) : 0 },
        pen,
      );
    });
    body += moodExtras(
      ctx,
      [
        [box.x + 60, box.y + box.h - 60],
        [box.x + box.w - 60, box.y + box.h - 60],
      ],
      26,
    );
  }
  if (caption) {
    body += outlinedText(
      caption,
      headingFont(ctx),
      { x: box.x + 130, y: box.y + box.h - 72, w: box.w - 260, h: 72 },
      56,
      5,
      1,
    );
  }
  return svgPage(body + border(style, ctx.seed));
}
