/**
 * @jest-environment node
 */
import {
  hasCheckoutSession,
  isSubscriptionConfirmed,
  priceWithIkynesis,
  successQuery,
  trustedCheckoutUrl,
} from "../../src/lib/subscription";
import { paths } from "../../src/school-api/client";

describe("subscription rules", () => {
  const allowed = ["https://checkout.stripe.com", "http://127.0.0.1:4010"];

  it("follows a checkout_url only on an allowed origin", () => {
    expect(trustedCheckoutUrl("https://checkout.stripe.com/c/pay/cs_1#x", allowed)).toBe(
      "https://checkout.stripe.com/c/pay/cs_1#x",
    );
    expect(trustedCheckoutUrl("http://127.0.0.1:4010/checkout/cs_1", allowed)).toBe(
      "http://127.0.0.1:4010/checkout/cs_1",
    );
    for (const bad of [
      "https://evil.example.com/phish",
      "https://checkout.stripe.com.evil.example/x",
      "javascript:alert(1)",
      "//checkout.stripe.com/x",
      "",
      undefined,
      42,
    ]) {
      expect(trustedCheckoutUrl(bad, allowed)).toBeNull();
    }
  });

  it("confirms only an OK answer that says 'Suscripción completada'", () => {
    expect(isSubscriptionConfirmed(true, "Suscripción completada: plan 2")).toBe(true);
    expect(isSubscriptionConfirmed(false, "Suscripción completada")).toBe(false);
    expect(isSubscriptionConfirmed(true, "Sesión de pago no válida")).toBe(false);
  });

  it("passes on the four query values, URL-encoded into the call", () => {
    const query = successQuery(
      "?session_id=cs_1&estudiante_id=7&plan=2&incluir_suplemento=true&x=1",
    );
    expect(query).toEqual({
      session_id: "cs_1",
      estudiante_id: "7",
      plan: "2",
      incluir_suplemento: "true",
    });
    expect(paths.successSubscription({ session_id: "a b&c" })).toBe(
      "/api/stripe/success-subscription?session_id=a+b%26c",
    );
    expect(paths.confirmer("a/b?c")).toBe("/api/estudiantes/confirmer/a%2Fb%3Fc");
  });

  it("prices the IKYnesis supplement at 1.15 times, two decimals", () => {
    expect(priceWithIkynesis(40)).toBe(46);
    expect(priceWithIkynesis(99)).toBe(113.85);
  });
});

describe("hasCheckoutSession", () => {
  it("asks the API only when Stripe's session id came back", () => {
    expect(hasCheckoutSession({ session_id: "cs_test_1", plan: "2" })).toBe(true);
    expect(hasCheckoutSession({})).toBe(false);
    expect(hasCheckoutSession({ session_id: "  ", plan: "2" })).toBe(false);
  });
});
