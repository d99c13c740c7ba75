import * as React from "react";
import { Seo } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { SignupForm } from "../components/auth/SignupForm";

/** docs/product.md §2 /signup: the student account. */
export default function SignupPage() {
  return (
    <>
      <Seo
        title="Crear una cuenta"
        description="Crea tu cuenta de estudiante de IKY Yoga para inscribirte en los planes y acceder a la plataforma."
        path="/signup/"
      />
      <AuthPage wide aside="Cada práctica empieza con un primer paso: llegar.">
        <SignupForm />
      </AuthPage>
    </>
  );
}
