/** OpenMoji's licence asks for this line wherever its drawings appear (docs/licences.md). */
export function Attribution() {
  return (
    <footer className="px-4 py-4 text-center text-xs text-slate-600 dark:text-slate-400">
      Drawings use OpenMoji, the open-source emoji and icon project (
      <a className="underline" href="https://openmoji.org" target="_blank" rel="noreferrer">
        openmoji.org
      </a>
      ), licensed under{" "}
      <a className="underline" href="https://creativecommons.org/licenses/by-sa/4.0/" target="_blank" rel="noreferrer">
        CC BY-SA 4.0
      </a>
      .
    </footer>
  );
}
