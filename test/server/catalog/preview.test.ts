import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { preview } from "../../../scripts/catalog-preview.js";
import { defaultCatalogDir, loadCatalog } from "../../../server/catalog/load.js";

const catalog = loadCatalog();
const dir = mkdtempSync(join(tmpdir(), "inkling-preview-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pixels = (file: string) => PNG.sync.read(readFileSync(file));

describe("catalog:preview", () => {
  it("draws a line-art page with the given values as a pure black-and-white 1024×1024 PNG", async () => {
    const zebra = await preview(catalog, "kids/alphabet", ["subject=zebra"], { out: join(dir, "zebra.png") });
    expect(zebra.values).toEqual({ subject: "zebra", page: "square", detail: "medium", lineWeight: "medium" });
    const png = pixels(zebra.file as string);
    expect([png.width, png.height]).toEqual([1024, 1024]);
    const grey = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) grey.add(png.data[i] as number);
    expect([...grey].sort((a, b) => a - b)).toEqual([0, 255]);
    const apple = await preview(catalog, "kids/alphabet", ["subject=apple"], { out: join(dir, "apple.png") });
    expect(pixels(apple.file as string).data.equals(png.data)).toBe(false);
  });

  it("fills the values not given with the tool's sample values and draws covers in colour", async () => {
    const cover = await preview(catalog, "kids/cover-vehicles", [], { out: join(dir, "cover.png") });
    expect(cover.values.vehicle).toBe("fire truck");
    const png = pixels(cover.file as string);
    const colors = new Set<string>();
    for (let i = 0; i < png.data.length; i += 4 * 97) colors.add(png.data.subarray(i, i + 3).join(","));
    expect(colors.size).toBeGreaterThan(20);
  });

  it("prints a text tool's built-in answer", async () => {
    const ideas = await preview(catalog, "content/coloring-ideas", ["theme=space", "count=3"]);
    expect(ideas.file).toBeUndefined();
    expect(ideas.text?.split("\n")).toHaveLength(3);
    expect(ideas.text).toMatch(/^1\. /);
  });

  it("refuses an unknown tool, an unknown field and a value that does not validate", async () => {
    await expect(preview(catalog, "kids/nope")).rejects.toThrow('no tool "kids/nope"');
    await expect(preview(catalog, "kids/alphabet", ["subjet=x"])).rejects.toThrow(
      'kids/alphabet has no field "subjet" (fields: subject, page, detail, lineWeight)',
    );
    await expect(preview(catalog, "kids/alphabet", ["subject= "])).rejects.toThrow("Please enter a subject");
  });

  it("runs from npm without a server, on any catalogue folder", () => {
    const copy = join(dir, "catalog");
    cpSync(defaultCatalogDir, copy, { recursive: true });
    const out = join(dir, "cli.png");
    const run = spawnSync(
      "npx",
      ["tsx", "scripts/catalog-preview.ts", "kids/simple", "subject=owl", `--dir=${copy}`, `--out=${out}`],
      { encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'catalog:preview kids/simple (subject="owl" page="square" detail="medium" lineWeight="medium")',
    );
    expect(pixels(out).width).toBe(1024);
  });
});
