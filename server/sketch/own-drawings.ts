/**
 * Drawings of our own, in the style of the Fluent set (flat fills on a 32-unit grid, no strokes)
 * for popular colouring subjects the set has no drawing of. Each joins the drawing index
 * (art.ts) as if it were an emoji, under a code of its own, so `understood` names it exactly and
 * the line art and the colour covers draw it as they draw any other.
 */
export interface OwnDrawing {
  /** Its code in the index (never a Unicode sequence). */
  hexcode: string;
  label: string;
  tags: string[];
  /** The emojibase group and subgroup it belongs with (emojibase-data/meta/groups.json). */
  group: number;
  subgroup: number;
  body: string;
}

/** x of a lighthouse's side at height y: the tower narrows from 9 units wide at 26 to 5.6 at 11. */
const side = (y: number, left: boolean) => {
  const inset = ((26 - y) * 1.7) / 15;
  return (left ? 11.5 + inset : 20.5 - inset).toFixed(2);
};
const band = (y0: number, y1: number, fill: string) =>
  `<path fill="${fill}" d="M${side(y0, true)} ${y0}L${side(y1, true)} ${y1}H${side(y1, false)}L${side(y0, false)} ${y0}Z"/>`;

const lighthouse = [
  // Beams of light either side of the lantern.
  `<path fill="#fff3b0" d="M13.6 7.2L4.5 4.6v5.6zM18.4 7.2l9.1-2.6v5.6z"/>`,
  // Rocks at its foot.
  `<path fill="#9e9e9e" d="M3.5 30c.4-2.6 2.4-4 5-3.6c1-1.5 3-2 5-1.3h5c2-.7 4-.2 5 1.3c2.6-.4 4.6 1 5 3.6z"/>`,
  // The tower in red and white bands, a door and a window.
  band(26, 21, "#e53935"),
  band(21, 16, "#f5f5f5"),
  band(16, 11, "#e53935"),
  `<path fill="#a1887f" d="M14.8 26v-2.4c0-.7.5-1.2 1.2-1.2s1.2.5 1.2 1.2V26z"/>`,
  `<rect width="1.6" height="2.2" x="15.2" y="17.6" fill="#81d4fa" rx=".8"/>`,
  // The gallery, the lantern room with its light, the dome.
  `<rect width="8.8" height="1.4" x="11.6" y="9.8" fill="#455a64" rx=".5"/>`,
  `<rect width="4.8" height="4" x="13.6" y="5.8" fill="#ffe082"/>`,
  `<rect width=".5" height="4" x="15.75" y="5.8" fill="#455a64"/>`,
  `<path fill="#e53935" d="M13 6c.6-2.2 1.6-3.2 3-3.2s2.4 1 3 3.2z"/>`,
  `<circle cx="16" cy="2.6" r=".6" fill="#455a64"/>`,
].join("");

export const ownDrawings: readonly OwnDrawing[] = [
  {
    hexcode: "own-lighthouse",
    label: "lighthouse",
    tags: ["lighthouse", "beacon", "coast", "nautical", "sea", "tower"],
    group: 5,
    subgroup: 51,
    body: `<g fill="none">${lighthouse}</g>`,
  },
];
