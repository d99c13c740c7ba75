import * as React from "react";
import { Link } from "gatsby";
import { seoHead } from "../components/layout/Seo";
import { CategoryIcon, VIDEO_CATEGORIES } from "../components/videos/CategoryIcon";
import * as styles from "../components/videos/VideosPage.module.css";
import * as page from "../components/ui/Page.module.css";
import * as badge from "../components/ui/Badge.module.css";
import { ButtonLink } from "../components/ui/Button";
import { PageIntro } from "../components/ui/PageIntro";
import { useMessages, useLocalizedPath } from "../i18n/LocaleContext";

/** docs/product.md §1: the video library is announced, not open yet; its five categories are shown. */
export default function VideosPage() {
  const { videos: t, checkout } = useMessages();
  const to = useLocalizedPath();
  return (
    <div className={page.page}>
      <PageIntro kicker={t.kicker} title={t.heading} lead={t.lead} />
      <div className={styles.grid}>
        <ul className={styles.list}>
          {VIDEO_CATEGORIES.map((category) => (
            <li key={category.id} className={`${styles.card} ${styles[category.tone]}`}>
              <div className={styles.art}>
                <CategoryIcon id={category.id} className={styles.icon} />
                <span className={badge.badge}>{t.soon}</span>
              </div>
              <div className={styles.body}>
                <h2 className={styles.name}>{t.categories[category.id].name}</h2>
                <p>{t.categories[category.id].text}</p>
              </div>
            </li>
          ))}
        </ul>
        <aside className={styles.note} aria-labelledby="mientras-tanto">
          <h2 id="mientras-tanto" className={styles.noteTitle}>
            {t.meanwhile}
          </h2>
          <p>{t.meanwhileText}</p>
          <p className={styles.noteLinks}>
            <ButtonLink to={to("/#programas")}>{checkout.paymentPage.plans}</ButtonLink>
            <Link to={to("/events/")}>{t.events}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

export const Head = seoHead("/videos/", (t) => t.videos);
