import * as React from "react";
import { Link, navigate } from "gatsby";
import { API_URL } from "../../config";
import { postRegistrarEstudiante } from "../../school-api/client";
import {
  EMPTY_SIGNUP,
  responseReason,
  studentPayload,
  validateStudentSignup,
  validateConsent,
  type ConsentErrors,
  type FieldErrors,
  type SignupValues,
} from "../../lib/signup";
import { Modal } from "../ui/Modal";
import { Notice } from "./Notice";
import { ConsentField } from "./ConsentField";
import { SignupFields } from "./SignupFields";
import { SubmitButton } from "./SubmitButton";
import { useFocusFirstInvalid } from "./use-focus-invalid";
import { useForm } from "./use-form";
import * as styles from "./Form.module.css";
import { Button } from "../ui/Button";
import { AccountForm } from "./AccountForm";

export const NETWORK_MESSAGE =
  "No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.";

/**
 * docs/product.md §2 'Sign-up screen': the student account. Only the password confirmation is checked
 * here (docs/product.md §5); the server has the last word, and its refusal is shown as one, with its
 * reason, the form keeping everything typed.
 */
export function SignupForm({
  headingLevel = 1,
  onDone,
}: {
  headingLevel?: 1 | 2;
  /** Called when the success modal closes (the panel closes with it). */
  onDone?: () => void;
}) {
  const form = useForm<SignupValues & Record<string, string>>({ ...EMPTY_SIGNUP });
  const [errors, setErrors] = React.useState<FieldErrors<SignupValues> & ConsentErrors>({});
  const [autorizacion, setAutorizacion] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const formRef = useFocusFirstInvalid(errors, attempt);
  const failureRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = { ...validateStudentSignup(form.values), ...validateConsent(autorizacion) };
    setErrors(found);
    setAttempt((n) => n + 1);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    void form.run(async () => {
      const payload = studentPayload(form.values);
      try {
        const response = await postRegistrarEstudiante(API_URL, payload);
        if (response.ok) {
          setSentTo(payload.mail);
          return;
        }
        const reason = await responseReason(response);
        setFailure(reason ?? "El servidor no aceptó el registro. Inténtalo de nuevo.");
      } catch {
        setFailure(NETWORK_MESSAGE);
      }
    });
  };

  const close = () => {
    setSentTo(null);
    onDone?.();
    void navigate("/");
  };

  return (
    <>
      <AccountForm
        ref={formRef}
        onSubmit={submit}
        kicker="Cuenta de estudiante"
        level={headingLevel}
        title="Crear una cuenta"
        lead="Regístrate para inscribirte en los planes y acceder a la plataforma de clases."
      >
        <SignupFields bind={form.bind} errors={errors} />
        <ConsentField
          checked={autorizacion}
          onChange={setAutorizacion}
          error={errors.autorizacion}
          purpose="crear y gestionar tu cuenta, tus inscripciones y tus pagos, y escribirte sobre ellos"
        />
        {failure && (
          <Notice ref={failureRef} tone="error" title="No se pudo completar el registro.">
            <p>{failure}</p>
          </Notice>
        )}
        <SubmitButton busy={form.busy} busyLabel="Creando la cuenta…">
          Crear cuenta
        </SubmitButton>
        <p className={styles.alt}>
          ¿Eres profesor o profesora? <Link to="/signup-teacher/">Regístrate como profesor</Link>
        </p>
        <p className={styles.alt}>
          ¿Ya tienes cuenta? <Link to="/login/">Inicia sesión</Link>
        </p>
      </AccountForm>
      <Modal
        open={sentTo !== null}
        onClose={close}
        title="¡Registro completado!"
        size="s"
        closeLabel="Cerrar el mensaje"
      >
        <p className={styles.modalText}>
          Te hemos enviado un correo de confirmación a <strong>{sentTo}</strong>. Ábrelo y sigue el
          enlace para activar tu cuenta.
        </p>
        <div className={styles.actions}>
          <Button onClick={close}>Cerrar</Button>
        </div>
      </Modal>
    </>
  );
}
