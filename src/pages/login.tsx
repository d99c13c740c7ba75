import * as React from "react";
import { Link, navigate, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { LoginForm } from "../components/auth/LoginForm";
import { Notice } from "../components/auth/Notice";
import { useAuth } from "../components/auth/AuthContext";
import { PLATFORM_URL } from "../config";
import { safeNextPath } from "../lib/safe-next";
import { Lead } from "../components/ui/Text";
import * as styles from "../components/auth/Form.module.css";

/**
 * docs/product.md §2 /login: after a login, students and teachers continue on the external platform,
 * or, with `?next=/a/path/` (an event's 'Inscríbete'), back to that page of this site.
 */
export default function LoginPage({ location }: PageProps) {
  const { loggedIn, user } = useAuth();
  const [next, setNext] = React.useState<string | null>(null);

  // The query string exists only in the browser; reading it after mount keeps hydration equal.
  React.useEffect(() => {
    setNext(safeNextPath(new URLSearchParams(location.search).get("next")));
  }, [location.search]);

  const toEvent = next?.startsWith("/events/") ?? false;
  const afterLogin = () => {
    if (next) void navigate(next);
    else window.location.assign(PLATFORM_URL);
  };

  return (
    <>
      <Seo
        title="Iniciar sesión"
        description="Entra en tu cuenta de IKY Yoga para acceder a la plataforma de clases."
        path="/login/"
        noindex
      />
      <AuthPage>
        <div className={styles.form}>
          {loggedIn && (
            <Notice tone="info">
              <p>
                Ya has iniciado sesión{user?.user ? ` como ${String(user.user)}` : ""}.{" "}
                {next ? (
                  <Link to={next}>
                    {toEvent ? "Volver al evento" : "Volver a la página anterior"}
                  </Link>
                ) : (
                  <a href={PLATFORM_URL}>Ir a la plataforma</a>
                )}
              </p>
            </Notice>
          )}
          <LoginForm
            onSuccess={afterLogin}
            intro={
              next ? (
                <Lead>
                  {toEvent
                    ? "Entra con tu cuenta y volverás al evento para completar tu inscripción."
                    : "Entra con tu cuenta y volverás a la página en la que estabas."}
                </Lead>
              ) : undefined
            }
          />
        </div>
      </AuthPage>
    </>
  );
}
