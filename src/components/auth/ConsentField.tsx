import * as React from "react";
import { useSchool } from "../../hooks/use-school";
import { useMessages } from "../../i18n/LocaleContext";
import * as fieldStyles from "./Field.module.css";
import * as styles from "./Form.module.css";
import { FieldError } from "./Field";
import { PolicyLink } from "./PolicyLink";
import { fill } from "../../i18n/message";

/**
 * The sign-up forms' data-processing authorisation (Ley 1581 de 2012): unticked, the policy in a
 * new tab, the purposes and rights beside it, so the consent is informed.
 */
export function ConsentField({
  name,
  error,
  purpose,
}: {
  name: string;
  error?: string;
  /** What the data is for, in this form's words. */
  purpose: string;
}) {
  const school = useSchool();
  const t = useMessages().auth.policy;
  const id = React.useId();
  return (
    <div className={styles.consent}>
      <div className={`${styles.consentRow} ${error ? styles.consentInvalid : ""}`}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          name={name}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <label htmlFor={id} className={styles.consentLabel}>
          {t.authorise}
          <PolicyLink />
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {fill(t.hint, { school: school.nombreLegal, purpose })}
        <a href={`mailto:${school.correoDatos}`}>{school.correoDatos}</a>.
      </p>
    </div>
  );
}
