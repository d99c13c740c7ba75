import * as React from "react";
import { seoHead } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { SignupForm } from "../components/auth/SignupForm";
import { useMessages } from "../i18n/LocaleContext";

/** docs/product.md §2 /signup-teacher: registration of a graduated teacher, reviewed by the school. */
export default function SignupTeacherPage() {
  const t = useMessages().auth.teacherPage;
  return (
    <AuthPage wide aside={t.aside}>
      <SignupForm teacher />
    </AuthPage>
  );
}

export const Head = seoHead("/signup-teacher/", (t) => t.auth.teacherPage);
