import * as React from "react";
import { graphql } from "gatsby";
import { Picture } from "../layout/Picture";
import { trustedScriptURL } from "../layout/script-url-policy";
import { LazyModal } from "../ui/LazyModal";
import * as styles from "./EcoLiving.module.css";
import { Button } from "../ui/Button";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import type { Locale } from "../../i18n/locale";

/** The brochure in each language, written by scripts/make-brochure.mjs. */
const BROCHURE_URLS: Record<Locale, string> = {
  es: "/eco-living-folleto.pdf",
  en: "/eco-living-brochure.pdf",
};

export const ecoLivingContent = graphql`
  fragment EcoLivingContent on EcoLivingYaml {
    title
    photos {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 560, layout: CONSTRAINED)
        }
      }
    }
  }
`;

/** ishka/eco-living: photo mosaic, wave title and the brochure in a modal. */
export function EcoLiving({ content }: { content: Queries.EcoLivingContentFragment }) {
  const t = useMessages().widgets;
  const brochureUrl = BROCHURE_URLS[useLocale().locale];
  const [open, setOpen] = React.useState(false);
  const brochureRef = React.useCallback(
    (node: HTMLObjectElement | null) => {
      if (node) node.data = trustedScriptURL(brochureUrl);
    },
    [brochureUrl],
  );

  return (
    <div className={styles.eco}>
      <h3 className={styles.wave}>
        <span className="visually-hidden">{content.title}</span>
        <span aria-hidden="true">
          {[...content.title].map((char, i) => (
            <span key={i} className={styles.waveLetter} style={{ "--i": i } as React.CSSProperties}>
              {char === " " ? "\u00a0" : char}
            </span>
          ))}
        </span>
      </h3>
      <ul className={styles.mosaic}>
        {content.photos.map(({ alt, image }, index) =>
          image?.childImageSharp ? (
            <li key={index} className={styles.photo}>
              <Picture file={image} alt={alt} className={styles.image} />
            </li>
          ) : null,
        )}
      </ul>
      <p className={styles.actions}>
        <Button onClick={() => setOpen(true)}>{t.seeMore}</Button>
      </p>
      <LazyModal open={open} onClose={() => setOpen(false)} title={t.brochure} size="l">
        {/* `data` is a guarded sink (Trusted Types): set through the site's policy, which
            React 18 would turn back into a plain string as an attribute. */}
        <object ref={brochureRef} type="application/pdf" className={styles.pdf}>
          <p className={styles.fallback}>
            {t.brochureFallback}{" "}
            <a href={brochureUrl} download>
              {t.brochureDownload}
            </a>
            .
          </p>
        </object>
        <p className={styles.download}>
          <a href={brochureUrl} target="_blank" rel="noopener noreferrer">
            {t.brochureOpen}
          </a>
        </p>
      </LazyModal>
    </div>
  );
}
