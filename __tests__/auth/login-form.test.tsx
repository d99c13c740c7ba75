import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthProvider } from "../../src/components/auth/AuthContext";
import { LoginForm } from "../../src/components/auth/LoginForm";
import { fakeResponse, routeFetch } from "./fake-response";

const renderForm = (onSuccess = jest.fn()) => {
  render(
    <AuthProvider>
      <LoginForm onSuccess={onSuccess} />
    </AuthProvider>,
  );
  return onSuccess;
};

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("LoginForm", () => {
  it("tells a failed login in Spanish, moves focus to it and keeps what was typed", async () => {
    const fetchMock = routeFetch({
      "POST /api/estudiantes/login": () => fakeResponse(401, { message: "no" }),
      "POST /api/profesores/login": () => fakeResponse(401, { message: "no" }),
    });
    const onSuccess = renderForm();
    await userEvent.type(screen.getByLabelText("Correo electrónico"), "ana@example.org");
    await userEvent.type(screen.getByLabelText("Contraseña"), "mala");
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Correo o contraseña incorrectos.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@example.org");
    expect(screen.getByLabelText("Contraseña")).toHaveValue("mala");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/estudiantes/login",
      "/api/profesores/login",
    ]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says when the server cannot be reached", async () => {
    routeFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText("Correo electrónico"), "ana@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/No pudimos conectar/);
  });

  it("stores the session by 'Mantenerme conectado' and calls onSuccess", async () => {
    routeFetch({
      "POST /api/estudiantes/login": () =>
        fakeResponse(200, { idEstudiante: 7, username: "ana" }, { "x-custom-token": "tok-1" }),
    });
    const onSuccess = renderForm();
    await userEvent.type(screen.getByLabelText("Correo electrónico"), "ana@example.org");
    await userEvent.type(screen.getByLabelText("Contraseña"), "yoga1234");
    const remember = screen.getByRole("checkbox", { name: "Mantenerme conectado" });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(window.localStorage.getItem("authToken")).toBeNull();
    expect(window.sessionStorage.getItem("authToken")).toBe("tok-1");
    expect(JSON.parse(window.sessionStorage.getItem("user") ?? "{}")).toMatchObject({
      username: "ana",
    });
  });

  it("forgot password: posts {forgotEmail} and always confirms, even when the call fails", async () => {
    const fetchMock = routeFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText("Correo electrónico"), "ana@example.org");
    await userEvent.click(screen.getByRole("button", { name: "¿Olvidaste tu contraseña?" }));
    expect(screen.getByRole("heading", { name: "Recuperar contraseña" })).toHaveFocus();
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ana@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Se ha enviado un correo electrónico de recuperación de contraseña a ana@example.org",
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/estudiantes/password_forgot");
    expect(JSON.parse(String(init?.body))).toEqual({ forgotEmail: "ana@example.org" });
    await userEvent.click(screen.getByRole("button", { name: "Volver a Iniciar sesión" }));
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBeInTheDocument();
  });
});
