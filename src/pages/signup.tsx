import * as React from "react";
import { seoHead } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { SignupForm } from "../components/auth/SignupForm";
import { useMessages } from "../i18n/LocaleContext";

/** docs/product.md §2 /signup: the student account. */
export default function SignupPage() {
  const t = useMessages().auth.signupPage;
  return (
    <AuthPage wide aside={t.aside}>
      <SignupForm />
    </AuthPage>
  );
}

export const Head = seoHead("/signup/", (t) => t.auth.signupPage);
