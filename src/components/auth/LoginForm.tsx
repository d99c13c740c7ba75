import * as React from "react";
import { flushSync } from "react-dom";
import { Link } from "gatsby";
import { API_URL } from "../../config";
import { loadClient } from "../../school-api/load-client";
import { loginWithFallback } from "../../lib/login";
import { useMessages, useLocalizedPath } from "../../i18n/LocaleContext";
import { useAuth } from "./AuthContext";
import { PolicyLink } from "./PolicyLink";
import { Field } from "./Field";
import { Notice } from "./Notice";
import * as styles from "./Form.module.css";
import * as boxStyles from "./Checkbox.module.css";
import { AccountForm, SubmitButton, useForm } from "./AccountForm";
import { fill } from "../../i18n/message";

interface LoginFormProps {
  onSuccess: () => void;
  headingLevel?: 1 | 2;
  title?: string;
  intro?: React.ReactNode;
  onSignup?: () => void;
}

const LinkButton = (props: { onClick: () => void; children: React.ReactNode }) => (
  <button type="button" className={styles.linkButton} {...props} />
);

/**
 * docs/product.md §2 'Login screen' and §4 'Login', for students and teachers. The forgot
 * password view shares the e-mail field; the login's other controls stay, hidden, so nothing
 * typed is lost. `onSignup`: in a panel, 'Regístrate' switches panels; a page links /signup/.
 */
export function LoginForm({ onSuccess, headingLevel = 1, title, intro, onSignup }: LoginFormProps) {
  const { auth: messages, account, ui } = useMessages();
  const t = messages.loginForm;
  const to = useLocalizedPath();
  const { signIn } = useAuth();
  const [view, setView] = React.useState<"login" | "forgot">("login");
  const form = useForm({ mail: "", password: "", remember: true });
  const [error, setError] = React.useState<string | null>(null);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  // Moving between the two views puts focus on the new title, not on the page's top.
  const showView = (next: "login" | "forgot") => {
    flushSync(() => {
      setError(null);
      setSentTo(null);
      setView(next);
    });
    headingRef.current?.focus();
  };

  const login = form.submit(async (values) => {
    setError(null);
    const result = await loginWithFallback(
      { mail: values.mail.trim(), password: values.password },
      async (role, credentials) => (await loadClient()).postLogin(API_URL, role, credentials),
    );
    if (!result.ok) {
      setError(messages.login[result.reason]);
      return;
    }
    signIn({ token: result.token, user: result.user, remember: values.remember });
    onSuccess();
  });

  const forgot = form.submit(async (values) => {
    const email = values.mail.trim();
    setSentTo(null);
    // docs/api-contract.md §3: the answer is not inspected; the confirmation is always shown.
    await loadClient()
      .then(({ apiFetch, paths }) =>
        apiFetch(API_URL, paths.passwordForgot, { json: { forgotEmail: email } }),
      )
      .catch(() => undefined);
    setSentTo(email);
  });

  const forgotView = view === "forgot";
  return (
    <AccountForm
      ref={form.ref}
      onSubmit={forgotView ? forgot : login}
      level={headingLevel}
      title={forgotView ? t.forgotTitle : (title ?? account.login)}
      titleRef={headingRef}
      lead={forgotView ? t.forgotLead : (intro ?? t.lead)}
    >
      {error && (
        <Notice focus tone="error">
          <p>{error}</p>
        </Notice>
      )}
      <Field
        name="mail"
        label={ui.field.email}
        type="email"
        inputMode="email"
        autoComplete={forgotView ? "email" : "username"}
      />
      <div className={styles.view} hidden={forgotView}>
        <Field
          name="password"
          label={messages.fields.password}
          type="password"
          autoComplete="current-password"
        />
        <div className={styles.row}>
          <label className={boxStyles.check}>
            <input type="checkbox" name="remember" defaultChecked />
            {t.remember}
          </label>
          <LinkButton onClick={() => showView("forgot")}>{t.forgotLink}</LinkButton>
        </div>
      </div>
      {sentTo !== null && (
        <Notice focus={Boolean(sentTo)} tone="success">
          <p>{fill(t.forgotSent, { email: sentTo || "—" })}</p>
        </Notice>
      )}
      <SubmitButton busy={form.busy} busyLabel={forgotView ? t.forgotBusy : t.busy}>
        {forgotView ? t.forgotSubmit : account.login}
      </SubmitButton>
      {forgotView ? (
        <p className={styles.alt}>
          <LinkButton onClick={() => showView("login")}>{t.back}</LinkButton>
        </p>
      ) : (
        <>
          <p className={styles.divider}>{t.noAccount}</p>
          <p className={styles.alt}>
            {onSignup ? (
              <LinkButton onClick={onSignup}>{t.signup}</LinkButton>
            ) : (
              <Link to={to("/signup/")}>{t.signup}</Link>
            )}
            {t.signupRest}
          </p>
        </>
      )}
      <p className={styles.privacy}>
        {forgotView ? t.forgotPrivacy : t.privacy}
        <PolicyLink />
      </p>
    </AccountForm>
  );
}
