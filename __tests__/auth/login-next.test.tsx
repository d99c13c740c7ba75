import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate, type PageProps } from "gatsby";
import LoginPage from "../../src/pages/login";
import { AuthProvider } from "../../src/components/auth/AuthContext";
import { fakeResponse, routeFetch } from "./fake-response";
import { LocaleProvider } from "../../src/i18n/LocaleContext";
import { pageMessages } from "../../src/i18n/catalog";
import { safeNextPath } from "../../src/lib/safe-next";

const renderAt = (search: string) =>
  render(
    <AuthProvider>
      <LoginPage {...({ location: { search, pathname: "/login/" } } as unknown as PageProps)} />
    </AuthProvider>,
  );

/** Logs in through the form, whose labels are the page's language's (Spanish by default). */
async function logIn({
  email = "Correo electrónico",
  password = "Contraseña",
  submit = "Iniciar sesión",
} = {}) {
  routeFetch({
    "POST /api/estudiantes/login": () =>
      fakeResponse(200, { idEstudiante: 7, username: "ana" }, { "x-custom-token": "tok-1" }),
  });
  await userEvent.type(screen.getByLabelText(email), "ana@example.org");
  await userEvent.type(screen.getByLabelText(password), "yoga1234");
  await userEvent.click(screen.getByRole("button", { name: submit }));
  await waitFor(() => expect(window.localStorage.getItem("authToken")).toBe("tok-1"));
}

const assign = jest.fn();
const realLocation = window.location;
beforeAll(() => {
  // jsdom cannot leave the page; the platform's address is what matters.
  Object.defineProperty(window, "location", {
    configurable: true,
    value: { ...realLocation, assign },
  });
});
afterAll(() => {
  Object.defineProperty(window, "location", { configurable: true, value: realLocation });
});
beforeEach(() => {
  jest.mocked(navigate).mockClear();
  assign.mockClear();
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("/login/?next=: back to the event after logging in", () => {
  it("returns to the `next` path and announces it first", async () => {
    renderAt(`?next=${encodeURIComponent("/events/41/")}`);
    expect(
      await screen.findByText(/volverás al evento para completar tu inscripción/),
    ).toBeVisible();
    await logIn();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/events/41/"));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(["//evil.com/", "https://evil.com/", "/\\evil.com", "javascript:alert(1)"])(
    "does not follow a `next` that leaves the site: %s",
    async (next) => {
      renderAt(`?next=${encodeURIComponent(next)}`);
      await logIn();
      await waitFor(() => expect(assign).toHaveBeenCalledWith("https://plataforma.ikyyoga.com"));
      expect(navigate).not.toHaveBeenCalled();
      expect(screen.queryByText(/volverás/)).not.toBeInTheDocument();
    },
  );

  it("when already logged in, offers to go back to the event", async () => {
    window.localStorage.setItem("authToken", "tok-1");
    window.sessionStorage.setItem("user", JSON.stringify({ user: "Ana" }));
    routeFetch({
      "GET /api/estudiantes": () => fakeResponse(200, { user: "Ana" }),
      "GET /api/profesores": () => fakeResponse(401, {}),
    });
    renderAt(`?next=${encodeURIComponent("/events/41/")}`);
    expect(await screen.findByRole("link", { name: "Volver al evento" })).toHaveAttribute(
      "href",
      "/events/41/",
    );
  });
});

describe("/en/login/?next=: the English login page", () => {
  it("announces the way back to the English event in English, and returns there", async () => {
    render(
      <LocaleProvider locale="en" messages={pageMessages("en")}>
        <AuthProvider>
          <LoginPage
            {...({
              location: {
                search: `?next=${encodeURIComponent("/en/events/41/")}`,
                pathname: "/en/login/",
              },
            } as unknown as PageProps)}
          />
        </AuthProvider>
      </LocaleProvider>,
    );
    expect(
      await screen.findByText(
        "Log in with your account and you will return to the event to complete your booking.",
      ),
    ).toBeVisible();
    await logIn({ email: "Email", password: "Password", submit: "Log in" });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/events/41/"));
  });

  it("is never a `next` itself, in either language", () => {
    expect(safeNextPath("/en/login/")).toBeNull();
    expect(safeNextPath("/en/login-subscription/?plan=2")).toBeNull();
    expect(safeNextPath("/en/events/41/")).toBe("/en/events/41/");
  });
});
