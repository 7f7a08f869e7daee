import { Users } from "lucide-react";
import { useState } from "react";
import type { User } from "../../../server/api-types";
import { TableHead } from "../../components/table-head";
import { Button, Card, EmptyState, Modal, PageHeader, Spinner } from "../../components/ui";
import { client } from "../../lib/api";
import { notify } from "../../lib/toast";
import { AddUserForm } from "./add-user-form";
import { Pagination } from "./pagination";
import { useUserPages } from "./use-user-pages";
import { UserRow } from "./user-row";

const loadFailed = () => notify.error("Failed to load users");

/** /admin/users: "Add New User" plus the newest-first, paginated users table. */
export function AdminUsersPage() {
  const pages = useUserPages("", loadFailed);
  const [doomed, setDoomed] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    try {
      await client.admin.users[":id"].$delete({ param: { id: doomed.id } });
      notify.success("User deleted successfully");
      setDoomed(null);
      pages.reload();
    } catch {
      notify.error("Failed to delete user");
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="User Management"
        description="Add users, change roles and credits, manage access."
        icon={Users}
      />
      <AddUserForm onCreated={pages.restart} />
      <Card>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">Users</h2>
          <span className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {pages.loading ? <Spinner size={16} /> : `${pages.total} users`}
          </span>
        </div>
        {pages.failed ? (
          <EmptyState title="Failed to load users" action={<Button onClick={pages.reload}>Try again</Button>} />
        ) : !pages.loading && pages.users.length === 0 ? (
          <EmptyState title="No users yet" />
        ) : (
          // Wide table: scrolls sideways on phones rather than squashing the controls.
          <div className="overflow-x-auto">
            <table className="w-full min-w-[52rem] text-left text-sm text-slate-800 dark:text-slate-200">
              <caption className="sr-only">
                Users, newest first, page {pages.page} of {pages.pageCount}
              </caption>
              <TableHead columns={["User", "Role", "Credits", "Status", "Joined", "Actions"]} />
              <tbody>
                {pages.users.map((u) => (
                  <UserRow key={u.id} user={u} onChanged={pages.replaceUser} onDelete={setDoomed} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={pages.page} pageCount={pages.pageCount} disabled={pages.loading} onPage={pages.goTo} />
      </Card>
      <Modal
        open={doomed !== null}
        title="Delete user?"
        onClose={() => !deleting && setDoomed(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDoomed(null)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} loadingText="Deleting..." onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </>
        }
      >
        <p>
          This permanently deletes <strong>{doomed?.email}</strong>, their account and their images. This cannot be
          undone.
        </p>
      </Modal>
    </div>
  );
}
