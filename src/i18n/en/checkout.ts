import type { Messages } from "../types";

export const checkout: Messages["checkout"] = {
  subscription: {
    titlePrefix: "Enrol: ",
    lead: "Choose how you want to practise. We will take you to Stripe's secure payment page; you are billed monthly and can cancel whenever you like.",
    ikynesisTitle: "What is IKYnesis?",
    ikynesisText:
      "IKYnesis is IKY Yoga's method of mindful movement. Inspired by the Feldenkrais Method, it uses slow, gentle movements to re-educate posture, release tension and give the body back its natural mobility. Added to your plan, it complements your yoga practice with sessions of somatic integration.",
    termsBefore: "By enrolling you accept the ",
    termsLink: "Subscription terms",
    termsMiddle:
      " (monthly billing in euros, the IKYnesis supplement, cancellation and the class platform) and the ",
    privacyLink: "Data processing policy",
    termsAfter: ".",
    withIkynesis: " + IKYnesis",
    preparing: "Preparing the payment…",
    ikynesisLabel: "Enrol in the plan + IKYnesis",
    ikynesisNote: "Your plan and the IKYnesis method sessions.",
    normalLabel: "Enrol in the plan only",
    normalNote: "Only the chosen plan.",
  },
  messages: {
    noSession:
      "This link does not carry the payment details, so there is nothing to confirm. If you paid, check your email or write to us.",
    noUrl: "The payment link could not be created. Please try again.",
    stripe: "Could not connect to Stripe. Please try again.",
    notConfirmed: "The subscription could not be confirmed. Please try again or contact support.",
    network: "Could not connect to the server. Please try again.",
  },
  payment: {
    title: "Card payment",
    confirmTitle: "Cancel the payment?",
    closeLabel: "Cancel the payment",
    cardNumber: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "CVV",
    status: {
      initial: "The secure payment gets ready when this form opens.",
      pending: "Connecting to Stripe, our secure payment system…",
      resolved: "Secure connection to Stripe ready.",
      rejected:
        "Stripe, our secure payment system, could not be loaded. Check your connection or turn off your content blocker and try again.",
    },
    confirmText: "If you cancel, nothing will be charged and the card details will be erased.",
    no: "No, back to the payment",
    yes: "Yes, cancel",
    retry: "Try connecting again",
    note: "This form makes no charge: plans are paid on Stripe's secure page; choose a plan and press “Enrol”. Nothing has been charged.",
    incomplete: "Fill in the card number, the expiry date and the CVV.",
    cancel: "Cancel",
    pay: "Pay",
    secure:
      "The three card fields are Stripe's own, in its frames: this page never sees or stores your card details.",
  },
  paymentPage: {
    title: "Card payment",
    description: "IKY Yoga's card form, with Stripe's secure fields.",
    kicker: "Secure payment",
    cancelled: "You have cancelled the payment. Nothing has been charged.",
    lead: "Card details are typed into Stripe's fields. Plans are paid in euros on Stripe's secure page, when you enrol in one.",
    open: "Open the payment form",
    plans: "See the plans",
  },
  success: {
    title: "Subscription",
    description: "Confirmation of your subscription to an IKY Yoga plan.",
    loadingTitle: "Confirming your subscription",
    loading: "One moment: we are confirming the payment with the server.",
    okTitle: "Welcome to IKY Yoga!",
    okText: "Your subscription has been completed successfully.",
    home: "Back to the home page",
    platform: "Go to the platform",
    errorTitle: "We could not confirm your subscription",
    plans: "Back to the plans",
    support: "Write to support",
  },
};
