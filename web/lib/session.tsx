import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { User } from "../../server/api-types";
import { ApiError, answer, client } from "./api";
import { onServerEvent, openEvents } from "./events";

export interface Session {
  user: User | null;
  loading: boolean;
  refresh(): Promise<void>;
  setUser(u: User | null): void;
  signOut(): Promise<void>;
  /** The balance a response or live event reported (no-op while signed out). */
  setCredits(credits: number): void;
}

const SessionContext = createContext<Session | null>(null);

/** How often the balance is re-read when the live stream is down (fallback only). */
const REFRESH_FALLBACK_MS = 60_000;

export function SessionProvider({ children, initialUser }: { children: ReactNode; initialUser?: User | null }) {
  const [user, setUser] = useState<User | null>(initialUser ?? null);
  const [loading, setLoading] = useState(initialUser === undefined);

  const refresh = useCallback(async () => {
    try {
      const res = await answer(client.auth.me.$get());
      setUser(res.user);
    } catch (err) {
      // A 401 means signed out; a network fault keeps whatever we knew.
      if (err instanceof ApiError && err.status === 401) setUser(null);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (initialUser === undefined) void refresh();
  }, [initialUser, refresh]);

  const setCredits = useCallback((credits: number) => setUser((u) => (u ? { ...u, credits } : u)), []);

  const signedInId = user?.id;
  useEffect(() => {
    if (!signedInId) return;
    const close = openEvents();
    const off = onServerEvent((event) => {
      if (event.type === "credits") setCredits(event.credits);
    });
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    const timer = window.setInterval(() => void refresh(), REFRESH_FALLBACK_MS);
    return () => {
      off();
      close();
      window.removeEventListener("focus", onFocus);
      window.clearInterval(timer);
    };
  }, [signedInId, refresh, setCredits]);

  const signOut = useCallback(async () => {
    await client.auth.logout.$post();
    setUser(null);
  }, []);

  const value = useMemo<Session>(
    () => ({ user, loading, refresh, setUser, signOut, setCredits }),
    [user, loading, refresh, signOut, setCredits],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
