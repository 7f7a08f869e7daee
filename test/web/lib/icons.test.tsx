// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { iconFor } from "../../../web/lib/icons";

afterEach(cleanup);

describe("catalogue icons", () => {
  it("draws a mapped icon at once", () => {
    const Icon = iconFor("car");
    const { container } = render(<Icon className="h-5 w-5" />);
    expect(container.querySelector("svg.lucide-car")).not.toBeNull();
  });

  it("draws any other lucide icon once its chunk has loaded, holding its box meanwhile", async () => {
    const Icon = iconFor("footprints");
    const { container } = render(<Icon className="h-5 w-5" data-testid="icon" />);
    // Before the chunk arrives: an empty svg with the same classes, so nothing shifts.
    expect(container.querySelector("svg.h-5")).not.toBeNull();
    await waitFor(() => expect(container.querySelector("svg path")).not.toBeNull());
    const svg = container.querySelector("svg") as SVGElement;
    expect(svg.getAttribute("class")).toContain("h-5 w-5");
    // lucide's footprints: two feet, each an outline path and a heel path.
    expect(svg.querySelectorAll("path")).toHaveLength(4);
    expect(iconFor("footprints")).toBe(Icon);
  });
});
