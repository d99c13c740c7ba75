import { localeOfPath, localizedPath, spanishPath } from "../../src/i18n/locale";

describe("localized paths", () => {
  it.each([
    ["/", "en", "/en/"],
    ["/yoga/", "en", "/en/yoga/"],
    ["/events/42/", "en", "/en/events/42/"],
    ["/privacidad/", "en", "/en/privacy/"],
    ["/terminos/?x=1#a", "en", "/en/terms/?x=1#a"],
    ["/en/", "es", "/"],
    ["/en/privacy/", "es", "/privacidad/"],
    ["/en/events/42/", "es", "/events/42/"],
    ["/en/yoga/", "en", "/en/yoga/"],
    ["/yoga/", "es", "/yoga/"],
  ] as const)("%s in %s is %s", (from, locale, to) => {
    expect(localizedPath(from, locale)).toBe(to);
  });

  it("tells a page's language by its path", () => {
    expect(localeOfPath("/en/")).toBe("en");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/events/")).toBe("es");
    expect(localeOfPath("/english/")).toBe("es");
    expect(spanishPath("/en/terms/")).toBe("/terminos/");
  });
});
