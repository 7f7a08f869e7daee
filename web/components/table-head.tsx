/**
 * The first column (the user) stays in view while a wide table scrolls sideways on a phone;
 * it needs the table's own background to hide what scrolls under it.
 */
export const stickyFirst = "sticky left-0 z-10 bg-white dark:bg-slate-900";

/** A table's column headings, scoped for screen readers; `compact` for tables inside cards. */
export function TableHead({ columns, compact = false }: { columns: string[]; compact?: boolean }) {
  return (
    <thead className={compact ? undefined : "text-xs uppercase text-slate-600 dark:text-slate-400"}>
      <tr className={compact ? "border-b border-slate-200 dark:border-slate-700" : undefined}>
        {columns.map((c, i) => (
          <th key={c} scope="col" className={`${compact ? "py-2 pr-4" : "px-3 py-2"} ${i === 0 ? stickyFirst : ""}`}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
