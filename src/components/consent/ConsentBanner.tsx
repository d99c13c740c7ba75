import * as React from "react";
import type { ConsentChoice } from "../../lib/consent";
import { Button } from "../ui/Button";
import * as styles from "./ConsentBanner.module.css";
import { catalogOf } from "../../i18n/catalog";
import { localizedPath, type Locale } from "../../i18n/locale";
import { BANNER_ID, CHOICE_ATTR, CLOSE_ATTR, CURRENT_ATTR, TITLE_ID } from "./banner";

const CHOICES: readonly ConsentChoice[] = ["granted", "denied"];
const mark = (name: string, value = "") => ({ [name]: value });

/**
 * The analytics question, prebuilt hidden first in each body, outside React's root (met before the
 * page, as on GOV.UK) until ./banner.ts shows it. Reject and Accept look alike: neither is easier.
 */
export function ConsentBanner({ locale }: { locale: Locale }) {
  const { consent: t, ui } = catalogOf(locale);
  return (
    // A landmark of its own: found from the landmarks list, and no content outside one.
    <section
      id={BANNER_ID}
      hidden
      className={styles.banner}
      aria-labelledby={TITLE_ID}
      aria-describedby={`${BANNER_ID}-texto-1 ${BANNER_ID}-texto-2`}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={TITLE_ID} tabIndex={-1} className={styles.title}>
            {t.title}
          </h2>
          <p id={`${BANNER_ID}-texto-1`} className={styles.text}>
            {t.text1}
          </p>
          {/* Two short paragraphs: one late, larger block would become the page's LCP. */}
          <p id={`${BANNER_ID}-texto-2`} className={styles.text}>
            {t.text2}
            <a href={localizedPath("/privacidad/", locale)} className={styles.link}>
              {t.policy}
            </a>
          </p>
          {CHOICES.map((choice) => (
            <p
              key={choice}
              hidden
              className={styles.current}
              role="status"
              {...mark(CURRENT_ATTR, choice)}
            >
              {t[choice]}
            </p>
          ))}
        </div>
        <div className={styles.actions}>
          <Button size="small" {...mark(CHOICE_ATTR, "denied")}>
            {t.reject}
          </Button>
          <Button size="small" {...mark(CHOICE_ATTR, "granted")}>
            {t.accept}
          </Button>
          <Button
            variant="secondary"
            size="small"
            hidden
            className={styles.close}
            {...mark(CLOSE_ATTR)}
          >
            {ui.close}
          </Button>
        </div>
      </div>
    </section>
  );
}
