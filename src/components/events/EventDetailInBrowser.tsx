import * as React from "react";
import { EventDetail } from "./EventDetail";
import type { EventView } from "./event-view";
import { eventTexts } from "../../lib/event-page";
import { eventCalendarEntry } from "../../lib/calendar";
import { useSchool } from "../../hooks/use-school";
import { useEventLang, useLocale } from "../../i18n/LocaleContext";
import { SITE_URL } from "../../config";

/** The page's body for an event newer than the build: its texts and calendar entry made here. */
export function EventDetailInBrowser({ evento }: { evento: EventView }) {
  const lang = useEventLang();
  const { locale } = useLocale();
  const school = useSchool();
  const texts = React.useMemo(
    () => eventTexts(evento, { lang, locale, school }),
    [evento, lang, locale, school],
  );
  const icsEntry = React.useMemo(() => eventCalendarEntry(evento, SITE_URL), [evento]);
  return <EventDetail evento={evento} texts={texts} icsEntry={icsEntry} />;
}
