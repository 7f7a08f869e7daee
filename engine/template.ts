import Handlebars from "handlebars";

/**
 * Prompt and sketch templates. Strict: a variable no field defines is an error, found by
 * catalog:check rather than at generation time. User input is only ever data passed to a
 * compiled template, never compiled itself, and nothing is HTML-escaped (prompts are text).
 */
const hb = Handlebars.create();

/**
 * The letter a subject features: the one it names ("letter E for elephant", "the letter B with a
 * bear", "B is for bear"), else the first letter of its first word after an article ("an
 * elephant" is E, not A).
 */
function initialOf(value: unknown): string {
  const s = String(value ?? "").trim();
  const named =
    /\bletter\s+([a-z])\b/i.exec(s) ?? /^(?:the\s+)?([a-z])\s+(?:is\s+)?for\b/i.exec(s) ?? /^([a-z])$/i.exec(s);
  if (named?.[1]) return named[1].toUpperCase();
  return s
    .replace(/^(?:(?:a|an|the|my|our|some)\s+)+/i, "")
    .charAt(0)
    .toUpperCase();
}

hb.registerHelper("initial", initialOf);
hb.registerHelper("upper", (value: unknown) => String(value ?? "").toUpperCase());
hb.registerHelper("lower", (value: unknown) => String(value ?? "").toLowerCase());

const templateHelpers = ["initial", "upper", "lower", "if", "unless", "each", "with"] as const;

const cache = new Map<string, HandlebarsTemplateDelegate>();

export function renderTemplate(source: string, values: Record<string, unknown>): string {
  let compiled = cache.get(source);
  if (!compiled) {
    compiled = hb.compile(source, { strict: true, noEscape: true });
    cache.set(source, compiled);
  }
  return compiled(values)
    .replace(/[ \t]+\n/g, "\n")
    .trim();
}

type Node = { type: string; loc?: { start: { line: number; column: number } }; [key: string]: unknown };

/** One variable a template reads, where it stands in the template (line from 1, column from 0). */
interface TemplateVariable {
  /** As written: "subject", or "dinosaur.kind" for a dotted path. */
  name: string;
  /** A path with dots, slashes, ../ or this: not a plain field name. */
  dotted: boolean;
  line: number;
  column: number;
}

/** Every variable a template reads (helpers excluded), with its position, for the strict check. */
export function templateVariableUses(source: string): TemplateVariable[] {
  const found: TemplateVariable[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const n = node as Node;
    if (n.type === "PathExpression") {
      const original = String(n.original);
      if ((templateHelpers as readonly string[]).includes(original)) return;
      const parts = n.parts as string[];
      const dotted = parts.length !== 1 || (n.depth as number) > 0 || original !== parts[0];
      found.push({
        name: original,
        dotted,
        line: n.loc?.start.line ?? 1,
        column: n.loc?.start.column ?? 0,
      });
      return;
    }
    for (const [key, child] of Object.entries(n)) {
      if (key !== "loc") visit(child);
    }
  };
  visit(hb.parse(source));
  return found;
}

/** Every variable name a template reads (helpers excluded). */
export function templateVariables(source: string): string[] {
  return [...new Set(templateVariableUses(source).map((v) => v.name.split(/[./]/)[0] ?? v.name))];
}

/** Where a Handlebars parse or compile error points in its template (line from 1), if it says. */
export function templateErrorLine(error: unknown): number | undefined {
  const e = error as { lineNumber?: number; message?: string };
  if (typeof e.lineNumber === "number") return e.lineNumber;
  const m = /Parse error on line (\d+)/.exec(e.message ?? "");
  return m ? Number(m[1]) : undefined;
}

/** The column (from 0) a Handlebars error gives, if any. */
export function templateErrorColumn(error: unknown): number | undefined {
  const column = (error as { column?: number }).column;
  return typeof column === "number" ? column : undefined;
}
