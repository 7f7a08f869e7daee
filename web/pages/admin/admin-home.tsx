import { Link } from "@tanstack/react-router";
import { Coins, History, Mail, Settings, ShieldCheck, Users } from "lucide-react";
import { type ComponentType, useEffect, useState } from "react";
import { focusRing, PageHeader } from "../../components/ui";
import { answer, client } from "../../lib/api";

interface AdminCard {
  to: "/admin/users" | "/admin/credits" | "/admin/settings" | "/admin/audit" | "/admin/outbox";
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
}

const cards: AdminCard[] = [
  {
    to: "/admin/users",
    title: "User Management",
    description: "Add users, change roles, reset passwords.",
    icon: Users,
  },
  {
    to: "/admin/credits",
    title: "Credit Management",
    description: "Search users, edit balances, see history.",
    icon: Coins,
  },
  {
    to: "/admin/settings",
    title: "System Settings",
    description: "Starting credits, renewal and maintenance.",
    icon: Settings,
  },
  {
    to: "/admin/audit",
    title: "Audit log",
    description: "What administrators did to users, newest first.",
    icon: History,
  },
];

const outboxCard: AdminCard = {
  to: "/admin/outbox",
  title: "Mail outbox",
  description: "Messages the built-in mail transport has sent.",
  icon: Mail,
};

/** /admin: the portal; the outbox only exists with the built-in mail transport. */
export function AdminHomePage() {
  const [hasOutbox, setHasOutbox] = useState(false);

  useEffect(() => {
    let live = true;
    answer(client.health.$get())
      .then((h) => live && setHasOutbox(h.providers?.mail === "outbox"))
      // Without health we just leave the outbox card out; the other cards still work.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const shown = hasOutbox ? [...cards, outboxCard] : cards;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Admin Portal" description="Manage users, credits and system settings." icon={ShieldCheck} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={`flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-400 hover:shadow dark:border-slate-700 dark:bg-slate-900 dark:hover:border-violet-500 ${focusRing}`}
            >
              <Icon className="h-8 w-8 text-violet-700 dark:text-violet-300" aria-hidden="true" />
              <span className="text-lg font-semibold text-slate-900 dark:text-slate-50">{title}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
