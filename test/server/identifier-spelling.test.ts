import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** The identifiers of a source file whose name matches `pattern`, as "file: name". */
function identifiers(file: string, text: string, pattern: RegExp): string[] {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && pattern.test(node.text))
      found.push(`${file}: ${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// docs/architecture.md "Less to read": code spells it `color`, the product's words stay in prose.
describe("one spelling of colour in code", () => {
  it("no identifier and no source file name in the repository spells it colour", () => {
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "*.ts", "*.tsx", "*.mts", "*.mjs"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((f) => /colour/i.test(f))).toEqual([]);
    const found = files.flatMap((f) => identifiers(f, readFileSync(join(root, f), "utf8"), /colour/i));
    expect(found).toEqual([]);
  });

  it("finds one in code and none in comments or strings", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    const text = ["// the colour", "const colourOf = (c: string) => `${c} colour`;", 'const s = "colours";'].join("\n");
    expect(identifiers("x.ts", text, /colour/i)).toEqual(["x.ts: colourOf"]);
    expect(identifiers("x.tsx", "const C = () => <p className={colours}>colour</p>;", /colour/i)).toEqual([
      "x.tsx: colours",
    ]);
  });
});
