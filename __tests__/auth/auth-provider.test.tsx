import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { AuthProvider, useAuth } from "../../src/components/auth/AuthContext";
import { fakeResponse, routeFetch } from "./fake-response";

function Probe() {
  const { loggedIn, user } = useAuth();
  return <p>{loggedIn ? `dentro: ${String(user?.username)}` : "fuera"}</p>;
}

/** Lets the answers already given (or refused) by the fake fetch reach the provider. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("AuthProvider at start", () => {
  it("with a stored token, calls both profile endpoints with the raw token; either success logs in", async () => {
    window.localStorage.setItem("authToken", "tok-prof");
    const fetchMock = routeFetch({
      "GET /api/estudiantes": () => fakeResponse(401),
      "GET /api/profesores": () => fakeResponse(200, { idProfesor: 3, username: "profe" }),
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText("dentro: profe")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>).Authorization).toBe("tok-prof");
    }
    expect(JSON.parse(window.sessionStorage.getItem("user") ?? "{}")).toMatchObject({
      username: "profe",
    });
  });

  it("a stored student asks the students' endpoint only: no refused call to the teachers' one", async () => {
    window.localStorage.setItem("authToken", "tok-est");
    window.sessionStorage.setItem("user", JSON.stringify({ idEstudiante: 7, username: "ana" }));
    const fetchMock = routeFetch({
      "GET /api/estudiantes": () => fakeResponse(200, { idEstudiante: 7, username: "ana.garcia" }),
      "GET /api/profesores": () => fakeResponse(401),
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText("dentro: ana.garcia")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/estudiantes$/);
  });

  it("a stored teacher asks the teachers' endpoint first, and the students' one if it fails", async () => {
    window.localStorage.setItem("authToken", "tok-prof");
    window.sessionStorage.setItem("user", JSON.stringify({ idProfesor: 3, username: "profe" }));
    const fetchMock = routeFetch({
      "GET /api/estudiantes": () =>
        fakeResponse(200, { idEstudiante: 9, username: "ahora-alumno" }),
      "GET /api/profesores": () => fakeResponse(500),
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText("dentro: ahora-alumno")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/api/, "/api"))).toEqual([
      "/api/profesores",
      "/api/estudiantes",
    ]);
  });

  it("a token both endpoints refuse is dropped", async () => {
    window.localStorage.setItem("authToken", "dead");
    window.sessionStorage.setItem("user", JSON.stringify({ username: "ana" }));
    routeFetch({
      "GET /api/estudiantes": () => fakeResponse(401),
      "GET /api/profesores": () => fakeResponse(401),
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(window.localStorage.getItem("authToken")).toBeNull());
    expect(await screen.findByText("fuera")).toBeInTheDocument();
  });

  it("an unreachable server keeps the stored session", async () => {
    window.localStorage.setItem("authToken", "tok");
    window.sessionStorage.setItem("user", JSON.stringify({ username: "ana" }));
    const fetchMock = routeFetch({});
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    // Both profile calls fail to reach the server: the session read from storage stays.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await settle();
    expect(screen.getByText("dentro: ana")).toBeInTheDocument();
    expect(window.localStorage.getItem("authToken")).toBe("tok");
  });

  it("without a token, calls nothing", async () => {
    const fetchMock = routeFetch({});
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText("fuera")).toBeInTheDocument();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
