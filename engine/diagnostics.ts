import type { z } from "zod";

/** Edit distance between two short names (keys, field names, icon names). */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j] as number;
      row[j] = Math.min(here + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length] as number;
}

/** The candidate closest to a misspelled name, if it is close enough to be a likely typo. */
function nearest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  const lower = name.toLowerCase();
  for (const c of candidates) {
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(1, Math.floor(name.length / 3)) ? best : undefined;
}

/** " (did you mean `x`?)" or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearest(name, candidates);
  return near ? ` (did you mean \`${near}\`?)` : "";
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/**
 * The keys an object schema accepts at `path` of `data` (for "valid keys are …" hints): walks
 * objects, arrays, optionals, defaults and unions (a discriminated union by the data's tag).
 */
export function keysAt(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string[] | undefined {
  let s: unknown = schema;
  let value = data;
  let i = 0;
  for (let guard = 0; guard < 64; guard++) {
    const def = defOf(s);
    if (!def) return undefined;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable" || def.type === "prefault") {
      s = def.innerType;
      continue;
    }
    if (def.type === "pipe") {
      s = def.in;
      continue;
    }
    if (def.type === "union") {
      const options = def.options as unknown[];
      const tag = def.discriminator as string | undefined;
      const v = value as Record<string, unknown> | undefined;
      const pick =
        (tag &&
          options.find((o) => {
            const shape = (defOf(o)?.shape ?? {}) as Record<string, unknown>;
            const literal = defOf(shape[tag]);
            return (literal?.values as unknown[] | undefined)?.includes(v?.[tag]);
          })) ||
        options.find((o) => defOf(o)?.type === "object" && typeof value === "object" && value !== null) ||
        options[0];
      s = pick;
      continue;
    }
    if (i === path.length) {
      return def.type === "object" ? Object.keys(def.shape as object) : undefined;
    }
    const key = path[i++] as PropertyKey;
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
    if (def.type === "object") s = (def.shape as Record<PropertyKey, unknown>)[key];
    else if (def.type === "array") s = def.element;
    else return undefined;
  }
  return undefined;
}
