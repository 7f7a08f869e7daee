// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { describeQuality, QualitySummary } from "../../../web/results/quality-summary";

afterEach(cleanup);

const good = {
  greyShare: 0,
  inkShare: 0.08,
  minStrokePt: 1.9,
  regions: 112,
  smallestRegionCm2: 1.42,
  leaks: 0,
  passed: true,
};

describe("the quality gate's figures in a seller's words", () => {
  it("says a page that passed is print-ready, with its areas and thinnest line", () => {
    render(<QualitySummary quality={good} />);
    const region = screen.getByRole("region", { name: "Print check" });
    expect(region.textContent).toContain("Print-ready: clean black lines, 112 areas to colour");
    expect(region.textContent).toContain("the smallest 1.4 cm²");
    expect(region.textContent).toContain("Thinnest line 1.9 pt at 8.5×11 in (at least 0.75 pt prints)");
    cleanup();
    render(<QualitySummary quality={{ ...good, smallestRegionCm2: 0.034 }} />);
    expect(screen.getByRole("region", { name: "Print check" }).textContent).toContain("the smallest 3 mm²");
  });

  it("names every fault of a page that failed, never calling it print-ready", () => {
    const words = describeQuality({
      ...good,
      greyShare: 0.01,
      minStrokePt: 0.4,
      leaks: 3,
      passed: false,
    });
    expect(words.ready).toBe(false);
    expect(words.headline).toBe(
      "Check before printing: grey shading left, lines too thin to print well, 3 areas not closed, so colour would run out",
    );
    expect(describeQuality({ ...good, regions: 0, inkShare: 0.001, passed: false }).headline).toBe(
      "Check before printing: no closed areas to colour, almost no lines",
    );
    expect(describeQuality({ ...good, regions: 1 }).headline).toBe("Print-ready: clean black lines, 1 area to colour");
  });
});
