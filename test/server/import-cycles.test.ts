import { describe, expect, it } from "vitest";
import { cycles, runtimeGraph, sources } from "../helpers/imports.js";

// A module that loads one that loads it back reads the other's exports before they are set (a
// TDZ error or an undefined at start-up, depending on which is loaded first); docs/architecture.md
// "Less to read". Type-only imports are erased and do not count.
describe("runtime import cycles", () => {
  it("no module of the app, the engine or the scripts loads itself through its imports", () => {
    expect(cycles(runtimeGraph(sources("engine", "server", "web", "scripts")))).toEqual([]);
  });

  it("finds a cycle of two files and of three, and not a chain", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", ["d.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["c.ts"]],
      ["f.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([
      ["a.ts", "b.ts"],
      ["c.ts", "d.ts", "e.ts"],
    ]);
  });
});
