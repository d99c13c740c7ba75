import * as React from "react";
import { Link, navigate } from "gatsby";
import { API_URL } from "../../config";
import { loadClient } from "../../school-api/load-client";
import { EMPTY_SIGNUP, studentPayload, validateStudentSignup } from "../../lib/signup";
import { LazyModal, loadModal } from "../ui/LazyModal";
import { Notice } from "./Notice";
import { ConsentField } from "./ConsentField";
import { SignupFields } from "./SignupFields";
import { SubmitButton } from "./SubmitButton";
import { useSignupForm } from "./use-signup-form";
import * as styles from "./Form.module.css";
import { Button } from "../ui/Button";
import { AccountForm } from "./AccountForm";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";
import { apiLang } from "../../i18n/api-lang";

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
  const t = useMessages().auth.signup;
  const { locale } = useLocale();
  const { form, errors, consent, submit } = useSignupForm(
    { ...EMPTY_SIGNUP },
    validateStudentSignup,
  );
  // The failure in the page's language and, on a page in another language than the API's, the
  // server's own reason beside it (the API speaks Spanish).
  const [failure, setFailure] = React.useState<{ text: string; reason: string | null } | null>(
    null,
  );
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  const send = submit(async () => {
    const payload = studentPayload(form.values);
    try {
      const { postRegistrarEstudiante, responseReason } = await loadClient();
      const response = await postRegistrarEstudiante(API_URL, payload);
      if (response.ok) {
        setSentTo(payload.mail);
        return;
      }
      const reason = await responseReason(response);
      if (locale === "es") setFailure({ text: reason ?? t.refused, reason: null });
      else setFailure({ text: response.status === 409 ? t.taken : t.refused, reason });
    } catch {
      setFailure({ text: t.network, reason: null });
    }
  });

  const close = () => {
    setSentTo(null);
    onDone?.();
    void navigate(localizedPath("/", locale));
  };

  return (
    <>
      <AccountForm
        ref={form.ref}
        onSubmit={(event) => {
          setFailure(null);
          send(event);
        }}
        preload={loadModal}
        kicker={t.kicker}
        level={headingLevel}
        title={t.title}
        lead={t.lead}
      >
        <SignupFields bind={form.bind} errors={errors} />
        <ConsentField {...consent} purpose={t.purpose} />
        {failure && (
          <Notice focus tone="error" title={t.failureTitle}>
            <p>{failure.text}</p>
            {failure.reason && (
              <p>
                {t.serverSaid}
                <span lang={apiLang(locale)}>{failure.reason}</span>
              </p>
            )}
          </Notice>
        )}
        <SubmitButton busy={form.busy} busyLabel={t.busy}>
          {t.submit}
        </SubmitButton>
        <p className={styles.alt}>
          {t.teacherQuestion}
          <Link to={localizedPath("/signup-teacher/", locale)}>{t.teacherLink}</Link>
        </p>
        <p className={styles.alt}>
          {t.loginQuestion}
          <Link to={localizedPath("/login/", locale)}>{t.loginLink}</Link>
        </p>
      </AccountForm>
      <LazyModal
        open={sentTo !== null}
        onClose={close}
        title={t.doneTitle}
        size="s"
        closeLabel={t.closeMessage}
      >
        <p className={styles.modalText}>
          {t.sentBefore}
          <strong>{sentTo}</strong>
          {t.sentAfter}
        </p>
        <div className={styles.actions}>
          <Button onClick={close}>{t.close}</Button>
        </div>
      </LazyModal>
    </>
  );
}
