import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { gateProviderLineArt, toPrintableLineArt } from "../../../server/images/postprocess.js";
import { modelPng } from "../../helpers/model-png.js";

/**
 * A model's PNG through the provider path (decode, luminance over white, box resample to the
 * stored page, the gate, encoding): the PNG bytes and figures recorded with the first
 * per-byte luminance and per-pixel resample, before they read 32-bit words and precomputed
 * their source columns. Sizes that shrink, widen, enlarge and keep the page, and an odd width.
 */
const recorded: Record<string, { gated: string; quality: unknown; printable: string }> = {
  "1024x1536 portrait": {
    gated: "ba5fa85fe80e10cf04ec7919ef5b1efba40931ca",
    quality: {
      greyShare: 0,
      inkShare: 0.0778,
      minStrokePt: 1.2,
      regions: 126,
      smallestRegionCm2: 2.774,
      leaks: 0,
      passed: true,
    },
    printable: "4cedbaaa86a333ee86c63cb8d793632d46a596a1",
  },
  "1792x1024 square": {
    gated: "2d1e6d7fc33227178125be3bb798734b039cef57",
    quality: {
      greyShare: 0,
      inkShare: 0.0471,
      minStrokePt: 1.13,
      regions: 170,
      smallestRegionCm2: 1.106,
      leaks: 0,
      passed: true,
    },
    printable: "323ab170a8d501299ba9ae0264ab30f003cfaf52",
  },
  "512x700 portrait": {
    gated: "a7d0ef8f34c4aabbfd3bdff5551736a77a2b80a4",
    quality: {
      greyShare: 0,
      inkShare: 0.083,
      minStrokePt: 3.59,
      regions: 28,
      smallestRegionCm2: 13.459,
      leaks: 0,
      passed: true,
    },
    printable: "267342840a63e3e0a237034475cb3f08d1b5b312",
  },
  "1024x1024 square": {
    gated: "bcc4816b6643d301e7a27e23758f1069990b2ef1",
    quality: {
      greyShare: 0,
      inkShare: 0.095,
      minStrokePt: 1.13,
      regions: 100,
      smallestRegionCm2: 3.333,
      leaks: 0,
      passed: true,
    },
    printable: "6587df58399c7d7315b73b4587a5438de65b67d7",
  },
  "1001x1325 portrait": {
    gated: "562d4e08d781b843e55a6ac80b8c2dc4d82cec28",
    quality: {
      greyShare: 0,
      inkShare: 0.0812,
      minStrokePt: 1.79,
      regions: 104,
      smallestRegionCm2: 3.763,
      leaks: 0,
      passed: true,
    },
    printable: "7f4c9304094c9218ed4c8e9f5f1676539d2007f9",
  },
};

const sha1 = (b: Buffer) => createHash("sha1").update(b).digest("hex");

describe("provider pages: the same bytes as the first luminance and resample", () => {
  it.each([
    [1024, 1536, "portrait"],
    [1792, 1024, "square"],
    [512, 700, "portrait"],
    [1024, 1024, "square"],
    [1001, 1325, "portrait"],
  ] as const)("%i×%i to a %s page", (w, h, page) => {
    const png = modelPng(w, h, 97);
    const gated = gateProviderLineArt(png, { page });
    expect({ gated: sha1(gated.png), quality: gated.quality, printable: sha1(toPrintableLineArt(png)) }).toEqual(
      recorded[`${w}x${h} ${page}`],
    );
  });
});
