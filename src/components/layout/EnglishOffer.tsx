import * as React from "react";
import { localeOfPath } from "../../i18n/locale";
import { shouldOfferEnglish } from "../../lib/language-offer";
import { localStorageOrNull } from "../../lib/local-storage";

// Its code is fetched only for the visitors it is shown to.
const EnglishOfferBox = React.lazy(
  () => import(/* webpackChunkName: "english-offer" */ "./EnglishOfferBox"),
);

/**
 * On Spanish pages, for a browser that prefers English: an offer of the English page, in English,
 * until dismissed. Decided in the browser only, never in the prebuilt HTML that crawlers read.
 */
export function EnglishOffer() {
  const [open, setOpen] = React.useState(false);
  React.useEffect(() => {
    // A Spanish page under an English address (a host's Spanish 404) has no English to offer.
    if (localeOfPath(window.location.pathname) === "en") return;
    setOpen(shouldOfferEnglish(navigator.languages ?? [navigator.language], localStorageOrNull()));
  }, []);
  if (!open) return null;
  return (
    <React.Suspense fallback={null}>
      <EnglishOfferBox onDismiss={() => setOpen(false)} />
    </React.Suspense>
  );
}
