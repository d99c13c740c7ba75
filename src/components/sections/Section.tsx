import * as React from "react";
import { Picture } from "../layout/Picture";
import { trustedContentHTML } from "../layout/content-html";
import { imagesRevealed, sectionNumber } from "../../lib/sections";
import type { SectionNode } from "./SectionPage";
import * as styles from "./Section.module.css";
import { useMessages } from "../../i18n/LocaleContext";
import { media } from "../../styles/breakpoints";
import { useNearViewport } from "../../hooks/use-near-viewport";

// The artwork's rendered width (Section.module.css: full width under 1000 px, else the
// narrower of the two columns), so phones do not fetch the 2x file meant for wide screens.
const MEDIA_SIZES = `${media.mobile} calc(100vw - 3rem), 31rem`;
const REDUCED = "(prefers-reduced-motion: reduce)";

// Only sections below the fold at mount fade in (nothing on screen blinks; none with reduced
// motion). The artwork mounts near the viewport or past 1100 px of scroll; its box is reserved.
function useReveal(ref: React.RefObject<HTMLElement>, imageAtOnce: boolean) {
  const [waits, setWaits] = React.useState(false);
  const [scrolledFar, setScrolledFar] = React.useState(false);
  const textNear = useNearViewport(ref, { rootMargin: "0px 0px -12% 0px", skip: !waits });
  const imageNear = useNearViewport(ref, { rootMargin: "300px 0px", skip: imageAtOnce });

  React.useEffect(() => {
    const node = ref.current;
    const fades = typeof IntersectionObserver !== "undefined" && !matchMedia(REDUCED).matches;
    if (fades && node && node.getBoundingClientRect().top > window.innerHeight) setWaits(true);
    if (imageAtOnce) return undefined;
    const onScroll = () => {
      if (!imagesRevealed(window.scrollY)) return;
      setScrolledFar(true);
      window.removeEventListener("scroll", onScroll);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [ref, imageAtOnce]);

  const text = !waits ? "static" : textNear ? "shown" : "pending";
  const image = imageAtOnce || imageNear || scrolledFar;
  return { text, image };
}

export function Section({
  section,
  index,
  widget,
}: {
  section: SectionNode;
  index: number;
  widget?: React.ReactNode;
}) {
  const { id, name, color, background } = section.frontmatter;
  const t = useMessages().sections;
  const ref = React.useRef<HTMLElement>(null);
  // The first section's artwork is in the HTML: on phones it is on screen at once, and an image
  // that only appears after hydration would become the page's late LCP.
  const first = index === 0;
  const reveal = useReveal(ref, first);
  const image = background?.media?.gatsbyImageData;
  const titleId = `${id}-titulo`;
  // The front matter's colour: a dynamic value, so a custom property.
  const colour = color ? ({ "--section-color": color } as React.CSSProperties) : undefined;

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={`${styles.section} ${index % 2 ? styles.flipped : ""}`}
      style={colour}
      data-reveal={reveal.text}
    >
      <div className={styles.inner}>
        <div className={styles.media} aria-hidden="true">
          {image && reveal.image && (
            <Picture
              image={image}
              alt=""
              className={`${styles.image} ${first ? "" : styles.appear}`}
              loading={first ? "eager" : "lazy"}
              priority={first}
              sizes={MEDIA_SIZES}
            />
          )}
          <span className={styles.bigNumber}>{sectionNumber(index)}</span>
        </div>
        <div className={styles.text}>
          <p className={styles.number}>
            <span className="visually-hidden">{t.section}</span>
            {sectionNumber(index)}
          </p>
          <h2 id={titleId} className={styles.title}>
            {name}
          </h2>
          {/* Trusted: the editors' markdown of content/sections/, made HTML at build time; no
              text from the API, a registrant or the URL is ever part of it. */}
          <div
            className={styles.prose}
            dangerouslySetInnerHTML={{ __html: trustedContentHTML(section.html ?? "") }}
          />
        </div>
      </div>
      {widget && <div className={styles.widget}>{widget}</div>}
    </section>
  );
}
