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
  /**
   * Drawn only where a layout names it, never found by a word: the whole body of the set's
   * drawing with this code (a head), counted as that drawing wherever a page's drawings are.
   */
  wholeOf?: string;
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

/**
 * A unicorn with a whole body, for a rider to sit on (the set's unicorn is a head): the set's
 * horse (Fluent Emoji, MIT, as every drawing here) in a unicorn's colours, with a spiralled horn
 * on its forelock. Kept out of the word index: a unicorn alone is still the set's head on a body.
 */
const unicorn = [
  `<path fill="#f48fb1" d="M8.986 5.288h-1.39v-2.29h5.738c.235 0 .426.19.426.426c0 .663-.345 1.244-.865 1.575h2.668c.24 0 .435.196.435.436A3.07 3.07 0 0 1 14.622 8h2.582c.228 0 .412.185.412.413a4.01 4.01 0 0 1-4.006 4.012h-2.625V8.51H8.986zm19.017 1.36V5.485c0-.268.217-.485.484-.485C29.323 5 30 5.678 30 6.514v1.989c0 1.38-1.118 2.5-2.497 2.5H26.35a.356.356 0 0 0-.356.356V16h-1.997V9.504c0-1.38 1.118-2.5 2.497-2.5h1.154c.196 0 .356-.16.356-.356M3.713 4.725A2.006 2.006 0 0 1 5.698 3h1.768a2.006 2.006 0 0 1-2.004 2.008H3.955a.246.246 0 0 1-.242-.283"/>`,
  `<path fill="#e0e0e0" d="M18.976 23.175v-7.789l4.149-.16v7.028l-.024.009l-3.875 3.88a.86.86 0 0 0-.25.604v.937a.316.316 0 0 1-.315.316h-1.367a.316.316 0 0 1-.315-.316v-.937c0-.762.296-1.48.834-2.018l.882-.878c.18-.18.28-.423.28-.676m-14.76.242a.38.38 0 0 0 .538 0l.873-.876a.38.38 0 0 0 0-.538l-.392-.392a.84.84 0 0 1-.244-.59v-2.36c0-.366.297-.662.662-.662h7.337v-2H5.652a2.66 2.66 0 0 0-2.659 2.662v2.36c0 .757.295 1.469.83 2.004z"/>`,
  `<path fill="#fafafa" d="M16.01 12h7.04a4.916 4.916 0 0 1 4.913 4.92v7.18a2.57 2.57 0 0 1-.562 1.604l-3.234 4.048a.66.66 0 0 1-.515.248h-1.217a.232.232 0 0 1-.186-.371l2.239-2.989a2.4 2.4 0 0 0-.48-3.36l-2.512-1.887A1.96 1.96 0 0 0 20.319 21h-8.004a4.9 4.9 0 0 1-1.965-.406a.26.26 0 0 0-.287.056l-.88.88a.66.66 0 0 0 .016.952l1.262 1.274a.84.84 0 0 0 .59.244h.457c.264 0 .478.215.478.479v1.043a.48.48 0 0 1-.479.478h-.456a2.8 2.8 0 0 1-2.002-.83l-1.245-1.256a2.73 2.73 0 0 1-.811-1.91a2.65 2.65 0 0 1 .778-1.888l.642-.643a.26.26 0 0 0 .019-.348A4.95 4.95 0 0 1 7.4 16.712L6.29 8.667a.297.297 0 0 0-.405-.235l-1.648.665L2.5 8.5l.473-1.554l3.37-3.651a.28.28 0 0 0 .075-.195v-.83a.27.27 0 0 1 .415-.227l2.016 1.51c.467.367.839.703 1.111 1.195l3.038 5.477A3.44 3.44 0 0 0 16.011 12"/>`,
  `<path fill="#1c1c1c" d="M5.5 7a.49.49 0 0 1-.5-.483v-.534c0-.267.223-.483.5-.483c.275 0 .499.216.499.483v.534a.49.49 0 0 1-.5.483"/>`,
  `<path fill="#ffd54f" d="M3.7 4.1L2.3.5l3.3 3z"/><path fill="#f9a825" d="M3.1 2.6l1.3-.3l.2.3l-1.3.4zM3.5 3.6l1.5-.4l.3.3l-1.5.4z"/>`,
  `<path fill="#f8bbd0" d="M2.998 6.918c-.336.363-.739.78-.739.78c-.22.256-.31.605-.231.945c.154.675.839 1.008 1.48.75l.769-.311z"/>`,
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
  {
    hexcode: "own-unicorn-whole",
    label: "unicorn",
    tags: [],
    group: 3,
    subgroup: 34,
    body: `<g fill="none">${unicorn}</g>`,
    wholeOf: "1F984",
  },
];
