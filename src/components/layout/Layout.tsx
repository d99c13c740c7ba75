import * as React from "react";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { ProfileButton } from "../profile/ProfileButton";
import { LoaderGate } from "../ui/LoaderGate";
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
      <LoaderGate />
    </div>
  );
}
