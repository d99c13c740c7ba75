import { seoHead } from "../components/layout/Seo";
import { signupPage } from "../components/auth/SignupForm";

export default signupPage(true);

export const Head = seoHead("/signup-teacher/", (t) => t.auth.teacherPage);
