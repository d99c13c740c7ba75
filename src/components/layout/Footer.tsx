import * as React from "react";
import { Link } from "gatsby";
import { useSchool } from "../../hooks/use-school";
import { telHref } from "../../lib/school";
import { analyticsEnabled, openCookiePreferences } from "../consent/consent";
import { LotusMark } from "./Logo";
import * as styles from "./Footer.module.css";
import { useLocalizedPath, useMessages } from "../../i18n/LocaleContext";
import { LanguageSwitch } from "./LanguageSwitch";
import { fill } from "../../i18n/message";

/** The school's pages, in the footer's order: Spanish paths, labels from the catalog. */
const SCHOOL_LINKS = [
  ["/about/", "aboutUs"],
  ["/ishka/#nuestros-profesores", "ourTeachers"],
  ["/ripey/", "registry"],
  ["/events/", "events"],
  ["/videos/", "videos"],
] as const;

const SOCIAL = [
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
  ["youtube", "YouTube"],
] as const;

/** The footer of every page, hydrated near the viewport (Layout.tsx). */
export default function Footer() {
  const school = useSchool();
  const t = useMessages().layout;
  const to = useLocalizedPath();
  const newTab = <span className="visually-hidden">{useMessages().ui.newTab}</span>;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandCol}>
          <p className={styles.brand}>
            <LotusMark className={styles.mark} />
            IKY Yoga
          </p>
          <p className={styles.tagline}>
            {fill(t.footerTagline, { place: `${school.ciudad}, ${school.pais}` })}
          </p>
        </div>
        <nav aria-label={t.footerNav}>
          <h2 className={styles.heading}>{t.theSchool}</h2>
          <ul className={styles.list}>
            {SCHOOL_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={to(path)}>{t[label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t.contact}</h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${school.correo}`}>{school.correo}</a>
            </li>
            <li>
              <a href={telHref(school.telefono)}>{school.telefono}</a>
            </li>
            <li>{school.direccion}</li>
            <li>
              {school.ciudad}, {school.departamento}
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t.followUs}</h2>
          <ul className={styles.list}>
            {SOCIAL.map(([network, name]) => (
              <li key={network}>
                <a href={school.redes[network]} rel="noopener noreferrer" target="_blank">
                  {name}
                  {newTab}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {school.nombre} · {school.ciudad}, {school.pais}
        </p>
        <nav aria-label={t.legalNav}>
          <ul className={styles.legalLinks}>
            <li>
              <Link to={to("/privacidad/")}>{t.privacy}</Link>
            </li>
            <li>
              <Link to={to("/terminos/")}>{t.terms}</Link>
            </li>
            <li>
              <LanguageSwitch />
            </li>
            {analyticsEnabled() && (
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={(event) => openCookiePreferences(event.currentTarget)}
                >
                  {t.cookiePreferences}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
