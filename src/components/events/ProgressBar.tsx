import * as React from "react";
import type { Fechas } from "../../school-api/types";
import { eventProgress } from "../../lib/event-time";
import { useNow } from "../../hooks/use-now";
import { useMessages } from "../../i18n/LocaleContext";
import * as styles from "./ProgressBar.module.css";
import { fill } from "../../i18n/message";

/** Time left, in a 30-day window (docs/product.md §4); before mount only the track is drawn. */
export function ProgressBar({ fechas, label }: { fechas: Fechas; label: string }) {
  const now = useNow(30_000);
  const t = useMessages().events;
  const progress = now === null ? null : eventProgress(fechas, now, t);
  const text = progress?.label ?? "";
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={fill(t.timeLeftLabel, { title: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress?.percent ?? undefined}
        aria-valuetext={text || undefined}
        aria-busy={progress === null}
      >
        <div className={styles.fill} style={{ width: `${progress?.percent ?? 0}%` }} />
      </div>
      <p className={`${styles.text} ${progress?.started ? styles.past : ""}`} aria-hidden="true">
        {text || "\u00a0"}
      </p>
    </div>
  );
}
