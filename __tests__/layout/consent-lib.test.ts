import { analyticsPath, analyticsReferrer } from "../../src/lib/analytics-url";
import { CONSENT_KEY, readConsent, saveConsent } from "../../src/lib/consent";

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe("the stored choice", () => {
  it("is absent until the visitor chooses, then read back with its date", () => {
    const store = memory();
    expect(readConsent(store)).toBeNull();
    saveConsent(store, "denied", new Date("2026-11-23T20:00:00Z"));
    expect(readConsent(store)).toBe("denied");
    expect(JSON.parse(store.data.get(CONSENT_KEY) ?? "")).toEqual({
      v: 1,
      analytics: "denied",
      at: "2026-11-23T20:00:00.000Z",
    });
    saveConsent(store, "granted");
    expect(readConsent(store)).toBe("granted");
  });

  it("asks again for an older version, a damaged value or blocked storage", () => {
    const store = memory();
    store.setItem(CONSENT_KEY, JSON.stringify({ v: 0, analytics: "granted" }));
    expect(readConsent(store)).toBeNull();
    store.setItem(CONSENT_KEY, "{no es json");
    expect(readConsent(store)).toBeNull();
    store.setItem(CONSENT_KEY, JSON.stringify({ v: 1, analytics: "quizá" }));
    expect(readConsent(store)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readConsent(blocked)).toBeNull();
    expect(() => saveConsent(blocked, "granted")).not.toThrow();
  });
});

describe("what analytics may see", () => {
  it.each([
    ["/confirm/?token=abc", "/confirm/"],
    ["/confirm/abc-123", "/confirm/"],
    ["/confirm", "/confirm/"],
    ["/success-subscription/?session_id=cs_1&estudiante_id=7", "/success-subscription/"],
    ["/events/41/#fechas", "/events/41/"],
    ["https://ikyyoga.com/yoga/?utm_source=x", "/yoga/"],
    ["/confirmaciones/", "/confirmaciones/"],
  ])("%s → %s", (input, expected) => {
    expect(analyticsPath(input)).toBe(expected);
  });

  it("keeps only another site's origin as referrer, and this site's cleaned URL", () => {
    const origin = "https://ikyyoga.com";
    expect(analyticsReferrer("https://www.google.com/search?q=yoga+cali", origin)).toBe(
      "https://www.google.com/",
    );
    expect(
      analyticsReferrer("https://ikyyoga.com/success-subscription/?session_id=cs_1", origin),
    ).toBe("https://ikyyoga.com/success-subscription/");
    expect(analyticsReferrer("", origin)).toBe("");
    expect(analyticsReferrer("no es una url", origin)).toBe("");
  });
});
