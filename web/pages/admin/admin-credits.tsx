import { Coins, History, Pencil, Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { User } from "../../../server/api-types";
import { stickyFirst, TableHead } from "../../components/table-head";
import { Button, Card, EmptyState, Label, PageHeader, Spinner, TextInput } from "../../components/ui";
import { notify } from "../../lib/toast";
import { CreditEditModal } from "./credit-edit-modal";
import { CreditHistoryModal } from "./credit-history-modal";
import { DeductionToggle } from "./deduction-toggle";
import { Pagination } from "./pagination";
import { useUserPages } from "./use-user-pages";
import { formatDate } from "./user-row";

/** Typing pauses this long before the search is sent, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

const loadFailed = () => notify.error("Failed to load users");

/** /admin/credits: search, the credits-enabled switch, balances, edit and history modals. */
export function AdminCreditsPage() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const pages = useUserPages(q, loadFailed);
  const [editing, setEditing] = useState<User | null>(null);
  const [viewing, setViewing] = useState<User | null>(null);

  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [search]);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Credit Management"
        description="Search users, set balances and see every change."
        icon={Coins}
      />
      <Card className="mb-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some supported browsers */}
        <div role="search" className="w-full md:max-w-sm">
          <Label htmlFor="credit-search">Search users</Label>
          <div className="relative mt-1">
            <Search className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-500" aria-hidden="true" />
            <TextInput
              id="credit-search"
              type="search"
              className="pl-9"
              placeholder="Email or name"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <DeductionToggle />
      </Card>
      <Card>
        {pages.failed ? (
          <EmptyState title="Failed to load users" action={<Button onClick={pages.reload}>Try again</Button>} />
        ) : pages.loading && pages.users.length === 0 ? (
          <Spinner />
        ) : pages.users.length === 0 ? (
          <EmptyState title={q ? `No users match “${q}”` : "No users yet"} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm text-slate-800 dark:text-slate-200">
              <caption className="sr-only">User credit balances</caption>
              <TableHead columns={["User", "Role", "Credits", "Last image", "Actions"]} />
              <tbody>
                {pages.users.map((u) => (
                  <tr key={u.id} className="border-t border-slate-200 dark:border-slate-700">
                    <th scope="row" className={`px-3 py-2 font-normal ${stickyFirst}`}>
                      <div className="font-medium text-slate-900 dark:text-slate-50">{u.displayName || "—"}</div>
                      <div className="text-slate-600 dark:text-slate-300">{u.email}</div>
                    </th>
                    <td className="px-3 py-2">{u.role}</td>
                    <td className="px-3 py-2 tabular-nums">{u.credits.toLocaleString()}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(u.lastImageGenerated)}</td>
                    <td className="px-3 py-2">
                      <div className="flex gap-1">
                        <Button
                          variant="secondary"
                          className="px-2! py-1!"
                          aria-label={`Edit credits for ${u.email}`}
                          onClick={() => setEditing(u)}
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                        </Button>
                        <Button
                          variant="secondary"
                          className="px-2! py-1!"
                          aria-label={`Credit history for ${u.email}`}
                          onClick={() => setViewing(u)}
                        >
                          <History className="h-4 w-4" aria-hidden="true" /> History
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={pages.page} pageCount={pages.pageCount} disabled={pages.loading} onPage={pages.goTo} />
      </Card>
      <CreditEditModal
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(u) => {
          pages.replaceUser(u);
          setEditing(null);
        }}
      />
      <CreditHistoryModal user={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
