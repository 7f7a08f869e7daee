import Handlebars from "handlebars";

/**
 * Prompt and sketch templates. Strict: a variable no field defines is an error, found by
 * catalog:check rather than at generation time. User input is only ever data passed to a
 * compiled template, never compiled itself, and nothing is HTML-escaped (prompts are text).
 */
const hb = Handlebars.create();

hb.registerHelper("initial", (value: unknown) =>
  String(value ?? "")
    .trim()
    .charAt(0)
    .toUpperCase(),
);
hb.registerHelper("upper", (value: unknown) => String(value ?? "").toUpperCase());
hb.registerHelper("lower", (value: unknown) => String(value ?? "").toLowerCase());

export const templateHelpers = ["initial", "upper", "lower", "if", "unless", "each", "with"] as const;

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

type Node = { type: string; [key: string]: unknown };

/** Every variable a template reads (helpers excluded), for the strict check. */
export function templateVariables(source: string): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const n = node as Node;
    if (n.type === "PathExpression") {
      const original = String(n.original);
      if (!(templateHelpers as readonly string[]).includes(original) && original !== "this") {
        found.add(String((n.parts as string[])[0] ?? original));
      }
      return;
    }
    for (const [key, child] of Object.entries(n)) {
      if (key !== "loc") visit(child);
    }
  };
  visit(hb.parse(source));
  return [...found];
}
