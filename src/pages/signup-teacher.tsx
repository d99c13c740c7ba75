import { seoHead } from "../components/layout/Seo";
import { signupPage } from "./signup";

export default signupPage(true);

export const Head = seoHead("/signup-teacher/", (t) => t.auth.teacherPage);
