export {
  coloredJpeg,
  coloredPng,
  colorLineArt,
  lineArtGrey,
} from "./color-page.js";
