import * as React from "react";
import { Seo } from "../layout/Seo";
import type { EventView } from "./event-view";
import { EVENT_FALLBACK, excerpt } from "../../lib/format";
import { SITE_URL } from "../../config";
import { webUrl } from "../../lib/web-url";
import { useSchool } from "../../hooks/use-school";

/** Title, description, canonical link (always /events/<id>/) and schema.org Event. */
export function EventSeo({ evento }: { evento: EventView }) {
  const school = useSchool();
  const title = evento.resumen ?? EVENT_FALLBACK.title;
  const description = excerpt(evento.descripcion) || `${title} en IKY Yoga, Cali.`;
  const path = `/events/${evento.idEvento}/`;
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
    url: `${SITE_URL}${path}`,
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: online
      ? { "@type": "VirtualLocation", url: webUrl(evento.url) ?? `${SITE_URL}${path}` }
      : {
          "@type": "Place",
          name: evento.ubicacionDada ?? EVENT_FALLBACK.location,
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
      url: `${SITE_URL}${path}`,
      availability: "https://schema.org/InStock",
    },
    organizer: { "@type": "Organization", name: school.nombre, url: SITE_URL },
  };
  return <Seo title={title} description={description} path={path} image={image} jsonLd={jsonLd} />;
}
