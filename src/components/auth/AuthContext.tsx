import * as React from "react";
import type { User } from "../../school-api/types";
import { readSession, clearSession, type AuthSession } from "../../lib/auth-storage";

/**
 * The login state of spec §4, owned in one place and read everywhere through useAuth().
 * Storage is read only after mount: nothing touches window during the build.
 */
export interface AuthState {
  ready: boolean;
  loggedIn: boolean;
  user: User | null;
  token: string | null;
  logout: () => void;
  refresh: () => void;
}

const AuthContext = React.createContext<AuthState>({
  ready: false,
  loggedIn: false,
  user: null,
  token: null,
  logout: () => undefined,
  refresh: () => undefined,
});

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [session, setSession] = React.useState<AuthSession | null>(null);
  const [ready, setReady] = React.useState(false);

  const refresh = React.useCallback(() => {
    setSession(readSession(window.localStorage, window.sessionStorage));
    setReady(true);
  }, []);

  React.useEffect(() => {
    refresh();
  }, [refresh]);

  const logout = React.useCallback(() => {
    clearSession(window.localStorage, window.sessionStorage);
    setSession(null);
  }, []);

  const value = React.useMemo<AuthState>(
    () => ({
      ready,
      loggedIn: session !== null,
      user: session?.user ?? null,
      token: session?.token ?? null,
      logout,
      refresh,
    }),
    [ready, session, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const useAuth = () => React.useContext(AuthContext);
