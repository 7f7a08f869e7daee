/** What users may do with their pages, and where the drawings come from (docs/licences.md). */
export function Attribution() {
  return (
    <footer className="px-4 py-4 text-center text-xs text-slate-600 dark:text-slate-400">
      Pages you make here are yours to use, print and sell, with no credit owed. Drawings from Microsoft Fluent Emoji
      and flag-icons (MIT licence).
    </footer>
  );
}
