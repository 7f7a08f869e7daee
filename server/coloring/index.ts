export {
  coloredJpeg,
  coloredPng,
  colorLineArt,
  lineArtGrey,
  REFERENCE_PX,
  referencePng,
} from "./color-page.js";
