import * as React from "react";
import { Seo } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { TeacherSignupForm } from "../components/auth/TeacherSignupForm";

/** docs/product.md §2 /signup-teacher: registration of a graduated teacher, reviewed by the school. */
export default function SignupTeacherPage() {
  return (
    <>
      <Seo
        title="Registro de profesores"
        description="Registro de profesores formados en IKY Yoga con el código de inscripción de la escuela."
        path="/signup-teacher/"
      />
      <AuthPage wide aside="Enseñar es seguir aprendiendo, ahora con otros.">
        <TeacherSignupForm />
      </AuthPage>
    </>
  );
}
