// The storage rules of docs/product.md §3, §4: the token in localStorage only when the visitor
// asked to stay logged in, else in sessionStorage; the user record in sessionStorage, the student
// id next to the token. Logged in: token and user exist.
import type { User } from "../school-api/types";

export const TOKEN_KEY = "authToken";
export const USER_KEY = "user";
export const STUDENT_ID_KEY = "idEstudiante";

export interface AuthSession {
  token: string;
  user: User;
}

export type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Parsed JSON as a user record: an object, else null. */
export const asUser = (value: unknown): User | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as User) : null;

export function readUser(session: Store): User | null {
  try {
    return asUser(JSON.parse(session.getItem(USER_KEY) || "null"));
  } catch {
    return null;
  }
}

/** The stored token: the remembered one first, else this tab's. */
export function readToken(local: Store, session: Store): string | null {
  return local.getItem(TOKEN_KEY) || session.getItem(TOKEN_KEY) || null;
}

export function readSession(local: Store, session: Store): AuthSession | null {
  const token = readToken(local, session);
  const user = readUser(session);
  return token && user ? { token, user } : null;
}

/** The user record of a profile call, replacing the stored one. */
export function saveUser(session: Store, user: User): void {
  session.setItem(USER_KEY, JSON.stringify(user));
}

/** After a login: the token where 'Mantenerme conectado' says; a teacher has no student id. */
export function saveSession(
  local: Store,
  session: Store,
  { token, user, remember }: AuthSession & { remember: boolean },
): void {
  const [keep, drop] = remember ? [local, session] : [session, local];
  keep.setItem(TOKEN_KEY, token);
  drop.removeItem(TOKEN_KEY);
  saveUser(session, user);
  local.removeItem(STUDENT_ID_KEY);
  session.removeItem(STUDENT_ID_KEY);
  if (user.idEstudiante != null) keep.setItem(STUDENT_ID_KEY, String(user.idEstudiante));
}

/** Logout (docs/product.md §4): token and user go, from both stores; the student id with them. */
export function clearSession(local: Store, session: Store): void {
  for (const store of [local, session]) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(STUDENT_ID_KEY);
  }
  session.removeItem(USER_KEY);
}
