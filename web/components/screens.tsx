import { Link } from "@tanstack/react-router";
import { Compass, TriangleAlert } from "lucide-react";
import { focusRing } from "./ui";

const linkClass = `mt-6 inline-block rounded-lg bg-violet-700 px-4 py-2 font-medium text-white hover:bg-violet-800 ${focusRing}`;

export function NotFoundScreen() {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center">
      <Compass className="mb-4 h-12 w-12 text-violet-700 dark:text-violet-300" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">Page not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">There is nothing at this address.</p>
      <Link to="/" className={linkClass}>
        Go home
      </Link>
    </div>
  );
}

/** The router's error screen. */
export function ErrorScreen({ error }: { error?: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <TriangleAlert className="mb-4 h-12 w-12 text-red-700 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">Unexpected Application Error</h1>
      {detail && <p className="mt-2 max-w-lg text-slate-600 dark:text-slate-300">{detail}</p>}
      <a href="#/" className={linkClass}>
        Go home
      </a>
    </main>
  );
}
