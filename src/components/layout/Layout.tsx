import * as React from "react";
import { Header } from "./Header";
import { ProfileButton } from "../profile/ProfileButton";
import { Footer } from "./Footer";
import { LoaderGate } from "../ui/LoaderGate";
import { LEGACY_LOADER } from "../../config";
import * as styles from "./Layout.module.css";

/** The frame of every page: skip link, header, main landmark and footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#contenido" data-behind-menu>
        Saltar al contenido
      </a>
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
