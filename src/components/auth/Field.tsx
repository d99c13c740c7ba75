import * as React from "react";
import { useMessages } from "../../i18n/LocaleContext";
import * as styles from "./Field.module.css";
import * as boxStyles from "./Checkbox.module.css";
import { fill } from "../../i18n/message";

type FieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  name: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
};

/** A field's error, next to it, marked for the eye and named by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <span className={styles.errorMark} aria-hidden="true">
        !
      </span>
      {error}
    </p>
  );
}

/**
 * A labelled input, its error (in the page's language) and hint tied to it for screen readers.
 * A checkbox comes before its label (`label`, then `children`), the two in a box.
 */
export function Field({ label, error, hint, wide, type = "text", children, ...input }: FieldProps) {
  const t = useMessages().ui.field;
  const id = React.useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [shown, setShown] = React.useState(false);
  const isPassword = type === "password";
  const box = type === "checkbox";
  const s = box ? boxStyles : styles;
  const labelled = (
    <label htmlFor={id} className={s.label}>
      {label}
      {children}
    </label>
  );
  return (
    <div className={`${s.field} ${wide ? styles.wide : ""}`}>
      {!box && labelled}
      <div className={s.control}>
        <input
          id={id}
          type={isPassword && shown ? "text" : type}
          className={`${s.input} ${error ? s.invalid : ""} ${isPassword ? styles.withToggle : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          {...input}
        />
        {box && labelled}
        {isPassword && (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={shown}
            aria-label={fill(t.show, { label: label.toLowerCase() })}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t.hide : t.reveal}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
