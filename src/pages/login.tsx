import * as React from "react";
import { Seo } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { LoginForm } from "../components/auth/LoginForm";
import { Notice } from "../components/auth/Notice";
import { useAuth } from "../components/auth/AuthContext";
import { PLATFORM_URL } from "../config";
import * as styles from "../components/auth/Form.module.css";

/** Spec §2 /login: after a login, students and teachers continue on the external platform. */
export default function LoginPage() {
  const { loggedIn, user } = useAuth();
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
                <a href={PLATFORM_URL}>Ir a la plataforma</a>
              </p>
            </Notice>
          )}
          <LoginForm onSuccess={() => window.location.assign(PLATFORM_URL)} />
        </div>
      </AuthPage>
    </>
  );
}
