import * as React from "react";
import { Header } from "./Header";
import { ProfileButton } from "../profile/ProfileButton";
import { LEGACY_LOADER } from "../../config";
import * as styles from "./Layout.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { EnglishOffer } from "./EnglishOffer";
import { hydrateNearViewport } from "../ui/hydrate-near-viewport";

// Fetched only where GATSBY_LEGACY_LOADER turns it on; the prebuilt overlay stays meanwhile.
const LoaderGate = React.lazy(
  () => import(/* webpackChunkName: "loader-gate" */ "../ui/LoaderGate"),
);

// Below the fold on every page: its code loads as it comes near the viewport.
const Footer = hydrateNearViewport(
  "footer",
  () => import(/* webpackChunkName: "footer" */ "./Footer"),
);

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
