import { Link, Navigate, Outlet, useRouterState } from "@tanstack/react-router";
import { Coins, Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSession } from "../lib/session";
import { Attribution } from "./attribution";
import { FullPageSpinner } from "./generating-overlay";
import { PublicHeader } from "./public-header";
import { Sidebar } from "./sidebar";
import { focusRing } from "./ui";

// Signed-out visitors of "/" get the public home page instead of the sign-in wall.
const LandingPage = lazy(() => import("../pages/landing").then((m) => ({ default: m.LandingPage })));

/** Screens a signed-out visitor may browse: the hubs and every tool's form (Generate asks them to sign up). */
const BROWSABLE = new Set(["/$hub", "/$hub/$tool"]);

/** The signed-in shell: sidebar (a drawer on small screens), main content and the credits line. */
export function AppLayout() {
  const { user, loading } = useSession();
  const [open, setOpen] = useState(false);
  // The matched leaf, not the address: while another route loads, the address changes first and
  // this layout must not send a visitor who is leaving the home page to /unauthorized.
  type Leaf = { fullPath?: string; pathname?: string } | undefined;
  const path = useRouterState({ select: (s) => (s.matches[s.matches.length - 1] as Leaf)?.fullPath });
  // Where signing in or up returns to: the matched screen's own address, for the same reason.
  const address = useRouterState({ select: (s) => (s.matches[s.matches.length - 1] as Leaf)?.pathname ?? "/" });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (loading) return <FullPageSpinner />;
  if (!user && path === "/")
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LandingPage />
      </Suspense>
    );
  if (!user && path && BROWSABLE.has(path)) return <PublicLayout next={address} />;
  if (!user) return <Navigate to="/unauthorized" search={{ next: address }} replace />;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100 lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {/* Above the drawer backdrop (z-30), so the same toggle also closes the menu. */}
      <header className="sticky top-0 z-40 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900 lg:hidden">
        <span className="font-bold text-violet-800 dark:text-violet-200">Inkling</span>
        {user && (
          <Link
            to="/payment"
            aria-label={user.isAdmin ? "Credits: unlimited" : `Credits: ${user.credits}, buy more`}
            className={`ml-auto flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <Coins className="h-4 w-4" aria-hidden="true" />
            {user.isAdmin ? "Unlimited" : user.credits}
          </Link>
        )}
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="sidebar"
          aria-label={open ? "Close menu" : "Open menu"}
          className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
        >
          {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        </button>
      </header>
      {open && (
        <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" aria-hidden="true" onClick={() => setOpen(false)} />
      )}
      <aside
        id="sidebar"
        aria-label="Sidebar"
        className={`fixed inset-y-0 left-0 z-40 w-64 transform border-r border-slate-200 bg-white transition-transform dark:border-slate-800 dark:bg-slate-900 lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 ${
          open ? "translate-x-0" : "-translate-x-full max-lg:invisible"
        }`}
      >
        <Sidebar onNavigate={() => setOpen(false)} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
        <Attribution />
      </div>
    </div>
  );
}

/** Hubs and tools for a signed-out visitor: the public header (signing in or up returns to `next`) instead of the sidebar. */
function PublicLayout({ next }: { next: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <PublicHeader next={next} />
      {/* The header's width and padding, so the page lines up under it. */}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <Attribution />
    </div>
  );
}
