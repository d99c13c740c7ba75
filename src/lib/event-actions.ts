/** Where an event's actions lead: booking it on the platform, asking about it. Pure. */
import type { Evento } from "../school-api/types";
import { eventDateText, eventTimeText } from "./event-date-text";
import { eventStart, type EventLang } from "./event-time";
import { whatsappHref } from "./school";
import { webUrl } from "./web-url";
import { fill } from "../i18n/message";

/** GATSBY_PLATFORM_EVENT_URL with `{id}` filled in, or the platform's home without a usable one. */
export function platformEventUrl(template: string, platformUrl: string, idEvento: number): string {
  const trimmed = template.trim();
  if (!trimmed.includes("{id}") || webUrl(trimmed) === null) return platformUrl;
  return trimmed.split("{id}").join(encodeURIComponent(String(idEvento)));
}

type Asked = Pick<Evento, "idEvento" | "resumen" | "fechas">;

/** 'Hola, me gustaría saber más sobre «Retiro» (martes, 12 de enero de 2027, 09:00). <url>' */
export function inquiryMessage(evento: Asked, pageUrl: string, lang: EventLang): string {
  const title = evento.resumen ?? lang.t.fallback.title;
  const dated = eventStart(evento.fechas).kind === "ok";
  const time = dated ? eventTimeText(evento.fechas) : null;
  const when = dated ? `${eventDateText(evento.fechas, lang)}${time ? `, ${time}` : ""}` : "";
  return when
    ? fill(lang.t.inquiryWhen, { title, when, url: pageUrl })
    : fill(lang.t.inquiry, { title, url: pageUrl });
}

export function inquiryMailHref(
  mail: string,
  evento: Asked,
  pageUrl: string,
  lang: EventLang,
): string {
  const subject = fill(lang.t.inquirySubject, { title: evento.resumen ?? lang.t.fallback.title });
  return `mailto:${mail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    inquiryMessage(evento, pageUrl, lang),
  )}`;
}

/** The WhatsApp chat with the message ready, or null when the school has no WhatsApp number. */
export function inquiryWhatsappHref(
  whatsapp: string,
  evento: Asked,
  pageUrl: string,
  lang: EventLang,
): string | null {
  return whatsapp.trim() ? whatsappHref(whatsapp, inquiryMessage(evento, pageUrl, lang)) : null;
}
