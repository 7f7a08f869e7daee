import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { artPackages } from "../../../server/sketch/art.js";

const require = createRequire(import.meta.url);

/** Licences that put terms on what users make: share-alike or non-commercial. */
const forbidden = /\b(?:CC[- ]BY[- ](?:NC|SA|ND)|[A-Z-]*SA-[\d.]+|NC\b|ShareAlike|NonCommercial|GPL|LGPL|AGPL|OFL)/i;
/** What may feed the pictures on users' pages. */
const permissive = /^(MIT|Apache-2\.0|ISC|BSD-2-Clause|BSD-3-Clause|CC0-1\.0|0BSD|Unlicense)$/;

function licenceOf(pkg: string): string {
  const meta = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")) as {
    license?: string | { type?: string };
  };
  return typeof meta.license === "string" ? meta.license : (meta.license?.type ?? "");
}

describe("art licences", () => {
  it("every package the art pipeline reads is permissive: nothing share-alike or non-commercial", () => {
    expect(artPackages.length).toBeGreaterThan(0);
    for (const pkg of artPackages) {
      const licence = licenceOf(pkg);
      expect(licence, pkg).toMatch(permissive);
      expect(licence, pkg).not.toMatch(forbidden);
    }
  });

  it("the art modules load drawings only from the listed packages", () => {
    const loaded = new Set<string>();
    for (const file of ["art.ts", "flags.ts", "lexicon.ts", "draw.ts", "concepts.ts", "words.ts"]) {
      const src = readFileSync(`server/sketch/${file}`, "utf8");
      for (const m of src.matchAll(/resolve\(\s*"((?:@[^/"]+\/)?[^/"]+)/g)) loaded.add(m[1] as string);
    }
    expect(loaded.size).toBeGreaterThan(0);
    for (const pkg of loaded) expect(artPackages as readonly string[], pkg).toContain(pkg);
  });

  it("the share-alike OpenMoji set is gone from the dependencies", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).not.toContain("openmoji");
    for (const name of Object.keys(pkg.dependencies)) {
      if (/emoji|icon|flag|clipart|svg-art/.test(name)) expect(licenceOf(name), name).toMatch(permissive);
    }
  });

  it("the check itself catches share-alike and non-commercial licences", () => {
    for (const l of ["CC-BY-SA-4.0", "CC BY-NC 4.0", "CC-BY-NC-SA-4.0", "GPL-3.0"]) {
      expect(permissive.test(l) && !forbidden.test(l), l).toBe(false);
    }
  });
});
