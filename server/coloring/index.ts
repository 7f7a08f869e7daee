export {
  coloredJpeg,
  coloredPng,
  colorLineArt,
  colorRaster,
  lineArtGrey,
} from "./color-page.js";
