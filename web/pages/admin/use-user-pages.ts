import { useCallback, useEffect, useRef, useState } from "react";
import type { User } from "../../../server/api-types";
import { answer, client } from "../../lib/api";

/** The admin pages list 10 users at a time. */
const PAGE_SIZE = 10;

export interface UserPages {
  users: User[];
  total: number;
  /** 1-based. */
  page: number;
  pageCount: number;
  loading: boolean;
  failed: boolean;
  goTo: (page: number) => void;
  reload: () => void;
  /** Back to page 1 with fresh cursors, e.g. after a user was added (it is the newest). */
  restart: () => void;
  replaceUser: (user: User) => void;
}

/** One page of GET /api/admin/users: from `cursor` (the first page without), matching `q` when given. */
function usersPage(cursor: string | null, q: string) {
  const query = { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) };
  return answer(client.admin.users.$get({ query }));
}

/**
 * Newest-first users with numbered pages over the API's keyset cursor. `cursors[i]` is the
 * cursor that opens page i+1 (page 1 has none); jumping ahead to a page not seen yet walks the
 * pages in between, which with 10 rows a page is cheap and keeps pages stable while users join.
 */
export function useUserPages(q: string, onError: () => void): UserPages {
  const [users, setUsers] = useState<User[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const cursors = useRef<(string | null)[]>([null]);
  const request = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const load = useCallback(
    async (target: number) => {
      const ticket = ++request.current;
      setLoading(true);
      setFailed(false);
      try {
        let at = Math.min(target, cursors.current.length);
        let result = await usersPage(cursors.current[at - 1] ?? null, q);
        while (at < target && result.nextCursor) {
          cursors.current[at] = result.nextCursor;
          at += 1;
          result = await usersPage(result.nextCursor, q);
        }
        if (ticket !== request.current) return;
        if (result.nextCursor) cursors.current[at] = result.nextCursor;
        // A page emptied by deletions falls back to the one before it.
        if (result.users.length === 0 && at > 1) {
          cursors.current.length = at - 1;
          void load(at - 1);
          return;
        }
        setUsers(result.users);
        setTotal(result.total);
        setPage(at);
      } catch {
        if (ticket !== request.current) return;
        setFailed(true);
        onErrorRef.current();
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    },
    [q],
  );

  // A new search starts again from page 1 with no known cursors.
  useEffect(() => {
    cursors.current = [null];
    void load(1);
  }, [load]);

  return {
    users,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    loading,
    failed,
    goTo: (n) => void load(n),
    reload: () => {
      // Rows may have shifted (a delete or a new user), so cursors after this page are stale.
      cursors.current.length = page;
      void load(page);
    },
    restart: () => {
      cursors.current = [null];
      void load(1);
    },
    replaceUser: (user) => setUsers((list) => list.map((u) => (u.id === user.id ? user : u))),
  };
}
