import * as React from "react";
import { Link, navigate, type PageProps } from "gatsby";
import { seoHead } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { LoginForm } from "../components/auth/LoginForm";
import { Notice } from "../components/auth/Notice";
import { useAuth } from "../components/auth/AuthContext";
import { useHydrated } from "../hooks/use-hydrated";
import { PLATFORM_URL } from "../config";
import { safeNextPath } from "../lib/safe-next";
import { Lead } from "../components/ui/Text";
import * as styles from "../components/auth/Form.module.css";
import { useMessages } from "../i18n/LocaleContext";
import { spanishPath } from "../i18n/locale";
import { fill } from "../i18n/message";

/** docs/product.md §2 /login: then the external platform, or `?next=/a/path/` of this site. */
export default function LoginPage({ location }: PageProps) {
  const { accountPages, account } = useMessages();
  const t = accountPages.loginPage;
  const { loggedIn, user } = useAuth();
  // The query string exists only in the browser; reading it once hydrated keeps hydration equal.
  const hydrated = useHydrated();
  const next = hydrated ? safeNextPath(new URLSearchParams(location.search).get("next")) : null;

  // An event page in either language (/events/41/, /en/events/41/).
  const toEvent = next ? spanishPath(next).startsWith("/events/") : false;
  const afterLogin = () => {
    if (next) void navigate(next);
    else window.location.assign(PLATFORM_URL);
  };

  return (
    <AuthPage>
      <div className={styles.form}>
        {loggedIn && (
          <Notice tone="info">
            <p>
              {user?.user ? fill(t.alreadyAs, { user: String(user.user) }) : t.already}{" "}
              {next ? (
                <Link to={next}>{toEvent ? t.backToEvent : t.backToPage}</Link>
              ) : (
                <a href={PLATFORM_URL}>{account.platform}</a>
              )}
            </p>
          </Notice>
        )}
        <LoginForm
          onSuccess={afterLogin}
          intro={next ? <Lead>{toEvent ? t.nextEvent : t.nextPage}</Lead> : undefined}
        />
      </div>
    </AuthPage>
  );
}

export const Head = seoHead("/login/", (t) => t.accountPages.loginPage, { noindex: true });
