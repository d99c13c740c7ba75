// An event page's texts and head in the page's language, as plain strings: a prebuilt page
// queries them (src/node/create-resolvers.ts); an event newer than the build computes them here.
import type { Evento } from "../school-api/types";
import type { School } from "./school";
import { eventDateText, eventTimeText } from "./event-date-text";
import type { EventLang } from "./event-time";
import { eventCalendarEntry, googleCalendarHref } from "./calendar";
import { eventPagePath } from "./event-paths";
import { eventPriceText, excerpt } from "./format";
import { webUrl } from "./web-url";
import { inquiryMailHref, inquiryWhatsappHref, platformEventUrl } from "./event-actions";
import { localizedPath, type Locale } from "../i18n/locale";
import { PLATFORM_EVENT_URL, PLATFORM_URL, SITE_URL } from "../config";
import { fill } from "../i18n/message";

const pageUrlOf = (idEvento: number, locale: Locale) =>
  `${SITE_URL}${localizedPath(eventPagePath(idEvento), locale)}`;

export interface EventPageSettings {
  lang: EventLang;
  locale: Locale;
  school: Pick<School, "correo" | "whatsapp" | "ciudad" | "codigoPais" | "nombre">;
}

export function eventTexts(evento: Evento, settings: EventPageSettings) {
  const { lang, locale, school } = settings;
  const pageUrl = pageUrlOf(evento.idEvento, locale);
  const entry = eventCalendarEntry(evento, SITE_URL);
  return {
    date: eventDateText(evento.fechas, lang),
    time: eventTimeText(evento.fechas),
    price: eventPriceText(evento.precio, lang.t.fallback.free, locale),
    link: webUrl(evento.url),
    googleCalendar: entry ? googleCalendarHref(entry) : null,
    mail: inquiryMailHref(school.correo, evento, pageUrl, lang),
    whatsapp: inquiryWhatsappHref(school.whatsapp, evento, pageUrl, lang),
    /** Where a logged-in visitor books the event. */
    platform: platformEventUrl(PLATFORM_EVENT_URL, PLATFORM_URL, evento.idEvento),
  };
}

export type EventTexts = ReturnType<typeof eventTexts>;

/** The page's head but its cover image (the page's query has it); the API's text is Spanish. */
export function eventHead(evento: Evento, { lang: { t }, locale, school }: EventPageSettings) {
  const title = evento.resumen ?? t.fallback.title;
  const description = excerpt(evento.descripcion) || fill(t.metaDescription, { title });
  const pageUrl = pageUrlOf(evento.idEvento, locale);
  // An instant the API sent readably; without one the key is left out of the JSON.
  const instant = (value: string | null) => (value && value !== "invalid" ? value : undefined);
  const online = evento.presencial === false;
  return {
    title,
    description,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Event",
      name: title,
      description,
      inLanguage: evento.resumen ? "es" : locale,
      url: pageUrl,
      startDate: instant(evento.fechas.fechaInicio),
      endDate: instant(evento.fechas.fechaFinalTotal),
      eventAttendanceMode: online
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: online
        ? { "@type": "VirtualLocation", url: webUrl(evento.url) ?? pageUrl }
        : {
            "@type": "Place",
            name: evento.ubicacionDada ?? t.fallback.location,
            address: {
              "@type": "PostalAddress",
              addressLocality: school.ciudad,
              addressCountry: school.codigoPais,
            },
          },
      offers: {
        "@type": "Offer",
        price: evento.precio ?? 0,
        priceCurrency: "EUR",
        url: pageUrl,
        availability: "https://schema.org/InStock",
      },
      organizer: { "@type": "Organization", name: school.nombre, url: SITE_URL },
    },
  };
}

export type EventHead = ReturnType<typeof eventHead>;
