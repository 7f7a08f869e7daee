/** Every choice a layout makes comes from the seeded generator, so a seed fixes the page. */
export { between, hashString, mulberry32, pick, type Rng, shuffle } from "../random.js";

/** Round to 2 decimals: keeps the SVG short and the output byte-stable. */
export const r2 = (n: number) => Math.round(n * 100) / 100;
