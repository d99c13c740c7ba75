/**
 * @jest-environment node
 */
import { loginWithFallback, type Role } from "../../src/lib/login";
import es from "../../src/i18n/es";

const ok = (token: string | null, body: string) =>
  new Response(body, {
    status: 200,
    headers: token ? { "x-custom-token": token, "Content-Type": "application/json" } : {},
  });
const refused = () => new Response('{"message":"no"}', { status: 401 });
const credentials = { mail: "ana@example.org", password: "yoga1234" };

function calls(answers: Partial<Record<Role, () => Promise<Response>>>) {
  const order: Role[] = [];
  const call = jest.fn((role: Role) => {
    order.push(role);
    const answer = answers[role];
    return answer ? answer() : Promise.reject(new Error("unexpected"));
  });
  return { call, order };
}

describe("login fallback order (docs/product.md §4, §6)", () => {
  it("a student token: the teacher endpoint is never called", async () => {
    const { call, order } = calls({
      estudiante: async () => ok("tok-est", '{"username":"ana","idEstudiante":7}'),
    });
    const result = await loginWithFallback(credentials, call);
    expect(order).toEqual(["estudiante"]);
    expect(result).toEqual({
      ok: true,
      role: "estudiante",
      token: "tok-est",
      user: { username: "ana", idEstudiante: 7 },
    });
    expect(call).toHaveBeenCalledWith("estudiante", credentials);
  });

  it("student refused: the teacher endpoint is tried next", async () => {
    const { call, order } = calls({
      estudiante: async () => refused(),
      profesor: async () => ok("tok-prof", '{"username":"profe","idProfesor":3}'),
    });
    const result = await loginWithFallback(credentials, call);
    expect(order).toEqual(["estudiante", "profesor"]);
    expect(result).toMatchObject({ ok: true, role: "profesor", token: "tok-prof" });
  });

  it.each([
    ["no token header", () => ok(null, '{"username":"ana"}')],
    ["an unreadable body", () => ok("tok", "<html>oops</html>")],
    ["a body that is not an object", () => ok("tok", "[1,2]")],
  ])("student OK with %s: not a login, the teacher is tried", async (_name, student) => {
    const { call, order } = calls({
      estudiante: async () => student(),
      profesor: async () => ok("tok-prof", '{"username":"profe"}'),
    });
    const result = await loginWithFallback(credentials, call);
    expect(order).toEqual(["estudiante", "profesor"]);
    expect(result).toMatchObject({ ok: true, role: "profesor" });
  });

  it("student unreachable: the teacher is still tried", async () => {
    const { call, order } = calls({
      estudiante: () => Promise.reject(new TypeError("fetch failed")),
      profesor: async () => ok("tok-prof", "{}"),
    });
    expect(await loginWithFallback(credentials, call)).toMatchObject({ ok: true });
    expect(order).toEqual(["estudiante", "profesor"]);
  });

  it("both refuse: wrong credentials", async () => {
    const { call } = calls({ estudiante: async () => refused(), profesor: async () => refused() });
    expect(await loginWithFallback(credentials, call)).toEqual({
      ok: false,
      reason: "credentials",
    });
    expect(es.auth.login.credentials).toBe("Correo o contraseña incorrectos.");
  });

  it("neither answers (or both fail on the server): the connection is to blame", async () => {
    const { call } = calls({
      estudiante: () => Promise.reject(new TypeError("fetch failed")),
      profesor: async () => new Response("", { status: 503 }),
    });
    expect(await loginWithFallback(credentials, call)).toEqual({ ok: false, reason: "network" });
  });
});
