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

/** A triceratops facing left: a frill with its rim, three broad horns and a beak, four stout legs, a tapering tail. */
const triceratops = [
  // The far legs and the tail, behind the body.
  `<path fill="#7cb342" d="M13.6 21h2.8v5.4c0 .5-.4.9-.9.9h-1c-.5 0-.9-.4-.9-.9zM22.4 20.6h2.8v5.8c0 .5-.4.9-.9.9h-1c-.5 0-.9-.4-.9-.9z"/>`,
  `<path fill="#8bc34a" d="M24.5 15.8c3.2.4 5.4 2.2 6.3 5.2c-2.6-.9-4.8-1.1-7-.9z"/>`,
  // The body, with spots.
  `<path fill="#8bc34a" d="M9.6 16.6c0-4.6 4.2-6.9 9-6.7c5.2.2 8 3.4 7.6 8.2c-.3 3.5-3.6 5-8.4 5c-4.6 0-8.2-1.6-8.2-6.5"/>`,
  `<circle cx="16.4" cy="13.6" r="1.3" fill="#aed581"/><circle cx="20.6" cy="12.9" r="1.1" fill="#aed581"/><circle cx="19.4" cy="17.2" r="1.2" fill="#aed581"/>`,
  // The near legs.
  `<path fill="#8bc34a" d="M10.8 20.2h3v6.4c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9zM19.6 20.8h3v5.8c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9z"/>`,
  // The frill behind the head, the head, its beak and horns, an eye.
  `<path fill="#ffb74d" d="M6.2 10.4c1.2-3.6 5.6-4.6 8.4-2c1.6 1.6 1.8 4.4.4 6.6l-5.4 1.4z"/>`,
  `<path fill="#ffe0b2" d="M8 10.6c1-2.2 3.8-2.8 5.5-1.2c1 1 1.2 2.8.3 4.3l-3.8 1z"/>`,
  `<path fill="#8bc34a" d="M2.8 16.2c-.2-3 2.2-5 5.2-5c3.2 0 5.2 2.2 4.8 5c-.3 2.4-2.6 3.6-5.2 3.4l-3.2-.4c-1-.2-1.6-1.6-1.6-3"/>`,
  `<path fill="#bcaaa4" d="M3 15.4l-2 1.9l2.5 1.1z"/>`,
  `<path fill="#fff8e1" d="M4 13.6l-1-3.6l3.2 2.6zM6.6 11.8l-2.2-5.4l4.8 4.7zM9.6 11.6l-.2-5.7l2.8 5.9z"/>`,
  `<circle cx="7.2" cy="14.1" r=".8" fill="#212121"/>`,
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
  {
    hexcode: "own-triceratops",
    label: "triceratops",
    tags: ["triceratops", "horned", "prehistoric"],
    group: 3,
    subgroup: 37,
    body: `<g fill="none">${triceratops}</g>`,
  },
];
