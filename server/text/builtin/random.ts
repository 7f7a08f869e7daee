/** The same request and seed always give the same text. */
export { pick, type Rng, rngFor, shuffle } from "../../random.js";

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
