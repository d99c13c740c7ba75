import * as React from "react";
import { NO_TITLE, fullName, placeOf, type RegistryEntry } from "../../lib/registry-search";
import * as styles from "./RegistryTable.module.css";

/** docs/product.md §9: the table shows 10 rows, then a toggle for the rest. */
export const PREVIEW_ROWS = 10;

export const moreLabel = (hidden: number) =>
  `Mostrar ${hidden.toLocaleString("es-CO")} ${hidden === 1 ? "profesor" : "profesores"} más`;

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

/**
 * The registry as a table: name, title, place, code. Collapsed it renders 10 rows, expanded all
 * of the current results — never more than are shown. Below 44rem each row becomes a card
 * (CSS only; the markup stays a table).
 */
export function RegistryTable({
  rows,
  total = rows.length,
  loadingMore = false,
  onExpand,
  onOpen,
  onPrefetch,
}: RegistryTableProps) {
  const [expanded, setExpanded] = React.useState(false);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const tableId = React.useId();
  const count = Math.max(total, rows.length);
  const hidden = count - PREVIEW_ROWS;
  const shown = expanded ? rows : rows.slice(0, PREVIEW_ROWS);

  const onToggle = () => {
    if (expanded) {
      setExpanded(false);
      // After collapsing thousands of rows the toggle would be far above the viewport.
      requestAnimationFrame(() => toggle.current?.scrollIntoView({ block: "nearest" }));
    } else {
      setExpanded(true);
      onExpand?.();
    }
  };

  return (
    <div className={styles.wrap}>
      <table className={styles.table} id={tableId}>
        <caption className="visually-hidden">
          Profesores graduados del registro: nombre, título, lugar y código de certificación
        </caption>
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Título</th>
            <th scope="col">Lugar</th>
            <th scope="col">Código</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((t) => (
            // A click anywhere on the row is a mouse shortcut; keyboard users have the button.
            <tr
              key={t.order}

              className={styles.row}
              onClick={(event) => {
                // The name's button handles its own clicks (and the keyboard).
                if (!(event.target as HTMLElement).closest("button")) onOpen(t.order);
              }}
              onPointerEnter={() => onPrefetch?.(t.order)}
            >
              <th scope="row" className={styles.name}>
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => onOpen(t.order)}
                  onFocus={() => onPrefetch?.(t.order)}
                  aria-haspopup="dialog"
                >
                  {fullName(t)}
                </button>
              </th>
              <td data-label="Título" className={t.titulo ? undefined : styles.missing}>
                {t.titulo || NO_TITLE}
              </td>
              <td data-label="Lugar">{placeOf(t)}</td>
              <td data-label="Código" className={styles.code}>
                {t.codigo || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {expanded && loadingMore && (
        <p className={styles.loading} role="status">
          Cargando el resto del registro…
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
          {expanded ? "Mostrar menos" : moreLabel(hidden)}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
