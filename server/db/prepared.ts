import type { Compilable, CompiledQuery } from "kysely";
import type { DB, Executor } from "./database.js";

const MARK = "\u0000inkling-param:";
const END = "\u0000";

type Slot = { param: string } | { value: unknown };

/**
 * A query written with Kysely's builder, built and compiled once, then run many times with new
 * values. On the requests that run most (session check, settings, the credit charge, the job
 * row) building and compiling the query cost more than SQLite running it: ~15% of the server's
 * time per generation (docs/performance.md). Everything else keeps calling the builder.
 *
 * `build` receives a stand-in for its values and must pass each one to Kysely unchanged, as a
 * value (`where("id", "=", p.id)`, `values({ ... })`, `eb("credits", "-", p.amount)`): the first
 * run checks that every value came out as a query parameter and refuses the query otherwise
 * (a value used in JavaScript, in `sql.raw` or inside a longer string would be frozen into it).
 * The same compiled query runs on the database or inside a transaction.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: DB, values: P) => Compilable<R>,
): (executor: Executor, values: P) => Promise<R[]> {
  // One compiled form per dialect (SQLite's `?` and PostgreSQL's `$1` differ); a process runs one.
  const byDialect = new Map<unknown, { query: CompiledQuery<R>; slots: Slot[] }>();
  return async (executor, values) => {
    const dialect = executor.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      compiled = compile(executor, build);
      byDialect.set(dialect, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((s) => ("param" in s ? values[s.param] : s.value));
    return (await executor.executeQuery<R>({ ...query, parameters })).rows;
  };
}

function compile<P extends Record<string, unknown>, R>(db: DB, build: (db: DB, values: P) => Compilable<R>) {
  const used = new Set<string>();
  const stand = new Proxy({} as P, {
    get(_, key) {
      if (typeof key !== "string") throw new Error("prepared query: values are read by name");
      used.add(key);
      return `${MARK}${key}${END}`;
    },
  });
  const query = build(db, stand).compile();
  const { sql, parameters } = query;
  if (sql.includes(MARK)) throw new Error(`prepared query: a value was written into the SQL text: ${sql}`);
  const slots: Slot[] = parameters.map((value) => {
    if (typeof value !== "string" || !value.includes(MARK)) return { value };
    const whole = value.startsWith(MARK) && value.endsWith(END) && value.indexOf(MARK, 1) < 0;
    if (!whole) throw new Error(`prepared query: a value was used inside a longer string: ${sql}`);
    return { param: value.slice(MARK.length, -END.length) };
  });
  for (const key of used) {
    if (!slots.some((s) => "param" in s && s.param === key))
      throw new Error(`prepared query: value "${key}" was read but is not a query parameter: ${sql}`);
  }
  return { query, slots };
}
