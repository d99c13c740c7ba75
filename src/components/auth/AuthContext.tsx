import * as React from "react";
import type { User } from "../../school-api/types";
import { loadClient } from "../../school-api/load-client";
import {
  asUser,
  readSession,
  readToken,
  readUser,
  clearSession,
  saveSession,
  saveUser,
  TOKEN_KEY,
  type AuthSession,
} from "../../lib/auth-storage";
import { API_URL } from "../../config";
import { createStore, useStore } from "../../hooks/use-store";

// A store, not a state in the context: a change re-renders the readers only, not the page below.
const AuthContext = React.createContext(createStore<AuthSession | null>(null));

/**
 * docs/product.md §4: a stored token is checked with the profile calls, the stored user's role
 * first; both refusing means it is dead, an unreachable server changes nothing.
 */
async function checkToken(
  token: string,
  stored: User | null,
): Promise<User | "refused" | "unknown"> {
  // Only with a stored token: every page's first load stays without the client and login rules.
  const [{ getProfile, readJson }, { profileOrder }] = await Promise.all([
    loadClient(),
    import("../../lib/login"),
  ]);
  let refusals = 0;
  const order = profileOrder(stored);
  for (const role of order) {
    try {
      const response = await getProfile(API_URL, role, token);
      const user = response.ok ? asUser(await readJson(response)) : null;
      if (user) return user;
      if (response.status === 401 || response.status === 403) refusals += 1;
    } catch {
      // Unreachable: the result is at most "unknown".
    }
  }
  return refusals === order.length ? "refused" : "unknown";
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(() => createStore<AuthSession | null>(null));

  // What storage says is applied in transitions: the page hydrates first, in slices.
  React.useEffect(() => {
    const refresh = () =>
      React.startTransition(() =>
        store.set(readSession(window.localStorage, window.sessionStorage)),
      );
    // A login or logout in another tab changes localStorage; this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY) refresh();
    };
    window.addEventListener("storage", onStorage);
    let active = true;
    const token = readToken(window.localStorage, window.sessionStorage);
    refresh();
    if (token) {
      void checkToken(token, readUser(window.sessionStorage)).then((result) => {
        if (!active) return;
        if (result === "refused") clearSession(window.localStorage, window.sessionStorage);
        else if (result !== "unknown") saveUser(window.sessionStorage, result);
        refresh();
      });
    }
    return () => {
      active = false;
      window.removeEventListener("storage", onStorage);
    };
  }, [store]);

  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The login state of docs/product.md §4 (storage read only after mount). */
export function useAuth() {
  const store = React.useContext(AuthContext);
  const session = useStore(store);
  return {
    loggedIn: session !== null,
    user: session?.user ?? null,
    logout() {
      clearSession(window.localStorage, window.sessionStorage);
      store.set(null);
    },
    /** Stores a successful login by the rules of 'Mantenerme conectado'. */
    signIn(next: AuthSession & { remember: boolean }) {
      saveSession(window.localStorage, window.sessionStorage, next);
      store.set({ token: next.token, user: next.user });
    },
  };
}

export type AuthState = ReturnType<typeof useAuth>;
