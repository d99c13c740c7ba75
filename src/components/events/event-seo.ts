/**
 * An event page's head: its title, meta description and schema.org Event, in the page's
 * language. The build works them out for each prebuilt page (its context,
 * src/node/create-pages.ts), so the page's JavaScript carries none of this code; its Head
 * (src/templates/event.tsx) adds the cover image, which only the page's query knows. The event's
 * name and description are the API's, in Spanish on both languages' pages: `inLanguage` says so
 * when they are there. Pure.
 */
import type { Evento } from "../../school-api/types";
import type { Messages } from "../../i18n/types";
import type { School } from "../../lib/school";
import { excerpt } from "../../lib/format";
import { webUrl } from "../../lib/web-url";
import { eventPagePath } from "../../lib/event-paths";
import { localizedPath, type Locale } from "../../i18n/locale";
import { SITE_URL } from "../../config";
import { fill } from "../../i18n/message";

export interface EventHead {
  title: string;
  description: string;
  /** schema.org Event, without its image. */
  jsonLd: Record<string, unknown>;
}

export function eventHead(
  evento: Evento,
  {
    t,
    locale,
    school,
  }: {
    t: Messages["events"];
    locale: Locale;
    school: Pick<School, "ciudad" | "codigoPais" | "nombre">;
  },
): EventHead {
  const title = evento.resumen ?? t.fallback.title;
  const description = excerpt(evento.descripcion) || fill(t.metaDescription, { title });
  const pageUrl = `${SITE_URL}${localizedPath(eventPagePath(evento.idEvento), locale)}`;
  const start =
    evento.fechas.fechaInicio && evento.fechas.fechaInicio !== "invalid"
      ? evento.fechas.fechaInicio
      : undefined;
  const end =
    evento.fechas.fechaFinalTotal && evento.fechas.fechaFinalTotal !== "invalid"
      ? evento.fechas.fechaFinalTotal
      : undefined;
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
      ...(start ? { startDate: start } : {}),
      ...(end ? { endDate: end } : {}),
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
