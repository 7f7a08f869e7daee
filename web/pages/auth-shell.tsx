import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ThemeSwitch } from "../components/theme-switch";
import { focusRing } from "../components/ui";
import { useTheme } from "../lib/theme";

/** The frame of the public auth screens: centred card, app name, credits line. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useTheme();
  return (
    <main className="relative flex min-h-screen items-center justify-center bg-gradient-to-br from-violet-50 to-amber-50 px-4 py-10 dark:from-slate-950 dark:to-slate-900">
      <ThemeSwitch className="absolute top-3 right-3" />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-700 dark:bg-slate-900 sm:p-8">
        <p className="mb-4 text-center text-lg font-bold">
          <Link to="/" className={`rounded text-violet-800 dark:text-violet-200 ${focusRing}`}>
            Inkling
          </Link>
        </p>
        <h1 className="text-center text-2xl font-bold text-slate-900 dark:text-slate-50">{title}</h1>
        {subtitle && <p className="mt-1 text-center text-slate-600 dark:text-slate-300">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
