export {
  type ColoredPage,
  type ColoredRegion,
  coloredJpeg,
  coloredPng,
  colorLineArt,
  colorRaster,
  type LineArtInput,
  lineArtGrey,
  requirePalette,
  UnknownPalette,
} from "./color-page.js";
