import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { SignupForm } from "../../src/components/auth/SignupForm";
import { fakeResponse, routeFetch } from "./fake-response";

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
};

const student = {
  Nombre: "Ana",
  Apellido: "García",
  "Nombre de usuario": "ana.nueva",
  "Correo electrónico": "nueva@example.org",
  Contraseña: "yoga1234",
  "Confirmar contraseña": "yoga1234",
  "Dirección postal": "Calle 5, Cali",
};

const CONSENT =
  /^Autorizo el tratamiento de mis datos personales según la Política de tratamiento de datos/;
const CONSENT_MESSAGE =
  "Marca la casilla para continuar: sin tu autorización no podemos tratar tus datos personales.";
const authorize = () => userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));

describe("SignupForm", () => {
  it("mismatched passwords: the message next to the field, focus on it, and no call", async () => {
    const fetchMock = routeFetch({});
    render(<SignupForm />);
    await fill({ ...student, "Confirmar contraseña": "otra1234" });
    await userEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    const confirm = screen.getByLabelText("Confirmar contraseña");
    expect(confirm).toHaveAccessibleDescription("Las contraseñas no coinciden.");
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(confirm).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a refusal is a failure with the server's reason, and the values stay", async () => {
    routeFetch({
      "POST /api/estudiantes/registrar": () =>
        fakeResponse(409, { message: "Ya existe una cuenta con ese correo." }),
    });
    render(<SignupForm />);
    await fill(student);
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudo completar el registro.");
    expect(alert).toHaveTextContent("Ya existe una cuenta con ese correo.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
    expect(screen.getByLabelText("Contraseña")).toHaveValue("yoga1234");
  });

  it("success: the modal names the address; 'Cerrar' goes home", async () => {
    const fetchMock = routeFetch({
      "POST /api/estudiantes/registrar": () => fakeResponse(200, { idEstudiante: 9 }),
    });
    render(<SignupForm />);
    await fill(student);
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    const dialog = await screen.findByRole("dialog", { name: "¡Registro completado!" });
    expect(dialog).toHaveTextContent("nueva@example.org");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      nom: "Ana",
      prenom: "García",
      user: "ana.nueva",
      mail: "nueva@example.org",
      password: "yoga1234",
      naissance: "",
      ubicacionDada: "Calle 5, Cali",
    });
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });
});

describe("the data-processing authorisation (Ley 1581 de 2012)", () => {
  it.each([
    ["student", () => <SignupForm />, "Crear cuenta", {}],
    [
      "teacher",
      () => <SignupForm teacher />,
      "Enviar solicitud",
      { "Fecha de nacimiento": "1985-02-03", "Código de inscripción": "IKY-PROF-2026" },
    ],
  ] as const)(
    "%s: the box starts unticked; without it, the message next to it, focus on it, no call, nothing lost",
    async (who, form, submit, extra) => {
      const fetchMock = routeFetch({
        "POST /api/estudiantes/registrar": () => fakeResponse(200, {}),
        "POST /api/profesores/registrar": () => fakeResponse(200, {}),
      });
      render(form());
      const box = screen.getByRole("checkbox", { name: CONSENT });
      expect(box).not.toBeChecked();
      expect(box).toBeRequired();
      expect(
        screen.getByRole("link", { name: /^Política de tratamiento de datos/ }),
      ).toHaveAttribute("href", "/privacidad/");
      // Informed: purposes, rights and where to exercise them, beside the box.
      expect(box).toHaveAccessibleDescription(/datospersonales@ikyyoga\.com/);
      await fill(student);
      for (const [label, value] of Object.entries(extra)) {
        await userEvent.type(screen.getByLabelText(label), value);
      }
      await userEvent.click(screen.getByRole("button", { name: submit }));
      expect(box).toHaveAttribute("aria-invalid", "true");
      expect(box).toHaveAccessibleDescription(new RegExp(`^${CONSENT_MESSAGE}`));
      expect(box).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
      expect(screen.getByLabelText("Contraseña")).toHaveValue("yoga1234");

      await userEvent.click(box);
      await userEvent.click(screen.getByRole("button", { name: submit }));
      await screen.findByRole("dialog");
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // The contract's payload, with no consent field added.
      const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as object;
      expect(Object.keys(body).sort()).toEqual(
        [
          "mail",
          "naissance",
          "nom",
          "password",
          "prenom",
          "ubicacionDada",
          "user",
          ...(who === "teacher" ? ["codigoInscripcion"] : []),
        ].sort(),
      );
    },
  );
});

describe("SignupForm for a teacher", () => {
  it("requires every field and 8 characters, before any call", async () => {
    const fetchMock = routeFetch({});
    render(<SignupForm teacher />);
    await userEvent.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    expect(screen.getByLabelText("Nombre")).toHaveFocus();
    expect(screen.getAllByText("Este campo es obligatorio.")).toHaveLength(9);
    await fill({ ...student, Contraseña: "corta", "Confirmar contraseña": "corta" });
    await userEvent.type(screen.getByLabelText("Fecha de nacimiento"), "1985-02-03");
    await userEvent.type(screen.getByLabelText("Código de inscripción"), "IKY-PROF-2026");
    await userEvent.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    expect(screen.getByText("La contraseña debe tener al menos 8 caracteres.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the code in the body and the codigoInscripcion header; shows the result modal", async () => {
    const fetchMock = routeFetch({
      "POST /api/profesores/registrar": () => fakeResponse(400, { message: "Código no válido." }),
    });
    render(<SignupForm teacher />);
    await fill(student);
    await userEvent.type(screen.getByLabelText("Fecha de nacimiento"), "1985-02-03");
    await userEvent.type(screen.getByLabelText("Código de inscripción"), "IKY-MAL");
    await authorize();
    await userEvent.click(screen.getByRole("button", { name: "Enviar solicitud" }));
    const dialog = await screen.findByRole("dialog", { name: "Error en el registro" });
    expect(dialog).toHaveTextContent(
      "Ha ocurrido un error al procesar su registro. Por favor, intente nuevamente o contacte al administrador.",
    );
    expect(dialog).toHaveTextContent("Código no válido.");
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).codigoInscripcion).toBe("IKY-MAL");
    expect(JSON.parse(String(init?.body))).toMatchObject({ codigoInscripcion: "IKY-MAL" });
    await userEvent.click(screen.getByRole("button", { name: "Volver al formulario" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Código de inscripción")).toHaveValue("IKY-MAL");
  });
});
