/**
 * The import graph of the sources as it runs: an import counts when the module is loaded for it,
 * i.e. it is not `import type`, and a name it brings is used as a value (the TypeScript
 * transpilers, tsc, tsx and Vite's esbuild, drop an import whose names are only used as types),
 * or it imports the module for its side effects. Dynamic `import()` loads later and is no edge.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";

const root = join(import.meta.dirname, "../..");

export interface Import {
  /** The module specifier as written. */
  spec: string;
  /** Whether loading the importing module loads this one. */
  runtime: boolean;
}

/** The static imports and re-exports of one source text. */
export function importsOf(path: string, text: string): Import[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const values = valueNames(source);
  const out: Import[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) {
        out.push({ spec, runtime: true });
        continue;
      }
      if (clause.isTypeOnly) {
        out.push({ spec, runtime: false });
        continue;
      }
      const names: string[] = [];
      if (clause.name) names.push(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) if (!e.isTypeOnly) names.push(e.name.text);
      out.push({ spec, runtime: names.some((n) => values.has(n)) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typesOnly =
        node.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
      out.push({ spec: node.moduleSpecifier.text, runtime: !typesOnly });
    }
  }
  return out;
}

/** The identifiers a file uses as values: outside types, import lines, and property names. */
function valueNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isTypeNode(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      (ts.isHeritageClause(node) && node.token === ts.SyntaxKind.ImplementsKeyword)
    )
      return;
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isJsxAttribute(parent)) &&
          parent.name === node);
      if (!isName) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return names;
}

/** The file a relative specifier names (`./a.js` is `./a.ts`, `./a.tsx` or `./a/index.ts`), or null. */
export function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = join(dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, "");
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
  ];
  for (const c of candidates) if (existsSync(join(root, c)) && statSync(join(root, c)).isFile()) return c;
  return null;
}

/** The TypeScript sources under these folders, relative to the project. */
export function sources(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"))
      .map((f) => join(dir, f)),
  );
}

/** Per file, the project files it loads when it is loaded. */
export function runtimeGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file, readFileSync(join(root, file), "utf8"))
      .filter((i) => i.runtime)
      .map((i) => resolve(file, i.spec))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles: each group of files that load one another (Tarjan's strongly connected components), sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}
