import * as React from "react";
import { Header } from "./Header";
import { ProfileButton } from "../profile/ProfileButton";
import { LoaderGate } from "../ui/LoaderGate";
import { lazyWidget } from "../ui/LazyWidget";
import * as styles from "./Layout.module.css";
// The footer's stylesheet stays in every page's inlined CSS (see lazyWidget).
import "./Footer.module.css";

// Below every page's content: its HTML is prebuilt, its code comes in a chunk of its own.
const Footer = lazyWidget(() => import("./Footer").then((m) => m.Footer), "Footer");

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
