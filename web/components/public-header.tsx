import { Link } from "@tanstack/react-router";
import { ThemeSwitch } from "./theme-switch";
import { focusRing } from "./ui";

/**
 * The top bar of the screens a signed-out visitor browses (the landing page, hubs and tools):
 * the name, the theme switch, Sign in and Sign up. `next` is where signing in or up returns to.
 */
export function PublicHeader({ next }: { next?: string }) {
  const search = next ? { next } : {};
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <Link to="/" className={`rounded text-xl font-bold text-violet-800 dark:text-violet-200 ${focusRing}`}>
          Inkling
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <ThemeSwitch />
          <Link
            to="/login"
            search={search}
            className={`rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
          >
            Sign in
          </Link>
          <Link
            to="/signup/one-time"
            search={search}
            className={`rounded-lg bg-violet-700 px-3 py-2 text-sm font-medium text-white hover:bg-violet-800 ${focusRing}`}
          >
            Sign up
          </Link>
        </nav>
      </div>
    </header>
  );
}
