import * as React from "react";
import {
  RECOMMENDATION_MS,
  recommendationKey,
  recommendationsInWindow,
  sectionNumber,
  type SectionRecommendation,
} from "../../lib/sections";
import { LazyModal } from "../ui/LazyModal";
import type { SectionNode } from "./SectionPage";
import { useSectionScroll } from "./use-section-scroll";
import * as styles from "./Island.module.css";
import * as list from "../ui/List.module.css";
import { LineIcon } from "../ui/LineIcon";
import { useMessages } from "../../i18n/LocaleContext";

/**
 * The recommendations in reach of the scroll position, shown 1.5 s each time that set changes;
 * they stay while the pointer or the focus is inside, so nobody loses a link about to be followed.
 */
export function useRecommendationFlash(
  recommendations: readonly SectionRecommendation[],
  percent: number,
  /** While true (e.g. one of them is open in the frame), nothing leaves. */
  paused = false,
) {
  const inWindow = recommendationsInWindow(recommendations, percent);
  const key = recommendationKey(inWindow);
  const [shown, setShown] = React.useState<SectionRecommendation[]>([]);
  const [held, setHeld] = React.useState(false);
  const latest = React.useRef(inWindow);
  latest.current = inWindow;

  React.useEffect(() => {
    setShown(latest.current);
  }, [key]);

  React.useEffect(() => {
    if (held || paused || shown.length === 0) return undefined;
    const timer = window.setTimeout(() => setShown([]), RECOMMENDATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown, held, paused]);

  return { shown, hold: setHeld };
}

/** The island and 'Volver arriba': their scroll state lives here, not in the page. */
export default function Island({ sections }: { sections: readonly SectionNode[] }) {
  const { sections: t, ui } = useMessages();
  const { current, percent, showTop } = useSectionScroll(sections);
  const recommendations = sections.flatMap((s) => s.frontmatter.recommendations ?? []);
  const [framed, setFramed] = React.useState<SectionRecommendation | null>(null);
  // Kept while one is open in the frame, so focus can return to its button on close.
  const { shown, hold } = useRecommendationFlash(recommendations, percent, framed !== null);
  const section = sections[current];

  return (
    <>
      {section && (
        <div className={styles.dock}>
          <div
            className={styles.island}
            role="region"
            aria-label={t.island}
            onMouseEnter={() => hold(true)}
            onMouseLeave={() => hold(false)}
            onFocus={() => hold(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
            }}
          >
            {shown.length > 0 && (
              <div className={styles.recommendations}>
                <p className={styles.recLabel} aria-hidden="true">
                  {t.recommended}
                </p>
                <ul className={list.plain} aria-label={t.recommendations}>
                  {shown.map((rec) => (
                    <li key={rec.url}>
                      {rec.allowed ? (
                        <button
                          type="button"
                          className={styles.recLink}
                          onClick={() => setFramed(rec)}
                        >
                          <span className={styles.recTitle}>{rec.title}</span>
                          <span className={styles.recHint}>{t.seeHere}</span>
                        </button>
                      ) : (
                        <a
                          className={styles.recLink}
                          href={rec.url}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <span className={styles.recTitle}>{rec.title}</span>
                          <span className={styles.recHint}>
                            {t.open}
                            <span className="visually-hidden">{ui.newTab}</span>
                          </span>
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <a href={`#${section.frontmatter.id}`} className={styles.pill}>
              <span
                className={styles.ring}
                style={{ "--progress": percent } as React.CSSProperties}
                aria-hidden="true"
              />
              <span className={styles.count} data-testid="isla-seccion">
                <span className="visually-hidden">{t.section}</span>
                {sectionNumber(current)}
                <span className={styles.total}>
                  <span className="visually-hidden">{t.of}</span>
                  <span aria-hidden="true">/</span>
                  {sectionNumber(sections.length - 1)}
                </span>
              </span>
              <span className={styles.name}>{section.frontmatter.name}</span>
              <span className={styles.percent} data-testid="isla-porcentaje">
                {percent} %<span className="visually-hidden">{t.read}</span>
              </span>
            </a>
          </div>
          <LazyModal
            open={framed !== null}
            onClose={() => setFramed(null)}
            title={framed?.title ?? ""}
            size="l"
          >
            {framed && (
              <>
                <iframe
                  className={styles.frame}
                  src={framed.url}
                  title={framed.title}
                  sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                  referrerPolicy="no-referrer"
                  loading="lazy"
                />
                <p className={styles.frameNote}>
                  {t.frameNote}{" "}
                  <a href={framed.url} target="_blank" rel="noopener noreferrer">
                    {t.frameOpen}
                  </a>
                  .
                </p>
              </>
            )}
          </LazyModal>
        </div>
      )}
      {showTop && (
        <button
          type="button"
          className={styles.scrollTop}
          aria-label={t.scrollTop}
          onClick={() => {
            window.scrollTo({ top: 0 }); // smooth as global.css's scroll-behavior says
            // Keyboard users continue from the top of the content, not from a vanished button.
            document.getElementById("contenido")?.focus({ preventScroll: true });
          }}
        >
          <LineIcon path="M12 19V5M5 12l7-7 7 7" />
        </button>
      )}
    </>
  );
}
