import * as React from "react";
import { Link, navigate } from "gatsby";
import { API_URL } from "../../config";
import { loadClient } from "../../school-api/load-client";
import {
  EMPTY_SIGNUP,
  MIN_TEACHER_PASSWORD,
  studentPayload,
  teacherPayload,
  validateConsent,
  validateStudentSignup,
  validateTeacherSignup,
  type SignupValues,
} from "../../lib/signup";
import { LazyModal, loadModal } from "../ui/LazyModal";
import { Field } from "./Field";
import { Notice } from "./Notice";
import { PolicyLink } from "./PolicyLink";
import { useSchool } from "../../hooks/use-school";
import * as styles from "./Form.module.css";
import { Button } from "../ui/Button";
import { Lead } from "../ui/Text";
import { AccountForm, SubmitButton, useForm } from "./AccountForm";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";
import { apiLang } from "../../i18n/api-lang";
import { fill } from "../../i18n/message";

// Each with what the browser needs to fill it in.
const FIELDS: readonly [keyof SignupValues, React.InputHTMLAttributes<HTMLInputElement>][] = [
  ["nom", { autoComplete: "given-name" }],
  ["prenom", { autoComplete: "family-name" }],
  ["user", { autoComplete: "username", autoCapitalize: "none", spellCheck: false }],
  ["mail", { type: "email", inputMode: "email", autoComplete: "email" }],
  ["password", { type: "password", autoComplete: "new-password" }],
  ["confirmPassword", { type: "password", autoComplete: "new-password" }],
  ["naissance", { type: "date", autoComplete: "bday" }],
  ["ubicacionDada", { autoComplete: "address-line1" }],
];

type Result = { ok: true; sentTo: string } | { ok: false; text: string; reason: string | null };

/**
 * docs/product.md §2 'Sign-up screen' and 'Teacher registration'. Students (§5): a refusal
 * next to the form, success in a modal. Teachers (§6): every field required, and the code;
 * either answer in a modal. `onDone`: the success modal closed (the panel closes with it).
 */
export function SignupForm({
  teacher = false,
  headingLevel = 1,
  onDone,
}: {
  teacher?: boolean;
  headingLevel?: 1 | 2;
  onDone?: () => void;
}) {
  const { auth: messages, ui } = useMessages();
  const s = messages.signup;
  const tt = messages.teacher;
  const t = teacher ? tt : s;
  const { locale } = useLocale();
  const school = useSchool();
  const form = useForm(
    { ...EMPTY_SIGNUP, codigoInscripcion: "", autorizacion: false },
    (values, validation) => ({
      ...(teacher ? validateTeacherSignup : validateStudentSignup)(values, validation),
      ...validateConsent(values.autorizacion, validation),
    }),
  );
  const [result, setResult] = React.useState<Result | null>(null);
  // A student's refusal is told in the form, next to the fields; any other answer in the modal.
  const failure = !teacher && result?.ok === false ? result : null;
  const answer = failure ? null : result;

  const send = form.submit(async (values) => {
    try {
      const client = await loadClient();
      const response = teacher
        ? await client.postRegistrarProfesor(API_URL, teacherPayload(values))
        : await client.postRegistrarEstudiante(API_URL, studentPayload(values));
      if (response.ok) return setResult({ ok: true, sentTo: values.mail.trim() });
      const reason = await client.responseReason(response);
      // In the page's language, with the (Spanish) server's reason beside it where they differ.
      if (locale === "es" && !teacher)
        setResult({ ok: false, text: reason ?? s.refused, reason: null });
      else setResult({ ok: false, text: response.status === 409 ? s.taken : s.refused, reason });
    } catch {
      setResult({ ok: false, text: s.network, reason: null });
    }
  });

  const close = () => {
    setResult(null);
    if (!result?.ok) return;
    onDone?.();
    void navigate(localizedPath("/", locale));
  };

  const passwordHint = teacher ? fill(tt.passwordHint, { min: MIN_TEACHER_PASSWORD }) : undefined;
  const links: [question: string, path: string, link: string][] = teacher
    ? [[tt.studentQuestion, "/signup/", tt.studentLink]]
    : [
        [s.teacherQuestion, "/signup-teacher/", s.teacherLink],
        [s.loginQuestion, "/login/", s.loginLink],
      ];
  return (
    <>
      <AccountForm
        ref={form.ref}
        onSubmit={(event) => {
          setResult(null);
          send(event);
        }}
        preload={loadModal}
        kicker={t.kicker}
        level={headingLevel}
        title={(teacher ? messages.teacherPage : messages.signupPage).title}
        lead={t.lead}
      >
        <div className={styles.columns}>
          {FIELDS.map(([name, attributes]) => (
            <Field
              key={name}
              name={name}
              label={name === "mail" ? ui.field.email : messages.fields[name]}
              {...attributes}
              error={form.errors[name]}
              hint={name === "password" ? passwordHint : undefined}
              required={teacher}
            />
          ))}
        </div>
        {teacher && (
          <Field
            wide
            label={tt.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            hint={tt.codeHint}
            name="codigoInscripcion"
            error={form.errors.codigoInscripcion}
          />
        )}
        {/* The data-processing authorisation (Ley 1581 de 2012): unticked, the policy in a new
            tab, the purposes and rights beside it, so the consent is informed. */}
        <Field
          type="checkbox"
          name="autorizacion"
          required
          label={messages.policy.authorise}
          error={form.errors.autorizacion}
          hint={
            <>
              {fill(messages.policy.hint, { school: school.nombreLegal, purpose: t.purpose })}
              <a href={`mailto:${school.correoDatos}`}>{school.correoDatos}</a>.
            </>
          }
        >
          <PolicyLink />
        </Field>
        {failure && (
          <Notice focus tone="error" title={s.failureTitle}>
            <p>{failure.text}</p>
            {failure.reason && (
              <p>
                {s.serverSaid}
                <span lang={apiLang(locale)}>{failure.reason}</span>
              </p>
            )}
          </Notice>
        )}
        <SubmitButton busy={form.busy} busyLabel={t.busy}>
          {t.submit}
        </SubmitButton>
        {links.map(([question, path, link]) => (
          <p key={path} className={styles.alt}>
            {question}
            <Link to={localizedPath(path, locale)}>{link}</Link>
          </p>
        ))}
      </AccountForm>
      <LazyModal
        open={answer !== null}
        onClose={close}
        title={!teacher ? s.doneTitle : answer?.ok ? tt.okTitle : tt.errorTitle}
        size="s"
        closeLabel={s.closeMessage}
      >
        <p className={styles.modalText}>
          {answer?.ok === false ? (
            tt.errorText
          ) : teacher ? (
            tt.okText
          ) : (
            <>
              {s.sentBefore}
              <strong>{answer?.sentTo}</strong>
              {s.sentAfter}
            </>
          )}
        </p>
        {answer?.ok === false && answer.reason && (
          <Lead flush>
            {tt.reason}
            <span lang={apiLang(locale)}>{answer.reason}</span>
          </Lead>
        )}
        <div className={styles.actions}>
          <Button onClick={close}>{answer?.ok === false ? tt.back : ui.close}</Button>
        </div>
      </LazyModal>
    </>
  );
}
