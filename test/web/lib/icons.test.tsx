// @vitest-environment happy-dom

import { resolve } from "node:path";
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalog } from "../../../server/catalog/load.js";
import { iconFor, isBundledIcon } from "../../../web/lib/icons";

afterEach(cleanup);

/** Every `icon` value anywhere in the catalogue (hubs, tools, publishing tools, home cards). */
function catalogueIcons(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object")
      for (const [key, v] of Object.entries(value)) {
        if (key === "icon" && typeof v === "string") found.add(v);
        else walk(v);
      }
  };
  walk(loadCatalog(`${resolve("catalog")}/`));
  return [...found].sort();
}

describe("catalogue icons", () => {
  it("bundles every icon the catalogue names, so no screen waits for an icon's chunk", () => {
    const icons = catalogueIcons();
    expect(icons.length).toBeGreaterThan(40);
    expect(icons.filter((name) => !isBundledIcon(name))).toEqual([]);
  });

  it("draws an alias lucide keeps for a renamed icon from the lazy table", async () => {
    const Icon = iconFor("alarm-check");
    const { container } = render(<Icon className="h-5 w-5" />);
    await waitFor(() => expect(container.querySelector("svg path")).not.toBeNull());
  });

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
