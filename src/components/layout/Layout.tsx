import * as React from "react";
import { Header } from "./Header";
import { ProfileButton } from "../profile/ProfileButton";
import { Footer } from "./Footer";
import { LoaderGate } from "../ui/LoaderGate";
import { LEGACY_LOADER } from "../../config";
import * as styles from "./Layout.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { EnglishOffer } from "./EnglishOffer";

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
      {/* The full-page loader of docs/product.md §2, off by default (GATSBY_LEGACY_LOADER). */}
      {LEGACY_LOADER && <LoaderGate />}
    </div>
  );
}
