import * as React from "react";
import { Picture } from "../layout/Picture";
import type { PageMessages } from "../../i18n/types";
import type { SectionNode, SectionPageName } from "./SectionPage";
import * as styles from "./Mosaic.module.css";
import { media } from "../../styles/breakpoints";
import { Kicker, Lead } from "../ui/Text";

// The tiles' rendered widths (Mosaic.module.css), so a phone fetches a 180 px tile, not 720 px.
const SIZES_FIRST = `${media.mobile} 50vw, 24rem`;
const SIZES_OTHER = `${media.mobile} 25vw, 12rem`;

/** The page header: title and lead beside a collage of the sections' artwork. */
export function Mosaic({
  info,
  sections,
  children,
}: {
  info: PageMessages["sections"]["pages"][SectionPageName];
  sections: readonly SectionNode[];
  children?: React.ReactNode;
}) {
  const tiles = sections
    .flatMap(({ frontmatter: { id, background } }) =>
      background?.mosaic ? [{ id, image: background.mosaic.gatsbyImageData }] : [],
    )
    .slice(0, 5);
  return (
    <header className={styles.mosaic}>
      <div className={styles.intro}>
        <Kicker>{info.kicker}</Kicker>
        <h1 className={styles.title}>{info.title}</h1>
        <Lead size="large" tone="text" className={styles.lead}>
          {info.lead}
        </Lead>
        {children}
      </div>
      <div className={styles.tiles} aria-hidden="true">
        {tiles.map((tile, i) => (
          <Picture
            key={tile.id}
            image={tile.image}
            alt=""
            className={styles.tile}
            loading={i < 3 ? "eager" : "lazy"}
            sizes={i === 0 ? SIZES_FIRST : SIZES_OTHER}
            // The page's LCP on wide screens.
            priority={i === 0}
          />
        ))}
      </div>
    </header>
  );
}
