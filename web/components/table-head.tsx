/** A table's column headings, scoped for screen readers. */
export function TableHead({ columns, compact = false }: { columns: string[]; compact?: boolean }) {
  if (compact) {
    return (
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          {columns.map((c) => (
            <th key={c} scope="col" className="py-2 pr-4">
              {c}
            </th>
          ))}
        </tr>
      </thead>
    );
  }
  return (
    <thead className="text-xs uppercase text-slate-600 dark:text-slate-400">
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col" className="px-3 py-2">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
