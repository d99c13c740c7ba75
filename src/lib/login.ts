/**
 * The login order of docs/product.md §4, §6: one form for both roles, the student endpoint first and the
 * teacher endpoint only when the first gives no usable answer. A usable answer is OK, carries
 * the `x-custom-token` header and a readable JSON object as body.
 */
import type { User } from "../school-api/types";

export type Role = "estudiante" | "profesor";

export const LOGIN_ORDER: readonly Role[] = ["estudiante", "profesor"];

/**
 * The order of the two profile calls made at start with a stored token (docs/product.md §4: both may be
 * tried, success on either): the one of the stored user's role first — a teacher's record
 * carries `idProfesor` — and the other only when that one fails. Without a stored user, the
 * login order. A student's token is never sent to the teachers' endpoint when the students'
 * one accepts it (a refused call is an error in the browser's console).
 */
export function profileOrder(user: Pick<User, "idProfesor"> | null): readonly Role[] {
  return user?.idProfesor !== undefined && user.idProfesor !== null
    ? ["profesor", "estudiante"]
    : LOGIN_ORDER;
}

export interface Credentials {
  mail: string;
  password: string;
}

export type LoginResult =
  | { ok: true; role: Role; token: string; user: User }
  | { ok: false; reason: "credentials" | "network" };

/** One login call: resolves with the response, rejects when the server cannot be reached. */
export type LoginCall = (role: Role, credentials: Credentials) => Promise<Response>;

async function readUserBody(response: Response): Promise<User | null> {
  try {
    const body = (await response.json()) as unknown;
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as User)
      : null;
  } catch {
    return null;
  }
}

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
    const user = await readUserBody(response);
    if (token && user) return { ok: true, role, token, user };
    refused = true;
  }
  return { ok: false, reason: refused ? "credentials" : "network" };
}
