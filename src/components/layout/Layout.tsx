import * as React from "react";
import { Header } from "./Header";
import { ProfileButton } from "../profile/ProfileButton";
import { lazyWidget } from "../ui/LazyWidget";
import { LEGACY_LOADER } from "../../config";
import * as styles from "./Layout.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { EnglishOffer } from "./EnglishOffer";
// Their stylesheets stay in every page's inlined CSS (see lazyWidget).
import "./Footer.module.css";
import "../ui/LoaderGate.module.css";
import "../ui/Loader.module.css";

// Below every page's content: its HTML is prebuilt, its code comes in a chunk of its own.
const Footer = lazyWidget(() => import("./Footer").then((m) => m.Footer), "Footer");

// The full-page loader of docs/product.md §2 is off by default (GATSBY_LEGACY_LOADER): only a site built
// with it fetches its code.
const LoaderGate = LEGACY_LOADER
  ? lazyWidget(() => import("../ui/LoaderGate").then((m) => m.LoaderGate), "LoaderGate")
  : null;

/** The frame of every page: skip link, header, main landmark and footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const t = useMessages().layout;
  const { locale } = useLocale();
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#contenido" data-behind-menu>
        {t.skipToContent}
      </a>
      <Header />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ProfileButton />
      {LoaderGate && <LoaderGate />}
      {locale === "es" && <EnglishOffer />}
    </div>
  );
}
