import * as React from "react";
import { seoHead } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { SignupForm } from "../components/auth/SignupForm";
import { useMessages } from "../i18n/LocaleContext";

// docs/product.md §2 /signup, the student account, and with `teacher` /signup-teacher, the
// registration of a graduated teacher that the school reviews.
export const signupPage = (teacher: boolean) =>
  function SignupPage() {
    const t = useMessages().auth[teacher ? "teacherPage" : "signupPage"];
    return (
      <AuthPage wide aside={t.aside}>
        <SignupForm teacher={teacher} />
      </AuthPage>
    );
  };

export default signupPage(false);

export const Head = seoHead("/signup/", (t) => t.auth.signupPage);
