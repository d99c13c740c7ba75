/**
 * The storage rules of spec §3/§4: the token lives in localStorage `authToken` (only when the
 * visitor asked to stay logged in), the user record in sessionStorage `user`, and the student
 * id in `idEstudiante`. Logged in means both the token and the user exist.
 */
import type { User } from "../school-api/types";

export const TOKEN_KEY = "authToken";
export const USER_KEY = "user";
export const STUDENT_ID_KEY = "idEstudiante";

export interface AuthSession {
  token: string;
  user: User;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readUser(session: Store): User | null {
  const raw = session.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as unknown;
    return typeof user === "object" && user !== null && !Array.isArray(user)
      ? (user as User)
      : null;
  } catch {
    return null;
  }
}

export function readSession(local: Store, session: Store): AuthSession | null {
  const token = local.getItem(TOKEN_KEY);
  const user = readUser(session);
  return token && user ? { token, user } : null;
}

export function clearSession(local: Store, session: Store): void {
  local.removeItem(TOKEN_KEY);
  session.removeItem(USER_KEY);
}
