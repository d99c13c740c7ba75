import * as React from "react";
import { Link, navigate } from "gatsby";
import { API_URL } from "../../config";
import { postRegistrarProfesor } from "../../school-api/client";
import {
  EMPTY_SIGNUP,
  MIN_TEACHER_PASSWORD,
  responseReason,
  teacherPayload,
  validateTeacherSignup,
  validateConsent,
  type ConsentErrors,
  type FieldErrors,
  type TeacherSignupValues,
} from "../../lib/signup";
import { Modal } from "../ui/Modal";
import { Field } from "./Field";
import { ConsentField } from "./ConsentField";
import { SignupFields } from "./SignupFields";
import { SubmitButton } from "./SubmitButton";
import { useFocusFirstInvalid } from "./use-focus-invalid";
import { useForm } from "./use-form";
import * as styles from "./Form.module.css";
import { Button } from "../ui/Button";
import { Lead } from "../ui/Text";
import { AccountForm } from "./AccountForm";

type Result = { ok: true } | { ok: false; reason: string | null };

export const TEACHER_RESULT = {
  okTitle: "¡Registro exitoso!",
  okText:
    "Tu solicitud será revisada por la escuela. Te avisaremos por correo cuando tu cuenta de profesor sea aprobada.",
  errorTitle: "Error en el registro",
  errorText:
    "Ha ocurrido un error al procesar su registro. Por favor, intente nuevamente o contacte al administrador.",
} as const;

/**
 * docs/product.md §2 'Teacher registration': every field required, the password at least 8 characters
 * and confirmed, the school's registration code in the body and in a header (docs/product.md §6).
 */
export function TeacherSignupForm() {
  const form = useForm<TeacherSignupValues & Record<string, string>>({
    ...EMPTY_SIGNUP,
    codigoInscripcion: "",
  });
  const [errors, setErrors] = React.useState<FieldErrors<TeacherSignupValues> & ConsentErrors>({});
  const [autorizacion, setAutorizacion] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const [result, setResult] = React.useState<Result | null>(null);
  const formRef = useFocusFirstInvalid(errors, attempt);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = { ...validateTeacherSignup(form.values), ...validateConsent(autorizacion) };
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    void form.run(async () => {
      try {
        const response = await postRegistrarProfesor(API_URL, teacherPayload(form.values));
        setResult(
          response.ok ? { ok: true } : { ok: false, reason: await responseReason(response) },
        );
      } catch {
        setResult({ ok: false, reason: null });
      }
    });
  };

  const close = () => {
    const succeeded = result?.ok;
    setResult(null);
    if (succeeded) void navigate("/");
  };

  return (
    <>
      <AccountForm
        ref={formRef}
        onSubmit={submit}
        kicker="Cuenta de profesor"
        level={1}
        title="Registro de profesores"
        lead="Para profesores formados en IKY Yoga. Necesitas el código de inscripción que te dio la escuela; revisaremos tu solicitud antes de activar la cuenta. Todos los campos son obligatorios."
      >
        <SignupFields
          bind={form.bind}
          errors={errors}
          required
          passwordHint={`Al menos ${MIN_TEACHER_PASSWORD} caracteres.`}
        />
        <Field
          wide
          label="Código de inscripción"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-required
          hint="Por ejemplo: IKY-PROF-2026"
          error={errors.codigoInscripcion}
          {...form.bind("codigoInscripcion")}
        />
        <ConsentField
          checked={autorizacion}
          onChange={setAutorizacion}
          error={errors.autorizacion}
          purpose="revisar tu solicitud y crear y gestionar tu cuenta de profesor"
        />
        <SubmitButton busy={form.busy} busyLabel="Enviando la solicitud…">
          Enviar solicitud
        </SubmitButton>
        <p className={styles.alt}>
          ¿Eres estudiante? <Link to="/signup/">Crea una cuenta de estudiante</Link>
        </p>
      </AccountForm>
      <Modal
        open={result !== null}
        onClose={close}
        title={result?.ok ? TEACHER_RESULT.okTitle : TEACHER_RESULT.errorTitle}
        size="s"
        closeLabel="Cerrar el mensaje"
      >
        <p className={styles.modalText}>
          {result?.ok ? TEACHER_RESULT.okText : TEACHER_RESULT.errorText}
        </p>
        {result && !result.ok && result.reason && <Lead flush>Motivo: {result.reason}</Lead>}
        <div className={styles.actions}>
          <Button onClick={close}>{result?.ok ? "Cerrar" : "Volver al formulario"}</Button>
        </div>
      </Modal>
    </>
  );
}
