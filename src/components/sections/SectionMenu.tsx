import * as React from "react";
import { sectionNumber } from "../../lib/sections";
import type { SectionNode } from "./SectionPage";
import { useSectionScroll } from "./use-section-scroll";
import * as styles from "./SectionMenu.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** The sticky list of the page's sections; the current one is marked aria-current. */
export function SectionMenu({ sections }: { sections: readonly SectionNode[] }) {
  const t = useMessages().sections;
  const { current } = useSectionScroll(sections);
  const listRef = React.useRef<HTMLOListElement>(null);

  // On narrow screens the menu scrolls sideways: keep the current item in view.
  React.useEffect(() => {
    const list = listRef.current;
    const item = list?.children[current] as HTMLElement | undefined;
    // A list that fits, or a negative offset, leaves scrollTo nothing to do.
    if (item) list?.scrollTo({ left: item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav className={styles.menu} aria-label={t.sectionMenu}>
      <ol ref={listRef} className={styles.list}>
        {sections.map(({ frontmatter }, i) => (
          <li key={frontmatter.id}>
            <a
              href={`#${frontmatter.id}`}
              className={styles.link}
              aria-current={i === current ? "location" : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {sectionNumber(i)}
              </span>
              {frontmatter.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
