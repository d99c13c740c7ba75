/**
 * @jest-environment node
 */
import {
  EMPTY_SIGNUP,
  studentPayload,
  teacherPayload,
  validateStudentSignup,
  validateTeacherSignup,
} from "../../src/lib/signup";
import { responseReason } from "../../src/school-api/client";
import es from "../../src/i18n/es";

const filled = {
  nom: " Ana ",
  prenom: "García",
  user: "ana.garcia",
  mail: "ana@example.org ",
  password: "yoga1234",
  confirmPassword: "yoga1234",
  naissance: "1990-04-12",
  ubicacionDada: "Calle 5, Cali",
};

describe("sign-up rules (docs/product.md §5) and payloads (docs/product.md §3)", () => {
  it("students: only a mismatch is an error", () => {
    expect(validateStudentSignup({ ...EMPTY_SIGNUP }, es.auth.validation)).toEqual({});
    expect(
      validateStudentSignup({ ...filled, confirmPassword: "otra" }, es.auth.validation),
    ).toEqual({
      confirmPassword: "Las contraseñas no coinciden.",
    });
  });

  it("teachers: everything required, 8 characters, equal passwords", () => {
    const empty = validateTeacherSignup(
      { ...EMPTY_SIGNUP, codigoInscripcion: "" },
      es.auth.validation,
    );
    expect(Object.keys(empty)).toHaveLength(9);
    expect(
      validateTeacherSignup(
        {
          ...filled,
          password: "corta",
          confirmPassword: "corta",
          codigoInscripcion: "X",
        },
        es.auth.validation,
      ),
    ).toEqual({ password: "La contraseña debe tener al menos 8 caracteres." });
    expect(
      validateTeacherSignup(
        { ...filled, confirmPassword: "yoga12345", codigoInscripcion: "X" },
        es.auth.validation,
      ),
    ).toEqual({ confirmPassword: "Las contraseñas no coinciden." });
    // The form's values also hold its consent box, which is not a text field.
    const withConsent = { ...filled, codigoInscripcion: "X", autorizacion: true };
    expect(validateTeacherSignup(withConsent, es.auth.validation)).toEqual({});
  });

  it("builds the API's payloads without the confirmation", () => {
    expect(studentPayload(filled)).toEqual({
      nom: "Ana",
      prenom: "García",
      user: "ana.garcia",
      mail: "ana@example.org",
      password: "yoga1234",
      naissance: "1990-04-12",
      ubicacionDada: "Calle 5, Cali",
    });
    expect(teacherPayload({ ...filled, codigoInscripcion: " IKY-PROF-2026 " })).toMatchObject({
      codigoInscripcion: "IKY-PROF-2026",
    });
  });

  it("reads the server's reason from JSON or text, never from an HTML page", async () => {
    expect(await responseReason(new Response('{"message":"Ya existe una cuenta."}'))).toBe(
      "Ya existe una cuenta.",
    );
    expect(await responseReason(new Response("Token inválido"))).toBe("Token inválido");
    expect(await responseReason(new Response("<html><body>502</body></html>"))).toBeNull();
    expect(await responseReason(new Response(""))).toBeNull();
  });
});
