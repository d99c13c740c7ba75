import * as React from "react";
import { Seo } from "../layout/Seo";
import type { EventView } from "./event-view";
import { excerpt } from "../../lib/format";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";
import { SITE_URL } from "../../config";
import { webUrl } from "../../lib/web-url";
import { useSchool } from "../../hooks/use-school";

/**
 * Title, description, canonical link (always /events/<id>/ in the page's language) and
 * schema.org Event. The event's name and description are the API's, in Spanish on both
 * languages' pages: its `inLanguage` says so when they are there.
 */
export function EventSeo({ evento }: { evento: EventView }) {
  const school = useSchool();
  const t = useMessages().events;
  const { locale } = useLocale();
  const title = evento.resumen ?? t.fallback.title;
  const description = excerpt(evento.descripcion) || t.metaDescription(title);
  const path = `/events/${evento.idEvento}/`;
  const pageUrl = `${SITE_URL}${localizedPath(path, locale)}`;
  const image = evento.cover?.image
    ? (evento.cover.image.images.fallback?.src ?? null)
    : (evento.cover?.src ?? null);
  const start =
    evento.fechas.fechaInicio && evento.fechas.fechaInicio !== "invalid"
      ? evento.fechas.fechaInicio
      : undefined;
  const end =
    evento.fechas.fechaFinalTotal && evento.fechas.fechaFinalTotal !== "invalid"
      ? evento.fechas.fechaFinalTotal
      : undefined;
  const online = evento.presencial === false;
  const jsonLd = {
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
    ...(image ? { image: [image.startsWith("http") ? image : `${SITE_URL}${image}`] } : {}),
    offers: {
      "@type": "Offer",
      price: evento.precio ?? 0,
      priceCurrency: "EUR",
      url: pageUrl,
      availability: "https://schema.org/InStock",
    },
    organizer: { "@type": "Organization", name: school.nombre, url: SITE_URL },
  };
  return <Seo title={title} description={description} path={path} image={image} jsonLd={jsonLd} />;
}
