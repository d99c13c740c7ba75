import * as React from "react";
import { EventDetail } from "./EventDetail";
import type { EventView } from "./event-view";
import { eventTexts } from "./event-texts";
import { eventCalendarEntry } from "../../lib/calendar";
import type { EventPhase } from "../../lib/event-time";
import { useSchool } from "../../hooks/use-school";
import { useEventLang, useLocale } from "../../i18n/LocaleContext";
import { SITE_URL } from "../../config";

/**
 * The event page's body for an event the build did not know (src/pages/events/[id].tsx): its
 * date, price and links (./event-texts.ts) and its calendar entry are worked out here, in the
 * browser, as the build does for a prebuilt page.
 */
export function EventDetailInBrowser({
  evento,
  phaseAtBuild,
  prebuilt,
}: {
  evento: EventView;
  phaseAtBuild?: EventPhase | null;
  prebuilt?: boolean;
}) {
  const lang = useEventLang();
  const { locale } = useLocale();
  const school = useSchool();
  const texts = React.useMemo(
    () => eventTexts(evento, { lang, locale, school }),
    [evento, lang, locale, school],
  );
  const icsEntry = React.useMemo(() => eventCalendarEntry(evento, SITE_URL), [evento]);
  return (
    <EventDetail
      evento={evento}
      texts={texts}
      icsEntry={icsEntry}
      phaseAtBuild={phaseAtBuild}
      prebuilt={prebuilt}
    />
  );
}
