/** Sign-up rules and payloads (docs/product.md §3, §5). */
import type { Messages } from "../i18n/types";

/** The sign-up form's fields, empty. */
export const EMPTY_SIGNUP = {
  nom: "",
  prenom: "",
  user: "",
  mail: "",
  password: "",
  confirmPassword: "",
  naissance: "",
  ubicacionDada: "",
};

export type SignupValues = typeof EMPTY_SIGNUP;
export type TeacherSignupValues = SignupValues & { codigoInscripcion: string };

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The page's language's messages, passed in: a lib module imports no catalog. */
export type SignupMessages = Messages["auth"]["validation"];

/**
 * Ley 1581 de 2012 (art. 9), Decreto 1377 de 2013: prior, express and informed authorisation, by
 * a box that starts unticked. The form's alone: the API contract has no field for it.
 */
export function validateConsent(
  autorizacion: boolean,
  messages: SignupMessages,
): { autorizacion?: string } {
  return autorizacion ? {} : { autorizacion: messages.consent };
}

export const MIN_TEACHER_PASSWORD = 8;

const TEACHER_FIELDS = Object.keys({ ...EMPTY_SIGNUP, codigoInscripcion: "" }) as Array<
  keyof TeacherSignupValues
>;

export function validateStudentSignup(
  values: SignupValues,
  messages: SignupMessages,
): FieldErrors<SignupValues> {
  return values.password === values.confirmPassword ? {} : { confirmPassword: messages.mismatch };
}

export function validateTeacherSignup(
  values: TeacherSignupValues,
  messages: SignupMessages,
): FieldErrors<TeacherSignupValues> {
  const errors: FieldErrors<TeacherSignupValues> = {};
  // Its text fields by name: the form's values also hold the consent box, checked on its own.
  for (const key of TEACHER_FIELDS) {
    if (!values[key].trim()) errors[key] = messages.required;
  }
  if (!errors.password && values.password.length < MIN_TEACHER_PASSWORD) {
    errors.password = messages.short;
  }
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = messages.mismatch;
  }
  return errors;
}

/** The student payload of docs/product.md §3: the confirmation stays in the form. */
export function studentPayload({ confirmPassword: _confirm, ...values }: SignupValues) {
  return {
    nom: values.nom.trim(),
    prenom: values.prenom.trim(),
    user: values.user.trim(),
    mail: values.mail.trim(),
    password: values.password,
    naissance: values.naissance,
    ubicacionDada: values.ubicacionDada.trim(),
  };
}

export function teacherPayload(values: TeacherSignupValues) {
  return { ...studentPayload(values), codigoInscripcion: values.codigoInscripcion.trim() };
}
