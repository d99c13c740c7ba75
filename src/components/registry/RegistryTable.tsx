import * as React from "react";
import { fullName, placeOf, type RegistryEntry } from "../../lib/registry-search";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { apiLang } from "../../i18n/api-lang";
import * as styles from "./RegistryTable.module.css";
import { fill } from "../../i18n/message";

/** docs/product.md §9: the table shows 10 rows, then a toggle for the rest. */
const PREVIEW_ROWS = 10;

interface RegistryTableProps {
  rows: readonly RegistryEntry[];
  /** How many rows the current view has, when not all of them are loaded yet. */
  total?: number;
  /** The rest of the rows are on their way. */
  loadingMore?: boolean;
  onExpand?: () => void;
  onOpen: (order: number) => void;
  onPrefetch?: (order: number) => void;
}

/** The registry as a table: 10 rows, or all the results when expanded; cards on phones (CSS). */
export function RegistryTable({
  rows,
  total = rows.length,
  loadingMore = false,
  onExpand,
  onOpen,
  onPrefetch,
}: RegistryTableProps) {
  const r = useMessages().registry;
  const { locale, intl } = useLocale();
  const lang = apiLang(locale);
  const [expanded, setExpanded] = React.useState(false);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const tableId = React.useId();
  const hidden = total - PREVIEW_ROWS;
  const shown = expanded ? rows : rows.slice(0, PREVIEW_ROWS);

  const onToggle = () => {
    setExpanded(!expanded);
    // After collapsing thousands of rows the toggle would be far above the viewport.
    if (expanded) requestAnimationFrame(() => toggle.current?.scrollIntoView({ block: "nearest" }));
    else onExpand?.();
  };

  return (
    <div className={styles.wrap}>
      <table className={styles.table} id={tableId}>
        <caption className="visually-hidden">{r.table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{r.table.name}</th>
            <th scope="col">{r.table.title}</th>
            <th scope="col">{r.table.place}</th>
            <th scope="col">{r.table.code}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((t) => (
            // A click anywhere on the row opens the record: keyboard users have the name's button.
            <tr
              key={t.order}
              className={styles.row}
              onClick={() => onOpen(t.order)}
              onPointerEnter={() => onPrefetch?.(t.order)}
            >
              <th scope="row">
                <button
                  type="button"
                  className={styles.open}
                  onFocus={() => onPrefetch?.(t.order)}
                  aria-haspopup="dialog"
                  lang={t.nombre || t.prenom ? lang : undefined}
                >
                  {fullName(t, r.noName)}
                </button>
              </th>
              <td
                data-label={r.table.title}
                className={t.titulo ? undefined : "missing"}
                lang={t.titulo ? lang : undefined}
              >
                {t.titulo || r.noTitle}
              </td>
              <td data-label={r.table.place} lang={t.localidad || t.pais ? lang : undefined}>
                {placeOf(t, r.noPlace)}
              </td>
              <td data-label={r.table.code} className={styles.code}>
                {t.codigo || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {expanded && loadingMore && (
        <p className={styles.loading} role="status">
          {r.table.loadingRest}
        </p>
      )}
      {hidden > 0 && (
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={onToggle}
        >
          {expanded ? r.table.less : fill(r.table.more, { n: hidden }, intl)}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
