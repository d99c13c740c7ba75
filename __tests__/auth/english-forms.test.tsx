import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { AuthProvider } from "../../src/components/auth/AuthContext";
import { LoginForm } from "../../src/components/auth/LoginForm";
import { SignupForm } from "../../src/components/auth/SignupForm";
import { LocaleProvider } from "../../src/i18n/LocaleContext";
import { pageMessages } from "../../src/i18n/catalog";
import { fakeResponse, routeFetch } from "./fake-response";

/** The account forms on English pages: the same API payloads as the Spanish tests, in English. */
const english = (ui: React.ReactElement) =>
  render(
    <LocaleProvider locale="en" messages={pageMessages("en")}>
      <AuthProvider>{ui}</AuthProvider>
    </LocaleProvider>,
  );

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
};

const student = {
  "First name": "Ana",
  "Last name": "García",
  Username: "ana.nueva",
  Email: "nueva@example.org",
  Password: "yoga1234",
  "Confirm password": "yoga1234",
  "Postal address": "Calle 5, Cali",
};

const CONSENT = /^I authorise the processing of my personal data under the Data processing policy/;
const authorize = () => userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("LoginForm in English", () => {
  it("tells wrong credentials in English, with focus on the message", async () => {
    routeFetch({
      "POST /api/estudiantes/login": () =>
        fakeResponse(401, { message: "Correo o contraseña incorrectos." }),
      "POST /api/profesores/login": () =>
        fakeResponse(401, { message: "Correo o contraseña incorrectos." }),
    });
    english(<LoginForm onSuccess={jest.fn()} />);
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.org");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Incorrect email or password.");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText("Password")).toHaveValue("wrong");
  });

  it("says in English when the server cannot be reached", async () => {
    routeFetch({});
    english(<LoginForm onSuccess={jest.fn()} />);
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not reach the server. Check your connection and try again in a few minutes.",
    );
  });

  it("the password reset view, its confirmation and the links are English", async () => {
    routeFetch({});
    english(<LoginForm onSuccess={jest.fn()} />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/en/signup/");
    expect(screen.getByRole("link", { name: /^Data processing policy/ })).toHaveAttribute(
      "href",
      "/en/privacy/",
    );
    expect(screen.getByRole("button", { name: "Show password" })).toHaveTextContent("Show");
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Forgot your password?" }));
    expect(screen.getByRole("heading", { name: "Reset your password" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "A password reset email has been sent to ana@example.org",
    );
  });
});

describe("SignupForm in English", () => {
  it("mismatched passwords: 'Passwords do not match.' next to the field, and no call", async () => {
    const fetchMock = routeFetch({});
    english(<SignupForm />);
    await fill({ ...student, "Confirm password": "other1234" });
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    const confirm = screen.getByLabelText("Confirm password");
    expect(confirm).toHaveAccessibleDescription("Passwords do not match.");
    expect(confirm).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the unticked authorisation is refused in English", async () => {
    routeFetch({});
    english(<SignupForm />);
    await fill(student);
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("checkbox", { name: CONSENT })).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Tick the box to continue: without your authorisation we cannot process your personal data\./,
      ) as unknown as string,
    );
  });

  it("an e-mail already taken (409) is said in English; the API's reason stays Spanish, marked", async () => {
    routeFetch({
      "POST /api/estudiantes/registrar": () =>
        fakeResponse(409, { message: "Ya existe una cuenta con ese correo." }),
    });
    english(<SignupForm />);
    await fill(student);
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The sign-up could not be completed.");
    expect(alert).toHaveTextContent("An account with this email already exists.");
    expect(within(alert).getByText("Ya existe una cuenta con ese correo.")).toHaveAttribute(
      "lang",
      "es",
    );
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
  });

  it("another refusal (400) is the English generic message", async () => {
    routeFetch({
      "POST /api/estudiantes/registrar": () =>
        fakeResponse(400, { message: "Faltan datos obligatorios: naissance." }),
    });
    english(<SignupForm />);
    await fill(student);
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The server did not accept the sign-up. Please try again.",
    );
  });

  it("success: the English modal names the address and 'Close' goes to the English home", async () => {
    routeFetch({
      "POST /api/estudiantes/registrar": () => fakeResponse(200, { idEstudiante: 9 }),
    });
    english(<SignupForm />);
    await fill(student);
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign-up complete!" });
    expect(dialog).toHaveTextContent(
      "We have sent a confirmation email to nueva@example.org. Open it and follow the link to activate your account.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(navigate).toHaveBeenCalledWith("/en/");
  });
});

describe("SignupForm for a teacher, in English", () => {
  it("requires every field and 8 characters, in English", async () => {
    routeFetch({});
    english(<SignupForm teacher />);
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));
    expect(screen.getAllByText("This field is required.")).toHaveLength(9);
    await fill({ ...student, Password: "short", "Confirm password": "short" });
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));
    expect(
      screen.getByText("The password must be at least 8 characters long."),
    ).toBeInTheDocument();
  });

  it("a refused code: the English result modal, the API's reason marked Spanish", async () => {
    routeFetch({
      "POST /api/profesores/registrar": () =>
        fakeResponse(400, { message: "Código de inscripción no válido." }),
    });
    english(<SignupForm teacher />);
    await fill(student);
    await userEvent.type(screen.getByLabelText("Date of birth"), "1985-02-03");
    await userEvent.type(screen.getByLabelText("Registration code"), "IKY-MAL");
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));
    const dialog = await screen.findByRole("dialog", { name: "Registration error" });
    expect(dialog).toHaveTextContent(
      "Something went wrong while processing your registration. Please try again or contact the administrator.",
    );
    expect(within(dialog).getByText("Código de inscripción no válido.")).toHaveAttribute(
      "lang",
      "es",
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to the form" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
