import { API_ROUTES, apiPath, routePattern } from "../../src/school-api/routes";
import { paths } from "../../src/school-api/client";

describe("the API's routes, shared by the client and the stand-in", () => {
  it("give the client the contract's paths", () => {
    expect(paths.eventos).toBe("/api/eventos/profesor/13");
    expect(paths.evento(49)).toBe("/api/eventos/49");
    expect(paths.imagen("a b.jpg")).toBe("/api/profesores/public/imagen?fileName=a%20b.jpg");
    expect(paths.enlaceSuscripcion(2, true)).toBe(
      "/api/stripe/generarEnlaceSuscripcion/2?incluirSuplemento=true",
    );
    expect(paths.confirmer("ok/1")).toBe("/api/estudiantes/confirmer/ok%2F1");
  });

  it("match, as the stand-in reads them, exactly the paths the client builds", () => {
    expect(routePattern(API_ROUTES.evento).exec(paths.evento(7))?.slice(1)).toEqual(["7"]);
    expect(routePattern(API_ROUTES.evento).test(paths.eventos)).toBe(false);
    expect(routePattern(API_ROUTES.eventos).exec(paths.eventos)?.slice(1)).toEqual(["13"]);
    expect(routePattern(API_ROUTES.perfilEstudiante).test(paths.loginEstudiante)).toBe(false);
    expect(routePattern(API_ROUTES.passwordForgot).test(paths.passwordForgot)).toBe(true);
  });

  it("refuse to build a path with a parameter missing", () => {
    expect(() => apiPath(API_ROUTES.evento)).toThrow("idEvento");
  });
});
