import { seoHead } from "../components/layout/Seo";
import { signupPage } from "../components/auth/SignupPage";

export default signupPage(false);

export const Head = seoHead("/signup/", (t) => t.auth.signupPage);
