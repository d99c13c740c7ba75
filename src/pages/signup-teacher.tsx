import { seoHead } from "../components/layout/Seo";
import { signupPage } from "../components/auth/SignupPage";

export default signupPage(true);

export const Head = seoHead("/signup-teacher/", (t) => t.auth.teacherPage);
