/**
 * The drawings and how words reach them, in one place for the layouts and the tools:
 * drawing-index.ts (the set and our own drawings, indexed by name), word-readings.ts and
 * word-match.ts (a phrase's words to drawings), motif-svg.ts (a drawing's line-art and colour
 * markup, one-eyed and shut-eyed faces), person-looks.ts (a profession worn as a hat, a quarrel's
 * faces, a sleeper's shut eyes).
 */
export {
  artPackages,
  countedAs,
  drawableExamples,
  type Eyes,
  framedLandscape,
  holderOf,
  type Motif,
  motifByAnnotation,
  motifByHexcode,
  motifGroup,
  motifSubgroup,
  motifsStartingWith,
  motifTags,
  standsUpright,
  tokenize,
  wholeBodyOf,
} from "./drawing-index.js";
export { framedPicture } from "./ink-measure.js";
export { eyesTopIn, eyesTopOf, motifMarkup, oneEyedBody, oneEyedMotif } from "./motif-svg.js";
export { feelingOf, inMood, sleepWords, wornProfession } from "./person-looks.js";
export { framedPlaces, matchMotif, matchMotifs, type Understood, understandPhrase } from "./word-match.js";
export { bodyParts, describesOnly, settingConcept, settingName } from "./word-readings.js";
