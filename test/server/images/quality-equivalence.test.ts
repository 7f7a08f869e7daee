import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { encodeBlackWhite } from "../../../server/images/postprocess.js";
import { gateLineArt, measureLineArt } from "../../../server/images/quality.js";
import { repairLineArt } from "../../../server/images/repair.js";
import { strokeWidthsPt } from "../../../server/images/strokes.js";
import { badPage, providerPage } from "../../helpers/gate-pages.js";

/**
 * The gate's figures and pixels on real and model-like pages, recorded with the first
 * implementation (one byte per pixel, box filters, pixel walks) before the gate moved to
 * bit-packed masks: the fast gate must measure, decide and repair exactly as it did.
 * The two PNGs are built-in pages as stored (a square scene; a detailed portrait lettering).
 */
const recorded: Record<string, Recorded> = {
  "scene-square": {
    measured: {
      greyShare: 0,
      inkShare: 0.1675,
      minStrokePt: 2.25,
      regions: 99,
      smallestRegionCm2: 0.018,
      leaks: 0,
      passed: true,
    },
    strokes: [2.25, 3.8, 15.75],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.1675,
        minStrokePt: 2.25,
        regions: 99,
        smallestRegionCm2: 0.018,
        leaks: 0,
        passed: true,
      },
      repairs: [],
      sha1: "5095ea7646adeac2b90b823facca2eb6b76cc735",
    },
    repair: {
      repairs: ["slivers-filled"],
      sha1: "4aeaeb63b324243d6070d9aeebedc805a8f5ff80",
      measured: {
        greyShare: 0,
        inkShare: 0.1686,
        minStrokePt: 2.25,
        regions: 99,
        smallestRegionCm2: 0.018,
        leaks: 0,
        passed: true,
      },
    },
  },
  "lettering-detailed-portrait": {
    measured: {
      greyShare: 0,
      inkShare: 0.1371,
      minStrokePt: 1.49,
      regions: 513,
      smallestRegionCm2: 0.011,
      leaks: 0,
      passed: true,
    },
    strokes: [1.49, 2.24, 19.13],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.1371,
        minStrokePt: 1.49,
        regions: 513,
        smallestRegionCm2: 0.011,
        leaks: 0,
        passed: true,
      },
      repairs: [],
      sha1: "8dcc63caf2bd9171a5f977e888dc8da26d944919",
    },
    repair: {
      repairs: ["slivers-filled"],
      sha1: "cae73ed583155aa7da5a302abab4dc612085d18c",
      measured: {
        greyShare: 0,
        inkShare: 0.1371,
        minStrokePt: 1.49,
        regions: 513,
        smallestRegionCm2: 0.011,
        leaks: 0,
        passed: true,
      },
    },
  },
  "bad 1001x777": {
    measured: {
      greyShare: 0.2119,
      inkShare: 0.17,
      minStrokePt: 1.83,
      regions: 98,
      smallestRegionCm2: 0.013,
      leaks: 1,
      passed: false,
    },
    strokes: [1.83, 5.96, 16.66],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.033,
        minStrokePt: 1.83,
        regions: 0,
        smallestRegionCm2: 0,
        leaks: 0,
        passed: false,
      },
      repairs: ["grey-removed", "specks-removed", "strokes-thickened"],
      sha1: "4576d4f760d49619367982a0aebfe9988416dc51",
    },
    repair: {
      repairs: ["grey-removed", "specks-removed", "strokes-thickened"],
      sha1: "4576d4f760d49619367982a0aebfe9988416dc51",
      measured: {
        greyShare: 0,
        inkShare: 0.033,
        minStrokePt: 1.83,
        regions: 0,
        smallestRegionCm2: 0,
        leaks: 0,
        passed: false,
      },
    },
  },
  "bad 1024x1325": {
    measured: {
      greyShare: 0.1675,
      inkShare: 0.1272,
      minStrokePt: 1.79,
      regions: 99,
      smallestRegionCm2: 0.024,
      leaks: 0,
      passed: false,
    },
    strokes: [1.79, 5.98, 14.04],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.0115,
        minStrokePt: 1.2,
        regions: 1,
        smallestRegionCm2: 0.029,
        leaks: 0,
        // Repaired into one area and 1 % ink: under every level's floor of areas (decision 012).
        passed: false,
      },
      repairs: ["grey-removed", "specks-removed", "gaps-closed"],
      sha1: "083f1da490c29a491e766489d29eb455f626fa7c",
    },
    repair: {
      repairs: ["grey-removed", "specks-removed", "gaps-closed"],
      sha1: "083f1da490c29a491e766489d29eb455f626fa7c",
      measured: {
        greyShare: 0,
        inkShare: 0.0115,
        minStrokePt: 1.2,
        regions: 1,
        smallestRegionCm2: 0.029,
        leaks: 0,
        // Repaired into one area and 1 % ink: under every level's floor of areas (decision 012).
        passed: false,
      },
    },
  },
  "model 1024x1325": {
    measured: {
      greyShare: 1,
      inkShare: 0.0839,
      minStrokePt: 1.79,
      regions: 88,
      smallestRegionCm2: 5.879,
      leaks: 0,
      passed: false,
    },
    strokes: [1.79, 2.99, 38.25],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.0839,
        minStrokePt: 1.79,
        regions: 88,
        smallestRegionCm2: 5.879,
        leaks: 0,
        passed: true,
      },
      repairs: ["grey-removed"],
      sha1: "0341733a7b07fc5234199cded66224730e72cdf8",
    },
    repair: {
      repairs: ["grey-removed"],
      sha1: "0341733a7b07fc5234199cded66224730e72cdf8",
      measured: {
        greyShare: 0,
        inkShare: 0.0839,
        minStrokePt: 1.79,
        regions: 88,
        smallestRegionCm2: 5.879,
        leaks: 0,
        passed: true,
      },
    },
  },
  "model 2550x3300": {
    measured: {
      greyShare: 1,
      inkShare: 0.0332,
      minStrokePt: 0.72,
      regions: 88,
      smallestRegionCm2: 6.196,
      leaks: 0,
      passed: false,
    },
    strokes: [0.72, 1.2, 1.2],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.0463,
        minStrokePt: 0.96,
        regions: 88,
        smallestRegionCm2: 6.112,
        leaks: 0,
        passed: true,
      },
      repairs: ["grey-removed", "strokes-thickened"],
      sha1: "de832483f163ac6b787c318bbfb0902a1a138150",
    },
    repair: {
      repairs: ["grey-removed", "strokes-thickened"],
      sha1: "de832483f163ac6b787c318bbfb0902a1a138150",
      measured: {
        greyShare: 0,
        inkShare: 0.0463,
        minStrokePt: 0.96,
        regions: 88,
        smallestRegionCm2: 6.112,
        leaks: 0,
        passed: true,
      },
    },
  },
  "bad 2550x3300": {
    measured: {
      greyShare: 0.0835,
      inkShare: 0.0415,
      minStrokePt: 0.72,
      regions: 97,
      smallestRegionCm2: 0.013,
      leaks: 0,
      passed: false,
    },
    strokes: [0.72, 1.86, 3.24],
    gate: {
      quality: {
        greyShare: 0,
        inkShare: 0.058,
        minStrokePt: 1.38,
        regions: 91,
        smallestRegionCm2: 0.013,
        leaks: 0,
        passed: true,
      },
      repairs: ["grey-removed", "specks-removed", "strokes-thickened", "gaps-closed", "slivers-filled"],
      sha1: "7d0a407135d1e24921d1a3889b1ec8acad611fa8",
    },
    repair: {
      repairs: ["grey-removed", "specks-removed", "strokes-thickened", "gaps-closed", "slivers-filled"],
      sha1: "7d0a407135d1e24921d1a3889b1ec8acad611fa8",
      measured: {
        greyShare: 0,
        inkShare: 0.058,
        minStrokePt: 1.38,
        regions: 91,
        smallestRegionCm2: 0.013,
        leaks: 0,
        passed: true,
      },
    },
  },
};

interface Recorded {
  measured: ReturnType<typeof measureLineArt>;
  strokes: number[];
  gate: { quality: ReturnType<typeof measureLineArt>; repairs: string[]; sha1: string };
  repair: { repairs: string[]; sha1: string; measured: ReturnType<typeof measureLineArt> };
}

function fixture(name: string) {
  const img = PNG.sync.read(readFileSync(new URL(`../../fixtures/pages/${name}.png`, import.meta.url)));
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4] as number;
  return { lum, w: img.width, h: img.height };
}

const pages: Record<string, () => { lum: Uint8Array; w: number; h: number }> = {
  "scene-square": () => fixture("scene-square"),
  "lettering-detailed-portrait": () => fixture("lettering-detailed-portrait"),
  // 1001 px: rows that are neither whole words of bits nor 4-byte aligned.
  "bad 1001x777": () => ({ lum: badPage(1001, 777, 5), w: 1001, h: 777 }),
  "bad 1024x1325": () => ({ lum: badPage(1024, 1325, 6), w: 1024, h: 1325 }),
  "model 1024x1325": () => ({ lum: providerPage(1024, 1325, 120), w: 1024, h: 1325 }),
  "model 2550x3300": () => ({ lum: providerPage(2550, 3300, 300), w: 2550, h: 3300 }),
  "bad 2550x3300": () => ({ lum: badPage(2550, 3300, 4), w: 2550, h: 3300 }),
};

const sha1 = (px: Uint8Array) => createHash("sha1").update(px).digest("hex");

describe("quality gate: the same figures and pixels as the first implementation", () => {
  it.each(Object.keys(pages))("%s", (name) => {
    const { lum, w, h } = (pages[name] as () => { lum: Uint8Array; w: number; h: number })();
    const want = recorded[name] as Recorded;
    expect(measureLineArt(lum, w, h)).toEqual(want.measured);
    expect(strokeWidthsPt(lum, w, h, [0.02, 0.5, 0.98])).toEqual(want.strokes);
    const gated = gateLineArt(lum, w, h);
    expect({ quality: gated.quality, repairs: gated.repairs, sha1: sha1(gated.pixels) }).toEqual(want.gate);
    // The verdict is on the stored pixels: measuring them again gives the same figures.
    expect(measureLineArt(gated.pixels, w, h)).toEqual(gated.quality);
    // They are exactly 0 or 255, so the encoder may copy them instead of thresholding.
    expect(encodeBlackWhite(gated.pixels, w, h, true).equals(encodeBlackWhite(gated.pixels, w, h))).toBe(true);
    const repaired = repairLineArt(lum, w, h);
    expect({
      repairs: repaired.repairs,
      sha1: sha1(repaired.pixels),
      measured: measureLineArt(repaired.pixels, w, h),
    }).toEqual(want.repair);
  });

  it("reads a page that does not start on a 4-byte boundary the same way", () => {
    for (const name of ["scene-square", "bad 1001x777"]) {
      const { lum, w, h } = (pages[name] as () => { lum: Uint8Array; w: number; h: number })();
      const shifted = new Uint8Array(lum.length + 1).subarray(1);
      shifted.set(lum);
      const want = recorded[name] as Recorded;
      expect(measureLineArt(shifted, w, h)).toEqual(want.measured);
      expect(sha1(gateLineArt(shifted, w, h).pixels)).toBe(want.gate.sha1);
    }
  });
});
