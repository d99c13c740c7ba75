import * as React from "react";
import { useMessages } from "../../i18n/LocaleContext";
import { AuthPage } from "./AuthPage";
import { SignupForm } from "./SignupForm";

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
