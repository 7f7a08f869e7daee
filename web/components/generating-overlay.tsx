import { Spinner } from "./ui";

/** Full-screen overlay while a generation runs. */
export function GeneratingOverlay({ queuePosition }: { queuePosition?: number | null }) {
  return (
    <div
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
      role="status"
      aria-live="polite"
    >
      <div className="flex flex-col items-center rounded-2xl bg-white px-8 py-6 text-center shadow-xl dark:bg-slate-900">
        <span className="text-violet-700 dark:text-violet-300">
          <Spinner size={48} label="" />
        </span>
        <p className="mt-4 text-xl font-semibold text-slate-900 dark:text-slate-100">Creating Magic...</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">Your coloring page is being generated</p>
        {queuePosition != null && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {queuePosition === 0 ? "You are next in the queue" : `Position in queue: ${queuePosition + 1}`}
          </p>
        )}
      </div>
    </div>
  );
}

/** "Creating Magic..." while the session loads. */
export function FullPageSpinner() {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-3 text-violet-700 dark:text-violet-300"
      role="status"
      aria-live="polite"
    >
      <Spinner size={40} label="" />
      <p className="text-lg font-medium text-slate-800 dark:text-slate-200">Creating Magic...</p>
    </div>
  );
}
