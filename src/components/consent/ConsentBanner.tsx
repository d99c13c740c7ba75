import * as React from "react";
import { navigate } from "gatsby";
import type { ConsentChoice } from "../../lib/consent";
import { Button } from "../ui/Button";
import * as styles from "./ConsentBanner.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { localizedPath } from "../../i18n/locale";

export const POLICY_PATH = "/privacidad/";

interface ConsentBannerProps {
  current: ConsentChoice | null;
  reopened: boolean;
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
  /** The banner's height, so fixed buttons and the page's end can move above it. */
  onResize?: (height: number) => void;
}

/**
 * The analytics question: Rechazar and Aceptar side by side with the same look and size
 * (neither is the easy way out), not modal, fixed at the bottom. Opened again from the
 * footer it takes focus, says the current choice and closes with Escape or 'Cerrar'.
 */
export function ConsentBanner({
  current,
  reopened,
  onChoose,
  onClose,
  onResize,
}: ConsentBannerProps) {
  const t = useMessages().consent;
  const { locale } = useLocale();
  const policyPath = localizedPath(POLICY_PATH, locale);
  const ref = React.useRef<HTMLElement>(null);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const titleId = React.useId();
  const textId = React.useId();

  React.useEffect(() => {
    if (reopened) titleRef.current?.focus();
  }, [reopened]);

  React.useEffect(() => {
    const node = ref.current;
    if (!node || !onResize) return undefined;
    onResize(node.offsetHeight);
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => onResize(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, [onResize]);

  // Escape closes the reopened banner while focus is in it, as it would close a dialog.
  React.useEffect(() => {
    if (!reopened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && ref.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [reopened, onClose]);

  // The banner is outside Gatsby's tree: the policy opens through Gatsby's navigate, the
  // banner staying open above it.
  const openPolicy = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate(policyPath);
  };

  return (
    // A landmark of its own: found from the landmarks list, and no content outside one.
    <section
      ref={ref}
      className={styles.banner}
      aria-labelledby={titleId}
      aria-describedby={`${textId}-1 ${textId}-2`}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {t.title}
          </h2>
          <p id={`${textId}-1`} className={styles.text}>
            {t.text1}
          </p>
          {/* Two short paragraphs, not one block: a late text block larger than the page's own
              would become its Largest Contentful Paint. */}
          <p id={`${textId}-2`} className={styles.text}>
            {t.text2}
            <a href={policyPath} onClick={openPolicy} className={styles.link}>
              {t.policy}
            </a>
          </p>
          {reopened && current && (
            <p className={styles.current} role="status">
              {t[current]}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {/* Rechazar and Aceptar: one look, one size; neither is the easy way out. */}
          <Button size="small" onClick={() => onChoose("denied")}>
            {t.reject}
          </Button>
          <Button size="small" onClick={() => onChoose("granted")}>
            {t.accept}
          </Button>
          {reopened && (
            <Button variant="secondary" size="small" className={styles.close} onClick={onClose}>
              {t.close}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
