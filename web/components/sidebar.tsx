import { Link, useNavigate } from "@tanstack/react-router";
import {
  BookOpen,
  Coins,
  House,
  Images,
  Library,
  LogOut,
  type LucideIcon,
  Moon,
  Search,
  Shield,
  Sun,
  UserRound,
} from "lucide-react";
import { useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { useSession } from "../lib/session";
import { useTheme } from "../lib/theme";
import { notify } from "../lib/toast";
import { focusRing } from "./ui";

type NavItem = { to: string; label: string; icon: LucideIcon };

const home: NavItem = { to: "/", label: "Home", icon: House };
/** After the catalogue's hubs, which come from catalog/hubs.yaml, every one of them in its order. */
const after: NavItem[] = [
  { to: "/gallery", label: "My pages", icon: Images },
  { to: "/books", label: "My books", icon: Library },
  { to: "/tutorial", label: "Tutorial", icon: BookOpen },
  { to: "/publishing-tools", label: "Publishing Tools", icon: Search },
];

const itemClass = `flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;
const activeClass = "bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-white";

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useSession();
  const { theme, toggle } = useTheme();
  const navigate = useNavigate();
  const { catalog } = useCatalog();
  if (!user) return null;
  const hubs: NavItem[] = (catalog?.hubs ?? []).map((h) => ({ to: `/${h.id}`, label: h.title, icon: iconFor(h.icon) }));
  const nav = [home, ...hubs, ...after];

  const doSignOut = async () => {
    try {
      // Leave the signed-in layout first: once the user is cleared it would send us to /unauthorized.
      await navigate({ to: "/login" });
      await signOut();
      notify.success("Signed out successfully");
    } catch {
      notify.error("Failed to sign out");
    }
  };

  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <Link
        to="/"
        onClick={onNavigate}
        className={`text-xl font-bold text-violet-800 dark:text-violet-200 ${focusRing} rounded`}
      >
        Inkling
      </Link>
      <div className="rounded-xl bg-violet-50 p-3 dark:bg-violet-950/60">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Coins className="h-4 w-4" aria-hidden="true" /> Credits
          </span>
          <span
            className="text-lg font-bold text-slate-900 dark:text-white"
            aria-live="polite"
            data-testid="credit-balance"
          >
            {user.isAdmin ? "Unlimited" : user.credits}
          </span>
        </div>
        {user.role === "subscription" && user.subscriptionRenewalDate && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            Renews on {formatDate(user.subscriptionRenewalDate)}
          </p>
        )}
        {/* The administrator is never charged: nothing to top up. */}
        {!user.isAdmin && (
          <Link
            to="/payment"
            onClick={onNavigate}
            className={`mt-2 block rounded-lg bg-violet-700 px-3 py-1.5 text-center text-sm font-medium text-white hover:bg-violet-800 ${focusRing}`}
          >
            Top Up
          </Link>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {nav.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                className={itemClass}
                activeProps={{ className: activeClass }}
                activeOptions={{ exact: to === "/" }}
              >
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-slate-200 pt-3 dark:border-slate-700">
        {user.isAdmin && (
          <Link to="/admin" onClick={onNavigate} className={itemClass} activeProps={{ className: activeClass }}>
            <Shield className="h-4 w-4" aria-hidden="true" /> Admin Portal
          </Link>
        )}
        <button type="button" onClick={toggle} className={itemClass} aria-pressed={theme === "dark"}>
          {theme === "dark" ? (
            <Sun className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Moon className="h-4 w-4" aria-hidden="true" />
          )}
          {theme === "dark" ? "Light mode" : "Dark mode"}
        </button>
        <Link to="/account" onClick={onNavigate} className={itemClass} activeProps={{ className: activeClass }}>
          <UserRound className="h-4 w-4" aria-hidden="true" /> Account
        </Link>
        <button type="button" onClick={doSignOut} className={itemClass}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
        </button>
      </div>
    </div>
  );
}
