import * as React from "react";
import * as styles from "./AutoSlider.module.css";
import { useMessages } from "../../i18n/LocaleContext";
import { whenIdleAfterLoad } from "../../lib/when-idle-after-load";

interface AutoSliderProps {
  /** The carousel region's accessible name. */
  label: string;
  slides: readonly React.ReactNode[];
  autoplaySpeed: number;
  speed: number;
  className?: string;
}

/**
 * An endless photo slider, no arrows, no pause on hover (docs/product.md §9), lighter than
 * react-slick. Prebuilt with the first photo; once idle, the others join a track slid every
 * `autoplaySpeed` ms; after the last, a copy of the first, whence the track jumps back unanimated.
 */
export function AutoSlider({ label, slides, autoplaySpeed, speed, className }: AutoSliderProps) {
  const count = slides.length;
  const multiple = count > 1;
  /** Whether the other photos are on the track (after load and idle). */
  const [armed, setArmed] = React.useState(false);
  /** The track's position: 0…count, where `count` is the copy of the first photo. */
  const [position, setPosition] = React.useState(0);
  const [playing, setPlaying] = React.useState(true);
  const t = useMessages().layout;

  React.useEffect(() => {
    if (!multiple) return undefined;
    // Visitors who ask for less motion get the photos without the automatic movement.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
    return whenIdleAfterLoad(() => setArmed(true), { timeout: 2000, fallbackMs: 200 });
  }, [multiple]);

  React.useEffect(() => {
    if (!armed || !playing) return undefined;
    const timer = window.setInterval(() => {
      // A hidden tab does not run transitions to their end: wait until it is seen again.
      if (document.visibilityState === "hidden") return;
      setPosition((at) => (at >= count ? 1 : at + 1));
    }, autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [armed, playing, autoplaySpeed, count]);

  const shown = position % count;

  return (
    <section
      className={`${styles.frame} ${className ?? ""}`}
      aria-roledescription={t.carousel}
      aria-label={label}
      data-slider-state={armed ? "ready" : "static"}
    >
      <div
        className={styles.track}
        // Only once armed (never prebuilt); unanimated, the jump from the copy to the first photo.
        style={
          armed
            ? {
                transform: `translateX(${-100 * position}%)`,
                transition: position === 0 ? "none" : `transform ${speed}ms ease`,
              }
            : undefined
        }
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && position === count) setPosition(0);
        }}
      >
        {(armed ? [...slides, slides[0]] : slides.slice(0, 1)).map((slide, i) => (
          <div
            // The copy of the first photo comes last, under a key of its own.
            key={i}
            className={styles.slide}
            data-current={i === shown ? "" : undefined}
            aria-hidden={i !== shown || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
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
