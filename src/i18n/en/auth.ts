import type { Messages } from "../types";
import { tpl } from "../message";

export const auth: Messages["auth"] = {
  scriptPending:
    "The button turns on once the page has loaded, with JavaScript. If it stays off, reload the page. Nothing has been sent.",
  validation: {
    mismatch: "Passwords do not match.",
    short: "The password must be at least 8 characters long.",
    required: "This field is required.",
    consent:
      "Tick the box to continue: without your authorisation we cannot process your personal data.",
  },
  login: {
    credentials: "Incorrect email or password.",
    network: "We could not reach the server. Check your connection and try again in a few minutes.",
  },
  page: {
    aside: "A place to come back to the body, to the breath and to calm.",
    sign: "IKY Yoga · Cali",
    close: "Close and go back to the home page",
  },
  policy: {
    link: "Data processing policy",
    authorise: "I authorise the processing of my personal data under the ",
    hint: tpl(
      "{school} will process your data to {purpose}. You can access, update, correct or delete it, and withdraw this authorisation, by writing to ",
    ),
  },
  fields: {
    nom: "First name",
    prenom: "Last name",
    user: "Username",
    password: "Password",
    confirmPassword: "Confirm password",
    naissance: "Date of birth",
    ubicacionDada: "Postal address",
  },
  loginForm: {
    title: "Log in",
    lead: "For students and teachers: log in with your account's email and password.",
    remember: "Keep me logged in",
    forgotLink: "Forgot your password?",
    busy: "Logging in…",
    submit: "Log in",
    noAccount: "No account yet?",
    signup: "Sign up",
    signupRest: " and start practising with us.",
    privacy: "How we handle your data: ",
    forgotTitle: "Reset your password",
    forgotLead: "Enter your account's email and we will send you a link to create a new password.",
    forgotSent: tpl("A password reset email has been sent to {email}"),
    forgotBusy: "Sending…",
    forgotSubmit: "Send",
    back: "Back to log in",
    forgotPrivacy: "We use your email only to send you the link. ",
  },
  signup: {
    kicker: "Student account",
    title: "Create an account",
    lead: "Sign up to enrol in the plans and use the class platform.",
    purpose:
      "create and manage your account, your enrolments and your payments, and write to you about them",
    refused: "The server did not accept the sign-up. Please try again.",
    taken: "An account with this email already exists.",
    serverSaid: "The server's answer: ",
    network: "We could not reach the server. Check your connection and try again.",
    failureTitle: "The sign-up could not be completed.",
    busy: "Creating your account…",
    submit: "Create account",
    teacherQuestion: "Are you a teacher? ",
    teacherLink: "Register as a teacher",
    loginQuestion: "Already have an account? ",
    loginLink: "Log in",
    doneTitle: "Sign-up complete!",
    closeMessage: "Close the message",
    sentBefore: "We have sent a confirmation email to ",
    sentAfter: ". Open it and follow the link to activate your account.",
    close: "Close",
  },
  teacher: {
    okTitle: "Registration successful!",
    okText:
      "The school will review your application. We will let you know by email when your teacher account is approved.",
    errorTitle: "Registration error",
    errorText:
      "Something went wrong while processing your registration. Please try again or contact the administrator.",
    kicker: "Teacher account",
    title: "Teacher registration",
    lead: "For teachers trained at IKY Yoga. You need the registration code the school gave you; we will review your application before activating the account. All fields are required.",
    passwordHint: tpl("At least {min} characters."),
    code: "Registration code",
    codeHint: "For example: IKY-PROF-2026",
    purpose: "review your application and create and manage your teacher account",
    busy: "Sending your application…",
    submit: "Send application",
    studentQuestion: "Are you a student? ",
    studentLink: "Create a student account",
    reason: "Reason: ",
    close: "Close",
    back: "Back to the form",
  },
  signupPage: {
    title: "Create an account",
    description:
      "Create your IKY Yoga student account to enrol in the plans and use the class platform.",
    aside: "Every practice begins with a first step: showing up.",
  },
  teacherPage: {
    title: "Teacher registration",
    description:
      "Registration for teachers trained at IKY Yoga, with the school's registration code.",
    aside: "Teaching is learning on, now with others.",
  },
};
