/**
 * What an event page writes that follows from the event alone, in the page's language: its date
 * and time, price and link, the Google Calendar page that adds it, the questions by mail and
 * WhatsApp and the platform's booking page. The build works them out for each prebuilt page (its
 * context, src/node/create-pages.ts), so none of this code is in the page's JavaScript; an event
 * newer than the build gets them in the browser (src/pages/events/[id].tsx). Plain strings, as
 * the context travels as JSON. Pure.
 */
import type { Evento } from "../../school-api/types";
import type { School } from "../../lib/school";
import { eventDateText, eventTimeText } from "../../lib/event-date-text";
import type { EventLang } from "../../lib/event-time";
import { eventCalendarEntry, googleCalendarHref } from "../../lib/calendar";
import { eventPagePath } from "../../lib/event-paths";
import { eventPriceText } from "../../lib/format";
import { webUrl } from "../../lib/web-url";
import { inquiryMailHref, inquiryWhatsappHref, platformEventUrl } from "../../lib/event-actions";
import { localizedPath, type Locale } from "../../i18n/locale";
import { PLATFORM_EVENT_URL, PLATFORM_URL, SITE_URL } from "../../config";

export interface EventTexts {
  /** 'sábado, 7 de noviembre de 2026', or the fallback of docs/product.md §8. */
  date: string;
  /** '19:30 – 20:30'; null when unknown. */
  time: string | null;
  /** '40 €', or 'Gratis'. */
  price: string;
  /** The event's own link, when it is a web address. */
  link: string | null;
  /** Google Calendar's page adding the event; null when it has no readable start. */
  googleCalendar: string | null;
  /** The question by mail, and by WhatsApp when the school has a number. */
  mail: string;
  whatsapp: string | null;
  /** Where a logged-in visitor books the event. */
  platform: string;
}

export interface EventTextsSettings {
  lang: EventLang;
  locale: Locale;
  /** The school's facts in the page's language (useSchool). */
  school: Pick<School, "correo" | "whatsapp">;
}

/** The site's addresses are its settings (src/config.ts), the same in the build and the browser. */
export function eventTexts(evento: Evento, settings: EventTextsSettings): EventTexts {
  const { lang, locale, school } = settings;
  const pageUrl = `${SITE_URL}${localizedPath(eventPagePath(evento.idEvento), locale)}`;
  const entry = eventCalendarEntry(evento, SITE_URL);
  return {
    date: eventDateText(evento.fechas, lang),
    time: eventTimeText(evento.fechas),
    price: eventPriceText(evento.precio, lang.t.fallback.free, locale),
    link: webUrl(evento.url),
    googleCalendar: entry ? googleCalendarHref(entry) : null,
    mail: inquiryMailHref(school.correo, evento, pageUrl, lang),
    whatsapp: inquiryWhatsappHref(school.whatsapp, evento, pageUrl, lang),
    platform: platformEventUrl(PLATFORM_EVENT_URL, PLATFORM_URL, evento.idEvento),
  };
}
