// The login order of docs/product.md §4, §6: the student endpoint first, the teacher endpoint
// only when the first gives no usable answer (OK, an `x-custom-token` header, a JSON object).
import type { User } from "../school-api/types";
import { asUser } from "./auth-storage";

export type Role = "estudiante" | "profesor";

const LOGIN_ORDER: readonly Role[] = ["estudiante", "profesor"];

/**
 * The profile calls' order with a stored token (docs/product.md §4): the stored user's role
 * first (a teacher's record has `idProfesor`), else the login order, so a refused call (an error
 * in the console) is made only when needed.
 */
export function profileOrder(user: Pick<User, "idProfesor"> | null): readonly Role[] {
  return user?.idProfesor != null ? ["profesor", "estudiante"] : LOGIN_ORDER;
}

export type Credentials = { mail: string; password: string };

export type LoginResult =
  | { ok: true; role: Role; token: string; user: User }
  | { ok: false; reason: "credentials" | "network" };

/** One login call: resolves with the response, rejects when the server cannot be reached. */
export type LoginCall = (role: Role, credentials: Credentials) => Promise<Response>;

export async function loginWithFallback(
  credentials: Credentials,
  call: LoginCall,
): Promise<LoginResult> {
  // A 4xx from either endpoint means the server heard us and said no; only when neither
  // answered like that is the failure the connection's (or the server's own).
  let refused = false;
  for (const role of LOGIN_ORDER) {
    let response: Response;
    try {
      response = await call(role, credentials);
    } catch {
      continue;
    }
    if (response.status >= 400 && response.status < 500) refused = true;
    if (!response.ok) continue;
    const token = response.headers.get("x-custom-token");
    const user = asUser(await response.json().catch(() => null));
    if (token && user) return { ok: true, role, token, user };
    refused = true;
  }
  return { ok: false, reason: refused ? "credentials" : "network" };
}
