import * as React from "react";
import * as styles from "./AutoSlider.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/**
 * An auto-playing photo slider that costs nothing on first paint: the prebuilt HTML carries
 * only the first slide, in a box whose size is reserved by CSS; react-slick and its stylesheet
 * are fetched once the page has loaded and the browser is idle, and the slider fades in over
 * the still image, so nothing moves and the page's own JavaScript stays small.
 */
export interface AutoSliderProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly React.ReactNode[];
  autoplaySpeed: number;
  speed: number;
  className?: string;
}

const SlickSlider = React.lazy(() => import("./SlickSlider"));

/** Resolves after the window's load event and the next idle moment (or a short time-out). */
function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(() => !cancelled && callback(), { timeout: 2000 });
    } else {
      timer = window.setTimeout(() => !cancelled && callback(), 200);
    }
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

export function AutoSlider({ label, slides, autoplaySpeed, speed, className }: AutoSliderProps) {
  const [load, setLoad] = React.useState(false);
  const [shown, setShown] = React.useState(false);
  const [playing, setPlaying] = React.useState(true);
  const multiple = slides.length > 1;
  const t = useMessages().layout;

  React.useEffect(() => {
    if (!multiple) return undefined;
    // Visitors who ask for less motion get the photos without the automatic movement.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
    return whenIdleAfterLoad(() => setLoad(true));
  }, [multiple]);

  return (
    <section
      className={`${styles.frame} ${className ?? ""}`}
      aria-roledescription={t.carousel}
      aria-label={label}
      data-slider-state={shown ? "ready" : "static"}
    >
      <div className={styles.still} aria-hidden={shown || undefined}>
        {slides[0]}
      </div>
      {load && (
        <React.Suspense fallback={null}>
          <SlickSlider
            className={`${styles.slider} ${shown ? styles.sliderShown : ""}`}
            autoplaySpeed={autoplaySpeed}
            speed={speed}
            playing={playing}
            onReady={() => setShown(true)}
          >
            {slides}
          </SlickSlider>
        </React.Suspense>
      )}
      {multiple && (
        <button
          type="button"
          className={styles.pause}
          aria-pressed={!playing}
          onClick={() => setPlaying((value) => !value)}
        >
          <span className={playing ? styles.iconPause : styles.iconPlay} aria-hidden="true" />
          <span className="visually-hidden">{playing ? t.pauseCarousel : t.resumeCarousel}</span>
        </button>
      )}
    </section>
  );
}
