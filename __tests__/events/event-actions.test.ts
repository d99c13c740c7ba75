import { loginHref, safeNextPath } from "../../src/lib/safe-next";
import {
  inquiryMailHref,
  inquiryMessage,
  inquiryWhatsappHref,
  platformEventUrl,
} from "../../src/lib/event-actions";
import { normaliseEvento } from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";
import es from "../../src/i18n/es";
import en from "../../src/i18n/en";

const ES = { t: es.events, intl: "es-CO" };
const EN = { t: en.events, intl: "en-GB" };

describe("safeNextPath: back after logging in, never to another site", () => {
  test.each([
    ["/events/41/", "/events/41/"],
    ["/events/41/?x=1#datos", "/events/41/?x=1#datos"],
    ["/", "/"],
    ["/events/41/../../yoga/", "/yoga/"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ])("accepts the site's path %s", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  test.each([
    "//evil.com",
    "//evil.com/events/41/",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "https://evil.com/",
    "http:/evil.com",
    "HTTPS://evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.com",
    " /events/41/",
    "",
    "/login/",
    "/login-subscription/?plan=2",
  ])("rechaza %j", (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  test("without a parameter, nothing", () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });

  test("loginHref encodes the path back", () => {
    expect(loginHref("/events/41/")).toBe("/login/?next=%2Fevents%2F41%2F");
    expect(
      safeNextPath(new URLSearchParams(loginHref("/events/41/").split("?")[1]).get("next")),
    ).toBe("/events/41/");
  });
});

describe("platformEventUrl: where the event is booked", () => {
  const HOME = "https://plataforma.ikyyoga.com";
  test("the template with {id}", () => {
    expect(platformEventUrl("https://plataforma.ikyyoga.com/eventos/{id}/reservar", HOME, 41)).toBe(
      "https://plataforma.ikyyoga.com/eventos/41/reservar",
    );
    expect(platformEventUrl("https://p.example/?evento={id}&ref={id}", HOME, 7)).toBe(
      "https://p.example/?evento=7&ref=7",
    );
  });
  test("without a usable template, the platform's home", () => {
    expect(platformEventUrl("", HOME, 41)).toBe(HOME);
    expect(platformEventUrl("https://plataforma.ikyyoga.com/eventos", HOME, 41)).toBe(HOME);
    expect(platformEventUrl("javascript:alert('{id}')", HOME, 41)).toBe(HOME);
  });
});

describe("asking about an event", () => {
  const evento = normaliseEvento({
    idEvento: 41,
    resumen: "Taller de IKYnesis",
    fechas: { fechaInicio: "2027-01-12T10:00:00-05:00", hourInicio: 10, hourFin: 13 },
  }) as Evento;
  const PAGE = "https://www.ikyyoga.com/events/41/";

  test("the message names the event, its date and its page", () => {
    expect(inquiryMessage(evento, PAGE, ES)).toBe(
      "Hola, me gustaría saber más sobre el evento «Taller de IKYnesis» (martes, 12 de enero de 2027, 10:00 – 13:00). https://www.ikyyoga.com/events/41/",
    );
  });

  test("without a readable date, the message does not invent one", () => {
    const undated = { ...evento, fechas: { ...evento.fechas, fechaInicio: "invalid" } };
    expect(inquiryMessage(undated, PAGE, ES)).toBe(
      "Hola, me gustaría saber más sobre el evento «Taller de IKYnesis». https://www.ikyyoga.com/events/41/",
    );
  });

  test("e-mail with subject and message", () => {
    const href = inquiryMailHref("contacto@ikyyoga.com", evento, PAGE, ES);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("contacto@ikyyoga.com");
    const params = new URLSearchParams(url.search);
    expect(params.get("subject")).toBe("Consulta sobre «Taller de IKYnesis»");
    expect(params.get("body")).toBe(inquiryMessage(evento, PAGE, ES));
  });

  test("WhatsApp to the school's mobile, with the message; without a number, nothing", () => {
    const href = inquiryWhatsappHref("+57 312 555 0142", evento, PAGE, ES);
    expect(href).not.toBeNull();
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe("https://wa.me/573125550142");
    expect(url.searchParams.get("text")).toBe(inquiryMessage(evento, PAGE, ES));
    expect(inquiryWhatsappHref("", evento, PAGE, ES)).toBeNull();
  });
});

describe("the question in English on English pages", () => {
  const evento = normaliseEvento({
    idEvento: 41,
    resumen: "Taller de IKYnesis",
    fechas: { fechaInicio: "2027-01-12T10:00:00-05:00", hourInicio: 10, hourFin: 13 },
  }) as Evento;
  const PAGE = "https://www.ikyyoga.com/en/events/41/";

  test("names the event (the API's title as it is), its date in English and its page", () => {
    expect(inquiryMessage(evento, PAGE, EN)).toBe(
      "Hello, I would like to know more about the event “Taller de IKYnesis” (Tuesday, 12 January 2027, 10:00 – 13:00). https://www.ikyyoga.com/en/events/41/",
    );
    const mail = new URL(inquiryMailHref("contacto@ikyyoga.com", evento, PAGE, EN));
    expect(new URLSearchParams(mail.search).get("subject")).toBe(
      "Question about “Taller de IKYnesis”",
    );
  });
});
