import { isMap, isScalar, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { didYouMean, keysAt } from "./diagnostics.js";
import { fieldTypeNames } from "./fields/index.js";

export interface CatalogFile {
  /** Path relative to catalog/, with forward slashes: "kids/alphabet.yaml". */
  path: string;
  text: string;
}

export interface CatalogError {
  path: string;
  line: number;
  /** Column from 1, where known (a key, a template variable). */
  column?: number;
  message: string;
}

export interface Position {
  line: number;
  column?: number;
}

export type PathKey = string | number;

/**
 * Parse one YAML file; returns its data and functions mapping a zod path to a position: the
 * value at a path, a key inside the mapping at a path, and a template variable inside a value.
 */
export function load(file: CatalogFile, errors: CatalogError[]) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  for (const e of doc.errors) {
    const at = lineCounter.linePos(e.pos[0]);
    errors.push({ path: file.path, line: at.line, column: at.col, message: e.message });
  }
  const pos = (offset: number): Position => {
    const at = lineCounter.linePos(offset);
    return { line: at.line, column: at.col };
  };
  const nodeAt = (path: readonly PropertyKey[]) =>
    doc.getIn(path as PathKey[], true) as { range?: [number, number, number]; type?: string } | undefined;
  const positionOf = (path: readonly PropertyKey[]): Position => {
    for (let n = path.length; n >= 0; n--) {
      const node = nodeAt(path.slice(0, n));
      const at = node && typeof node === "object" && "range" in node ? node.range?.[0] : undefined;
      if (at !== undefined) return pos(at);
      if (n > 0) {
        // The key of a missing child: point at its parent mapping.
        const parent = nodeAt(path.slice(0, n - 1));
        if (parent?.range) return pos(parent.range[0]);
      }
    }
    return { line: 1 };
  };
  /** The key itself (`sugestions:`), not the start of the mapping holding it. */
  const keyPosition = (path: readonly PropertyKey[], key: string): Position => {
    const map = nodeAt(path);
    if (isMap(map)) {
      const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return pos(range[0]);
    }
    return positionOf(path);
  };
  /**
   * Where the `nth` use (from 0) of a template variable stands in the file: found in the value's
   * own source text, so block (|, >), plain and quoted scalars all point at the variable's line.
   */
  const variablePosition = (path: readonly PropertyKey[], name: string, nth: number): Position => {
    const node = nodeAt(path);
    if (node?.range) {
      const [start, end] = node.range;
      const source = file.text.slice(start, end);
      const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      const use = new RegExp(`\\{\\{[^}]*?(?<![\\w.])${escaped}(?![\\w])`, "g");
      let match: RegExpExecArray | null = null;
      for (let i = 0; i <= nth; i++) {
        match = use.exec(source);
        if (!match) break;
      }
      if (match) return pos(start + match.index + match[0].length - name.length);
    }
    return positionOf(path);
  };
  /** A template's line (from 1) in the file: block scalars start on the line after their header. */
  const lines = file.text.split("\n");
  const templateLine = (path: readonly PropertyKey[], line: number, column?: number): Position => {
    const node = nodeAt(path);
    const at = positionOf(path);
    if (node?.type === "BLOCK_LITERAL" || node?.type === "BLOCK_FOLDED") {
      const indent = /^ */.exec(lines[at.line + line - 1] ?? "")?.[0].length ?? 0;
      return column === undefined ? { line: at.line + line } : { line: at.line + line, column: indent + column + 1 };
    }
    return { line: at.line + (node?.type === "PLAIN" || node?.type?.startsWith("QUOTE") ? 0 : line - 1) };
  };
  const lineOf = (path: readonly PropertyKey[]) => positionOf(path).line;
  return {
    data: doc.errors.length ? undefined : (doc.toJS() as unknown),
    lineOf,
    positionOf,
    keyPosition,
    variablePosition,
    templateLine,
  };
}

export type Loaded = ReturnType<typeof load>;

export function check<T>(
  schema: z.ZodType<T>,
  file: CatalogFile,
  data: unknown,
  loaded: Pick<Loaded, "positionOf" | "keyPosition">,
  errors: CatalogError[],
): T | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    if (issue.code === "unrecognized_keys") {
      // One error per unknown key, at the key, with the nearest valid key and the valid ones.
      const valid = keysAt(schema, issue.path, data) ?? [];
      for (const key of issue.keys) {
        errors.push({
          path: file.path,
          ...loaded.keyPosition(issue.path, key),
          message: `${where}unknown key "${key}"${didYouMean(key, valid)}${valid.length ? `; valid keys: ${valid.join(", ")}` : ""}`,
        });
      }
      continue;
    }
    errors.push({ path: file.path, ...loaded.positionOf(issue.path), message: `${where}${issue.message}` });
  }
  return undefined;
}

/** Field types are checked first so an unknown type gets a clear message, not a union error. */
export function checkFieldTypes(file: CatalogFile, data: unknown, loaded: Loaded, errors: CatalogError[]) {
  const fields = (data as { fields?: unknown })?.fields;
  if (!Array.isArray(fields)) return true;
  let ok = true;
  fields.forEach((f, i) => {
    const type = (f as { type?: unknown })?.type;
    if (!fieldTypeNames.includes(type as never)) {
      ok = false;
      errors.push({
        path: file.path,
        ...loaded.positionOf(["fields", i, "type"]),
        message: `fields.${i}.type: unknown field type "${String(type)}"${didYouMean(String(type), fieldTypeNames)} (known: ${fieldTypeNames.join(", ")})`,
      });
    }
  });
  return ok;
}
