import * as React from "react";
import { Seo } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { LoginForm } from "../components/auth/LoginForm";
import { PLATFORM_URL } from "../config";

/** Spec §2 /login: after a login, students and teachers continue on the external platform. */
export default function LoginPage() {
  return (
    <>
      <Seo
        title="Iniciar sesión"
        description="Entra en tu cuenta de IKY Yoga para acceder a la plataforma de clases."
        path="/login/"
        noindex
      />
      <AuthPage>
        <LoginForm onSuccess={() => window.location.assign(PLATFORM_URL)} />
      </AuthPage>
    </>
  );
}
