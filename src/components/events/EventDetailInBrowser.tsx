import * as React from "react";
import { EventDetail } from "./EventDetail";
import { eventTexts } from "../../lib/event-page";
import { eventCalendarEntry } from "../../lib/calendar";
import { useSchool } from "../../hooks/use-school";
import { useEventLang, useLocale } from "../../i18n/LocaleContext";
import { API_URL, SITE_URL } from "../../config";
import { paths } from "../../school-api/routes";
import type { Evento } from "../../school-api/types";

/** The body of an event page newer than the build: images, texts and calendar entry made here. */
export function EventDetailInBrowser({ evento }: { evento: Evento }) {
  const lang = useEventLang();
  const { locale } = useLocale();
  const school = useSchool();
  const props = React.useMemo(() => {
    const image = (name: string) => ({ image: null, src: `${API_URL}${paths.imagen(name)}` });
    const cover = evento.imagenCobertura ? image(evento.imagenCobertura) : null;
    return {
      evento: { ...evento, cover, gallery: evento.imagenes.map(image) },
      texts: eventTexts(evento, { lang, locale, school }),
      icsEntry: eventCalendarEntry(evento, SITE_URL),
    };
  }, [evento, lang, locale, school]);
  return <EventDetail {...props} />;
}
