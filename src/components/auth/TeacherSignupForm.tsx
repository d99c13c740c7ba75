import * as React from "react";
import { Link, navigate } from "gatsby";
import { API_URL } from "../../config";
import { loadClient } from "../../school-api/load-client";
import {
  EMPTY_SIGNUP,
  MIN_TEACHER_PASSWORD,
  teacherPayload,
  validateTeacherSignup,
} from "../../lib/signup";
import { LazyModal, loadModal } from "../ui/LazyModal";
import { Field } from "./Field";
import { ConsentField } from "./ConsentField";
import { SignupFields } from "./SignupFields";
import { SubmitButton } from "./SubmitButton";
import { useSignupForm } from "./use-signup-form";
import * as styles from "./Form.module.css";
import { Button } from "../ui/Button";
import { Lead } from "../ui/Text";
import { AccountForm } from "./AccountForm";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";
import { apiLang } from "../../i18n/api-lang";
import { fill } from "../../i18n/message";

type Result = { ok: true } | { ok: false; reason: string | null };

/**
 * docs/product.md §2 'Teacher registration': every field required, the password at least 8 characters
 * and confirmed, the school's registration code in the body and in a header (docs/product.md §6).
 */
export function TeacherSignupForm() {
  const messages = useMessages().auth;
  const t = messages.teacher;
  const { locale } = useLocale();
  const { form, errors, consent, submit } = useSignupForm(
    { ...EMPTY_SIGNUP, codigoInscripcion: "" },
    validateTeacherSignup,
  );
  const [result, setResult] = React.useState<Result | null>(null);

  const send = submit(async () => {
    try {
      const { postRegistrarProfesor, responseReason } = await loadClient();
      const response = await postRegistrarProfesor(API_URL, teacherPayload(form.values));
      setResult(response.ok ? { ok: true } : { ok: false, reason: await responseReason(response) });
    } catch {
      setResult({ ok: false, reason: null });
    }
  });

  const close = () => {
    const succeeded = result?.ok;
    setResult(null);
    if (succeeded) void navigate(localizedPath("/", locale));
  };

  return (
    <>
      <AccountForm
        ref={form.ref}
        onSubmit={send}
        preload={loadModal}
        kicker={t.kicker}
        level={1}
        title={t.title}
        lead={t.lead}
      >
        <SignupFields
          bind={form.bind}
          errors={errors}
          required
          passwordHint={fill(t.passwordHint, { min: MIN_TEACHER_PASSWORD })}
        />
        <Field
          wide
          label={t.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-required
          hint={t.codeHint}
          error={errors.codigoInscripcion}
          {...form.bind("codigoInscripcion")}
        />
        <ConsentField {...consent} purpose={t.purpose} />
        <SubmitButton busy={form.busy} busyLabel={t.busy}>
          {t.submit}
        </SubmitButton>
        <p className={styles.alt}>
          {t.studentQuestion}
          <Link to={localizedPath("/signup/", locale)}>{t.studentLink}</Link>
        </p>
      </AccountForm>
      <LazyModal
        open={result !== null}
        onClose={close}
        title={result?.ok ? t.okTitle : t.errorTitle}
        size="s"
        closeLabel={messages.signup.closeMessage}
      >
        <p className={styles.modalText}>{result?.ok ? t.okText : t.errorText}</p>
        {result && !result.ok && result.reason && (
          <Lead flush>
            {t.reason}
            <span lang={apiLang(locale)}>{result.reason}</span>
          </Lead>
        )}
        <div className={styles.actions}>
          <Button onClick={close}>{result?.ok ? t.close : t.back}</Button>
        </div>
      </LazyModal>
    </>
  );
}
