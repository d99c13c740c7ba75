import * as React from "react";
import { AutoSlider } from "../layout/AutoSlider";
import { EventImage } from "./EventImage";
import type { ImageView } from "./event-view";
import { useEventLang } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";
import * as styles from "./EventDetail.module.css";

type Props = { gallery: readonly ImageView[]; title: string };

/** An event's photos, sliding one at a time; its code is fetched near the viewport only. */
export default function EventGallery({ gallery, title }: Props) {
  const { t } = useEventLang();
  return (
    <AutoSlider
      label={fill(t.imagesOf, { title })}
      className={styles.gallery}
      speed={500}
      autoplaySpeed={3500}
      slides={gallery.map((view, i) => (
        <EventImage key={i} view={view} alt={fill(t.imageAlt, { title, n: i + 1 })} />
      ))}
    />
  );
}
