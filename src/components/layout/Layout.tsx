import * as React from "react";
import { Header } from "./Header";
import { ProfileButton } from "../profile/ProfileButton";
import { LEGACY_LOADER } from "../../config";
import * as styles from "./Layout.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { hydrateNearViewport } from "../ui/hydrate-near-viewport";
import { localeOfPath } from "../../i18n/locale";
import { shouldOfferEnglish } from "../../lib/language-offer";
import { localStorageOrNull } from "../../lib/local-storage";

// Fetched only where GATSBY_LEGACY_LOADER turns it on; the prebuilt overlay stays meanwhile.
const LoaderGate = React.lazy(
  () => import(/* webpackChunkName: "loader-gate" */ "../ui/LoaderGate"),
);

// Below the fold on every page: its code loads as it comes near the viewport.
const Footer = hydrateNearViewport(
  "footer",
  () => import(/* webpackChunkName: "footer" */ "./Footer"),
);

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

/** The frame of every page: skip link, header, main landmark and footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const t = useMessages().layout;
  const { locale } = useLocale();
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#contenido" data-behind-menu>
        {t.skipToContent}
      </a>
      {/* Fixed at the bottom, but first in reading and Tab order (after the skip link). */}
      {locale === "es" && <EnglishOffer />}
      <Header />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ProfileButton />
      {LEGACY_LOADER && (
        <React.Suspense fallback={null}>
          <LoaderGate />
        </React.Suspense>
      )}
    </div>
  );
}
