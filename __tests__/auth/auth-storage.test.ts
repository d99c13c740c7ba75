/**
 * @jest-environment node
 */
import {
  STUDENT_ID_KEY,
  TOKEN_KEY,
  USER_KEY,
  clearSession,
  readSession,
  readToken,
  saveSession,
  type Store,
} from "../../src/lib/auth-storage";

class MemoryStore implements Store {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const ana = { idEstudiante: 7, username: "ana.garcia", user: "Ana García" };
const profe = { idProfesor: 3, username: "profe", user: "Profe" };

describe("storage rules (docs/product.md §3, §4)", () => {
  let local: MemoryStore;
  let session: MemoryStore;
  beforeEach(() => {
    local = new MemoryStore();
    session = new MemoryStore();
  });

  it("'Mantenerme conectado' ticked: token and idEstudiante in localStorage, user in sessionStorage", () => {
    saveSession(local, session, { token: "tok-1", user: ana, remember: true });
    expect(local.getItem(TOKEN_KEY)).toBe("tok-1");
    expect(local.getItem(STUDENT_ID_KEY)).toBe("7");
    expect(session.getItem(TOKEN_KEY)).toBeNull();
    expect(JSON.parse(session.getItem(USER_KEY) ?? "null")).toEqual(ana);
    expect(readSession(local, session)).toEqual({ token: "tok-1", user: ana });
  });

  it("unticked: the token never reaches localStorage, only this tab's session", () => {
    saveSession(local, session, { token: "tok-2", user: ana, remember: false });
    expect(local.getItem(TOKEN_KEY)).toBeNull();
    expect(local.getItem(STUDENT_ID_KEY)).toBeNull();
    expect(session.getItem(TOKEN_KEY)).toBe("tok-2");
    expect(session.getItem(STUDENT_ID_KEY)).toBe("7");
    expect(readToken(local, session)).toBe("tok-2");
  });

  it("a new login replaces the other store's token and drops a stale student id", () => {
    saveSession(local, session, { token: "old", user: ana, remember: true });
    saveSession(local, session, { token: "new", user: profe, remember: false });
    expect(local.getItem(TOKEN_KEY)).toBeNull();
    expect(session.getItem(TOKEN_KEY)).toBe("new");
    expect(local.getItem(STUDENT_ID_KEY)).toBeNull();
    expect(session.getItem(STUDENT_ID_KEY)).toBeNull();
  });

  it("logged in only when both token and user exist", () => {
    local.setItem(TOKEN_KEY, "tok");
    expect(readSession(local, session)).toBeNull();
    session.setItem(USER_KEY, "not json");
    expect(readSession(local, session)).toBeNull();
    session.setItem(USER_KEY, JSON.stringify(ana));
    expect(readSession(local, session)?.user).toEqual(ana);
  });

  it("logout removes token and user from both stores", () => {
    saveSession(local, session, { token: "tok", user: ana, remember: true });
    session.setItem(TOKEN_KEY, "other");
    clearSession(local, session);
    expect([...local.data.keys(), ...session.data.keys()]).toEqual([]);
    expect(readSession(local, session)).toBeNull();
  });
});
