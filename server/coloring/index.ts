export {
  coloredJpeg,
  coloredPng,
  colorLineArt,
  lineArtGrey,
  referencePng,
} from "./color-page.js";
